import { graphql } from 'react-relay/hooks';
import type { DeleteAlbumMutation } from '../../../../__generated__/DeleteAlbumMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

const mutation = graphql`
  mutation DeleteAlbumMutation($albumId: ID!) {
    deleteAlbum(albumId: $albumId) {
      __typename
      ... on DeleteAlbumSuccess {
        event {
          ...AlbumsPanel_event
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Deletes an album; its photos stay, with no album, and the list comes back without it. */
export const useDeleteAlbumMutation = () =>
  useUnionMutation<DeleteAlbumMutation, 'deleteAlbum'>(mutation, 'deleteAlbum', 'DeleteAlbumSuccess');
