import { graphql } from 'react-relay/hooks';
import type { SetRequireAlbumMutation } from '../../../../__generated__/SetRequireAlbumMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

const mutation = graphql`
  mutation SetRequireAlbumMutation($id: ID!, $on: Boolean!) {
    updateEvent(id: $id, input: { requireAlbum: $on }) {
      __typename
      ... on UpdateEventSuccess {
        event {
          id
          requireAlbum
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Makes guests choose an album for every upload, or not (one setting of the event, written alone). */
export const useSetRequireAlbumMutation = () =>
  useUnionMutation<SetRequireAlbumMutation, 'updateEvent'>(mutation, 'updateEvent', 'UpdateEventSuccess');
