import { graphql } from 'react-relay/hooks';
import type { SetPhotoFavouriteMutation } from '../../../../__generated__/SetPhotoFavouriteMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

const mutation = graphql`
  mutation SetPhotoFavouriteMutation($photoId: ID!, $favourite: Boolean!) {
    setPhotoFavourite(photoId: $photoId, favourite: $favourite) {
      __typename
      ... on SetPhotoFavouriteSuccess {
        photo {
          id
          isFavourite
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Stars a photo or takes the star off (host favourites: the guests' Highlights tab). */
export const useSetPhotoFavouriteMutation = () =>
  useUnionMutation<SetPhotoFavouriteMutation, 'setPhotoFavourite'>(
    mutation,
    'setPhotoFavourite',
    'SetPhotoFavouriteSuccess',
  );
