import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { NotificationsSection_viewer$key } from '../../__generated__/NotificationsSection_viewer.graphql';
import { Checkbox, FormAlert } from '../../components/form';
import { Panel } from '../../components/Section';
import { messageOf } from '../../relay/resultMessage';
import { useUpdateNotificationSettingsMutation } from './UpdateNotificationSettingsMutation';
import { FormStatus } from './settingsForm';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

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
const CHOICES: readonly { name: Choice; label: MessageId; hint: MessageId }[] = [
  {
    name: 'reviewDigest',
    label: 'account.reviewDigest',
    hint: 'account.reviewDigestHint',
  },
  {
    name: 'dailySummary',
    label: 'account.dailySummary',
    hint: 'account.dailySummaryHint',
  },
  {
    name: 'eventReminder',
    label: 'account.eventReminder',
    hint: 'account.eventReminderHint',
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
  const t = useT();
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
    if (outcome.ok) setStatus(on ? t('account.choiceOn', { label }) : t('account.choiceOff', { label }));
    else setError(messageOf(outcome, t('account.choiceFailed')));
  };

  return (
    <Panel id="notifications" title={t('account.emailsTitle')}>
      <p className="mt-1 text-sm text-stone-600">
        {mailEnabled ? t('account.emailsIntroMail') : t('account.emailsIntroNoMail')}
      </p>
      <fieldset className="mt-4 grid gap-4">
        <legend className="sr-only">{t('account.emailsLegend')}</legend>
        {CHOICES.map(({ name, label, hint }) => (
          <Checkbox
            key={name}
            name={name}
            label={t(label)}
            hint={t(hint)}
            checked={settings[name]}
            onCheckedChange={(checked) => void change(name, t(label), checked)}
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
