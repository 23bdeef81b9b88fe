import { graphql } from 'react-relay/hooks';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { SubmitRsvpMutation$data } from '../../__generated__/SubmitRsvpMutation.graphql';

export const submitRsvpMutation = graphql`
  mutation SubmitRsvpMutation($input: SubmitRsvpInput!) {
    submitRsvp(input: $input) {
      __typename
      ... on SubmitRsvpSuccess {
        # The same fields as RsvpCard_event's viewerRsvp, which is pointed at this record.
        rsvp {
          fullName
          email
          phone
          status
          guestsCount
          note
          updatedAt
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * The event's `viewerRsvp` becomes the answer just sent (the page has no id to refetch it by), so
 * the card shows it, and 'Change my answer' starts from it.
 */
export function setViewerRsvp(eventRecordId: string): SelectorStoreUpdater<SubmitRsvpMutation$data> {
  return (store) => {
    const rsvp = store.getRootField('submitRsvp')?.getLinkedRecord('rsvp');
    const event = store.get(eventRecordId);
    if (rsvp && event) event.setLinkedRecord(rsvp, 'viewerRsvp');
  };
}
