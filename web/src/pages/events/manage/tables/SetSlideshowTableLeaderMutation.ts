import { graphql } from 'react-relay/hooks';
import type { SetSlideshowTableLeaderMutation } from '../../../../__generated__/SetSlideshowTableLeaderMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

const mutation = graphql`
  mutation SetSlideshowTableLeaderMutation($id: ID!, $on: Boolean!) {
    updateEvent(id: $id, input: { slideshowTableLeader: $on }) {
      __typename
      ... on UpdateEventSuccess {
        event {
          id
          slideshowTableLeader
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Turns the slideshow's table moment on or off (one setting of the event, written alone). */
export const useSetSlideshowTableLeaderMutation = () =>
  useUnionMutation<SetSlideshowTableLeaderMutation, 'updateEvent'>(mutation, 'updateEvent', 'UpdateEventSuccess');
