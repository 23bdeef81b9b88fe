import { graphql } from 'react-relay/hooks';
import type { RenameAlbumMutation } from '../../../../__generated__/RenameAlbumMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

const mutation = graphql`
  mutation RenameAlbumMutation($albumId: ID!, $name: String!) {
    renameAlbum(albumId: $albumId, name: $name) {
      __typename
      ... on RenameAlbumSuccess {
        album {
          id
          name
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Renames an album (Album is a Node: the list, the filters and the cards show the new name by themselves). */
export const useRenameAlbumMutation = () =>
  useUnionMutation<RenameAlbumMutation, 'renameAlbum'>(mutation, 'renameAlbum', 'RenameAlbumSuccess');
