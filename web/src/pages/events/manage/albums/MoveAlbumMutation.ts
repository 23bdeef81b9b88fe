import { graphql } from 'react-relay/hooks';
import type { MoveAlbumMutation } from '../../../../__generated__/MoveAlbumMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

const mutation = graphql`
  mutation MoveAlbumMutation($albumId: ID!, $position: Int!) {
    moveAlbum(albumId: $albumId, position: $position) {
      __typename
      ... on MoveAlbumSuccess {
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

/** Moves an album among the gallery's tabs; the event's list comes back in its new order. */
export const useMoveAlbumMutation = () =>
  useUnionMutation<MoveAlbumMutation, 'moveAlbum'>(mutation, 'moveAlbum', 'MoveAlbumSuccess');
