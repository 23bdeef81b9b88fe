import { graphql } from 'react-relay/hooks';
import type { DeleteFailedPhotosMutation } from '../../../../__generated__/DeleteFailedPhotosMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

const mutation = graphql`
  mutation DeleteFailedPhotosMutation($ids: [ID!]!, $connections: [ID!]!) {
    deleteFailedPhotos(ids: $ids) {
      __typename
      ... on DeleteFailedPhotosSuccess {
        deletedIds @deleteEdge(connections: $connections)
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Deletes photos that could not be processed (their files are already gone). */
export const useDeleteFailedPhotosMutation = () =>
  useUnionMutation<DeleteFailedPhotosMutation, 'deleteFailedPhotos'>(
    mutation,
    'deleteFailedPhotos',
    'DeleteFailedPhotosSuccess',
  );
