import { graphql } from 'react-relay/hooks';
import type { ModerateUploadsMutation } from '../../../../__generated__/ModerateUploadsMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

// Photo is a Node: the new status reaches every list and viewer showing these photos by itself.
const mutation = graphql`
  mutation ModerateUploadsMutation($ids: [ID!]!, $action: UploadStatus!) {
    moderateUploads(ids: $ids, action: $action) {
      __typename
      ... on ModerateUploadsSuccess {
        uploads {
          id
          status
          moderatedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Approves or rejects photos. */
export const useModerateUploadsMutation = () =>
  useUnionMutation<ModerateUploadsMutation, 'moderateUploads'>(mutation, 'moderateUploads', 'ModerateUploadsSuccess');
