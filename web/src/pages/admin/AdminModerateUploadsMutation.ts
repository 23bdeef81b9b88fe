import { graphql } from 'react-relay/hooks';
import type { AdminModerateUploadsMutation } from '../../__generated__/AdminModerateUploadsMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation AdminModerateUploadsMutation($ids: [ID!]!, $action: UploadStatus!) {
    adminModerateUploads(ids: $ids, action: $action) {
      __typename
      ... on AdminModerateUploadsSuccess {
        uploads {
          id
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Takes photos down (REJECTED) or restores them, across all events. */
export const useAdminModerateUploadsMutation = () =>
  useUnionMutation<AdminModerateUploadsMutation, 'adminModerateUploads'>(
    mutation,
    'adminModerateUploads',
    'AdminModerateUploadsSuccess',
  );
