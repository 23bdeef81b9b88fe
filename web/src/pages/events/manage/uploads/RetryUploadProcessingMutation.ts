import { graphql } from 'react-relay/hooks';
import type { RetryUploadProcessingMutation } from '../../../../__generated__/RetryUploadProcessingMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

// The photo comes back PROCESSING (its reason cleared): Photo is a Node, so its card shows the spinner at
// once, and the live updates turn it into the thumbnail or the new reason.
const mutation = graphql`
  mutation RetryUploadProcessingMutation($photoId: ID!) {
    retryUploadProcessing(input: { photoId: $photoId }) {
      __typename
      ... on RetryUploadProcessingSuccess {
        photo {
          id
          processingState
          processingError
          ...PhotoCard_photo
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Processes a photo or video that failed again (a video whose conversion failed, issue 30). */
export const useRetryUploadProcessingMutation = () =>
  useUnionMutation<RetryUploadProcessingMutation, 'retryUploadProcessing'>(
    mutation,
    'retryUploadProcessing',
    'RetryUploadProcessingSuccess',
  );
