import { graphql } from '../../api/graphqlClient';

export const submitRsvpMutation = graphql`
  mutation SubmitRsvpMutation($input: SubmitRsvpInput!) {
    submitRsvp(input: $input) {
      __typename
      ... on SubmitRsvpSuccess {
        # The same fields as the event's viewerRsvp (EventPageQuery), which this answer replaces.
        rsvp {
          fullName
          email
          phone
          status
          guestsCount
          note
          notifyByEmail
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
