import { graphql } from 'react-relay/hooks';
import type { UpdateProfileMutation } from '../../__generated__/UpdateProfileMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation UpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfileSuccess {
        viewer {
          ...SessionStore_viewer @relay(mask: false)
          ...ProfileSection_viewer
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

/** Changes the account's name (the navbar and the dashboard's greeting show the new one at once). */
export const useUpdateProfileMutation = () =>
  useUnionMutation<UpdateProfileMutation, 'updateProfile'>(mutation, 'updateProfile', 'UpdateProfileSuccess');
