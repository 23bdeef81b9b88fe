import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { NotificationsSection_viewer$key } from '../../__generated__/NotificationsSection_viewer.graphql';
import { Checkbox, FormAlert } from '../../components/form';
import { Panel } from '../../components/Section';
import { messageOf } from '../../relay/resultMessage';
import { useUpdateNotificationSettingsMutation } from './UpdateNotificationSettingsMutation';
import { FormStatus } from './settingsForm';

const fragment = graphql`
  fragment NotificationsSection_viewer on User {
    id
    notificationSettings {
      reviewDigest
      dailySummary
      eventReminder
    }
  }
`;

type Choice = 'reviewDigest' | 'dailySummary' | 'eventReminder';

/** The host's three emails (decision 055), each said in one line. */
const CHOICES: readonly { name: Choice; label: string; hint: string }[] = [
  {
    name: 'reviewDigest',
    label: 'Photos waiting for your review',
    hint: 'When guests share photos you have not approved yet: at most one email per event every 15 minutes.',
  },
  {
    name: 'dailySummary',
    label: 'A morning summary in the week before',
    hint: 'New RSVPs and photos, each morning from a week before your event until the day after it.',
  },
  {
    name: 'eventReminder',
    label: 'Your event is tomorrow',
    hint: 'A reminder the day before, with the QR card to print for the tables.',
  },
];

/** Which emails the host gets: each box is saved as it is ticked, and the page says so. */
export function NotificationsSection({
  viewer,
  mailEnabled,
}: {
  viewer: NotificationsSection_viewer$key;
  mailEnabled: boolean;
}) {
  const data = useFragment(fragment, viewer);
  const settings = data.notificationSettings;
  const [commit] = useUpdateNotificationSettingsMutation();
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = async (name: Choice, label: string, on: boolean) => {
    setStatus(null);
    setError(null);
    // The box turns at once; a refusal puts it back (the store drops the optimistic answer).
    const outcome = await commit({
      variables: { input: { [name]: on } },
      optimisticResponse: {
        updateNotificationSettings: {
          __typename: 'UpdateNotificationSettingsSuccess',
          viewer: { id: data.id, notificationSettings: { ...settings, [name]: on } },
        },
      },
    });
    if (outcome.ok) setStatus(`Saved: “${label}” is ${on ? 'on' : 'off'}.`);
    else setError(messageOf(outcome, 'Your choice could not be saved. Please try again.'));
  };

  return (
    <Panel id="notifications" title="Emails we send you">
      <p className="mt-1 text-sm text-stone-600">
        {mailEnabled
          ? 'Choose what you hear about. Every one of these emails also has a link to stop it.'
          : 'This server sends no email at the moment: your choices are kept for when it does.'}
      </p>
      <fieldset className="mt-4 grid gap-4">
        <legend className="sr-only">Notification emails</legend>
        {CHOICES.map(({ name, label, hint }) => (
          <Checkbox
            key={name}
            name={name}
            label={label}
            hint={hint}
            checked={settings[name]}
            onCheckedChange={(checked) => void change(name, label, checked)}
          />
        ))}
      </fieldset>
      <div className="mt-4 grid gap-2">
        <FormAlert message={error} />
        <FormStatus message={status} />
      </div>
    </Panel>
  );
}
