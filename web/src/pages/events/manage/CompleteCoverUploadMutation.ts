import { graphql } from 'react-relay/hooks';
import type { CompleteCoverUploadMutation } from '../../../__generated__/CompleteCoverUploadMutation.graphql';
import { useUnionMutation } from '../../../relay/useUnionMutation';

const mutation = graphql`
  mutation CompleteCoverUploadMutation($eventId: ID!, $storageKey: String!) {
    completeCoverUpload(eventId: $eventId, storageKey: $storageKey) {
      __typename
      ... on CompleteCoverUploadSuccess {
        event {
          id
          coverImageUrl
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Makes the uploaded file the event's cover. */
export const useCompleteCoverUploadMutation = () =>
  useUnionMutation<CompleteCoverUploadMutation, 'completeCoverUpload'>(
    mutation,
    'completeCoverUpload',
    'CompleteCoverUploadSuccess',
  );
