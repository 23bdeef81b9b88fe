import { graphql } from 'react-relay/hooks';
import type { CreateAlbumMutation } from '../../../../__generated__/CreateAlbumMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

const mutation = graphql`
  mutation CreateAlbumMutation($eventId: ID!, $name: String!) {
    createAlbum(eventId: $eventId, name: $name) {
      __typename
      ... on CreateAlbumSuccess {
        album {
          id
          databaseId
          name
          photoCount
          position
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Adds an album at the end of the event's list. The answer is the album alone (not the event), so the
 * caller's updater appends it to `Event.albums` (see appendAlbum).
 */
export const useCreateAlbumMutation = () =>
  useUnionMutation<CreateAlbumMutation, 'createAlbum'>(mutation, 'createAlbum', 'CreateAlbumSuccess');
