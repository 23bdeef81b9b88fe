import { graphql } from 'react-relay/hooks';
import type { MovePhotosToAlbumMutation } from '../../../../__generated__/MovePhotosToAlbumMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

const mutation = graphql`
  mutation MovePhotosToAlbumMutation($eventId: ID!, $albumId: ID, $photoIds: [ID!]!) {
    movePhotosToAlbum(eventId: $eventId, albumId: $albumId, photoIds: $photoIds) {
      __typename
      ... on MovePhotosToAlbumSuccess {
        photos {
          id
          albumId
          album {
            id
            name
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Files photos in an album, or under none (albumId null); the cards show their new album by themselves. */
export const useMovePhotosToAlbumMutation = () =>
  useUnionMutation<MovePhotosToAlbumMutation, 'movePhotosToAlbum'>(
    mutation,
    'movePhotosToAlbum',
    'MovePhotosToAlbumSuccess',
  );
