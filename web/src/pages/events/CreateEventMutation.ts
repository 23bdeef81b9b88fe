import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { CreateEventInput, CreateEventMutation } from '../../__generated__/CreateEventMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

export type { CreateEventInput };

export type FieldError = { readonly field: string; readonly message: string };

/** What a create attempt came to, as the form needs it. */
export type CreateEventResult =
  | { readonly kind: 'success'; readonly databaseId: number; readonly slug: string }
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
  const [commit, isInFlight] = usePromiseMutation<CreateEventMutation>(mutation);
  const createEvent = useCallback(
    (input: CreateEventInput) =>
      commit({ variables: { input } }).then(
        ({ createEvent: payload }): CreateEventResult => {
          switch (payload.__typename) {
            case 'CreateEventSuccess':
              return { kind: 'success', databaseId: payload.event.databaseId, slug: payload.event.slug };
            case 'ValidationError':
              return { kind: 'rejected', message: payload.message, fieldErrors: payload.fieldErrors };
            case 'ConflictError':
              // The only conflict on create is a slug taken meanwhile.
              return {
                kind: 'rejected',
                message: payload.message,
                fieldErrors: [{ field: 'slug', message: payload.message }],
              };
            case 'RateLimitError':
              // A new account at its first week's event allowance: the message says when more are possible.
              return { kind: 'rejected', message: payload.message, fieldErrors: [] };
            case '%other':
              // A result type this client does not know yet.
              return { kind: 'failed' };
          }
        },
        (): CreateEventResult => ({ kind: 'failed' }),
      ),
    [commit],
  );
  return [createEvent, isInFlight];
}
