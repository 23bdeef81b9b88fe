import { graphql } from 'react-relay/hooks';
import type { ModerateMatchingUploadsMutation } from '../../../../__generated__/ModerateMatchingUploadsMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

// "Select all N matching": the server finds the photos by the tab's filter; the tab reloads its list after.
const mutation = graphql`
  mutation ModerateMatchingUploadsMutation($eventId: ID!, $filter: PhotoFilter!, $action: UploadStatus!) {
    moderateMatchingUploads(eventId: $eventId, filter: $filter, action: $action) {
      __typename
      ... on ModerateMatchingUploadsSuccess {
        moderation {
          moderatedCount
          remainingCount
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Approves or rejects every photo matching a filter, at most MAX_MODERATION_BATCH at a time. */
export const useModerateMatchingUploadsMutation = () =>
  useUnionMutation<ModerateMatchingUploadsMutation, 'moderateMatchingUploads'>(
    mutation,
    'moderateMatchingUploads',
    'ModerateMatchingUploadsSuccess',
  );
