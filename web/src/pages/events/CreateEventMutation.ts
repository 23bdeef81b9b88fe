import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { CreateEventInput, CreateEventMutation } from '../../__generated__/CreateEventMutation.graphql';
import { useUnionMutation, type FieldError } from '../../relay/useUnionMutation';

export type { CreateEventInput };

/** What a create attempt came to, as the form needs it. */
export type CreateEventResult =
  | { readonly kind: 'success'; readonly id: string; readonly databaseId: number; readonly slug: string }
  /** The server refused (ValidationError, ConflictError, RateLimitError): a message, and the fields it is about. */
  | { readonly kind: 'rejected'; readonly message: string; readonly fieldErrors: ReadonlyArray<FieldError> }
  /** The request itself failed (network, unexpected server error). */
  | { readonly kind: 'failed' };

// The new event comes back with what the dashboard shows of an event, so it is in the store already.
const mutation = graphql`
  mutation CreateEventMutation($input: CreateEventInput!) {
    createEvent(input: $input) {
      __typename
      ... on CreateEventSuccess {
        event {
          id
          databaseId
          slug
          title
          dateTime
          venueName
          address
          coverImageUrl
          status
          visibility
          isPinRequired
          viewerRole
          photoCount
          rsvpCount
          shareUrl
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
      ... on ConflictError {
        message
      }
      ... on RateLimitError {
        message
      }
    }
  }
`;

export function useCreateEventMutation(): [
  createEvent: (input: CreateEventInput) => Promise<CreateEventResult>,
  isInFlight: boolean,
] {
  const [commit, isInFlight] = useUnionMutation<CreateEventMutation, 'createEvent'>(
    mutation,
    'createEvent',
    'CreateEventSuccess',
  );
  const createEvent = useCallback(
    (input: CreateEventInput) =>
      commit({ variables: { input } }).then((outcome): CreateEventResult => {
        if (outcome.ok) {
          // (`ok` means the CreateEventSuccess member; the check narrows Relay's union to it.)
          const { payload } = outcome;
          if (payload.__typename !== 'CreateEventSuccess') return { kind: 'failed' };
          return {
            kind: 'success',
            id: payload.event.id,
            databaseId: payload.event.databaseId,
            slug: payload.event.slug,
          };
        }
        // No answer, or a result type this client does not know yet (every refusal it knows has a message).
        if (outcome.message === null) return { kind: 'failed' };
        // The only conflict on create is a slug taken meanwhile. A RateLimitError (a new account at its first
        // week's event allowance) has only its message, which says when more are possible.
        const fieldErrors =
          outcome.typename === 'ConflictError' ? [{ field: 'slug', message: outcome.message }] : outcome.fieldErrors;
        return { kind: 'rejected', message: outcome.message, fieldErrors };
      }),
    [commit],
  );
  return [createEvent, isInFlight];
}
