import { graphql } from 'react-relay/hooks';
import type { UpdateNotificationSettingsMutation } from '../../__generated__/UpdateNotificationSettingsMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation UpdateNotificationSettingsMutation($input: UpdateNotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      __typename
      ... on UpdateNotificationSettingsSuccess {
        viewer {
          id
          notificationSettings {
            reviewDigest
            dailySummary
            eventReminder
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Turns one or more of the host's notification emails on or off. */
export const useUpdateNotificationSettingsMutation = () =>
  useUnionMutation<UpdateNotificationSettingsMutation, 'updateNotificationSettings'>(
    mutation,
    'updateNotificationSettings',
    'UpdateNotificationSettingsSuccess',
  );
