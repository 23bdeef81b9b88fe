import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EventLanguageField_event$key } from '../../../__generated__/EventLanguageField_event.graphql';
import type { EventLanguageFieldMutation } from '../../../__generated__/EventLanguageFieldMutation.graphql';
import { Section, SelectField } from '../../../components/form';
import { LOCALE_NAMES, LOCALES } from '../../../../../common/i18n/locales';
import { useT } from '../../../i18n/useT';
import { messageOf } from '../../../relay/resultMessage';
import { useUnionMutation } from '../../../relay/useUnionMutation';

const fragment = graphql`
  fragment EventLanguageField_event on Event {
    id
    language
  }
`;

const mutation = graphql`
  mutation EventLanguageFieldMutation($id: ID!, $input: UpdateEventInput!) {
    updateEvent(id: $id, input: $input) {
      __typename
      ... on UpdateEventSuccess {
        event {
          ...EventLanguageField_event
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Language = NonNullable<EventLanguageFieldMutation['variables']['input']['language']>;

/** The schema's value for each language the product speaks ('tr' → 'TR'), each by its own name. */
const LANGUAGES = LOCALES.map((locale) => ({ value: locale.toUpperCase() as Language, label: LOCALE_NAMES[locale] }));

/**
 * The guest page's language for guests whose phone asks for none the product speaks (issue 34). Saved as
 * soon as it is chosen: it stands apart from the settings form, whose Save button it does not wait for.
 */
export function EventLanguageField({ event: eventKey }: { event: EventLanguageField_event$key }) {
  const t = useT();
  const event = useFragment(fragment, eventKey);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [commit, busy] = useUnionMutation<EventLanguageFieldMutation, 'updateEvent'>(
    mutation,
    'updateEvent',
    'UpdateEventSuccess',
  );

  const choose = async (value: string) => {
    const language = LANGUAGES.find((option) => option.value === value)?.value;
    if (!language || language === event.language) return;
    setStatus(null);
    const outcome = await commit({ variables: { id: event.id, input: { language } } });
    setStatus(
      outcome.ok
        ? { ok: true, text: t('eventLanguage.saved') }
        : { ok: false, text: messageOf(outcome, t('eventLanguage.failed')) },
    );
  };

  return (
    <Section title={t('eventLanguage.title')}>
      <SelectField
        label={t('eventLanguage.label')}
        hint={t('eventLanguage.hint')}
        name="language"
        value={event.language}
        options={LANGUAGES}
        disabled={busy}
        error={status && !status.ok ? status.text : null}
        onValueChange={(value) => void choose(value)}
      />
      <p role="status" className={status?.ok ? 'text-sm text-emerald-700' : 'sr-only'}>
        {status?.ok ? status.text : null}
      </p>
    </Section>
  );
}
