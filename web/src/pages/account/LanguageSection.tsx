import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LanguageSection_viewer$key } from '../../__generated__/LanguageSection_viewer.graphql';
import type { LanguageSectionMutation } from '../../__generated__/LanguageSectionMutation.graphql';
import { FormAlert, SelectField } from '../../components/form';
import { Panel } from '../../components/Section';
import { LOCALE_NAMES, LOCALES } from '../../../../common/i18n/locales';
import { applyAccountLanguage } from '../../i18n/accountLanguage';
import { useT } from '../../i18n/useT';
import { messageOf } from '../../relay/resultMessage';
import { useUnionMutation } from '../../relay/useUnionMutation';
import { adoptViewer } from '../../session/SessionStore';
import { FormStatus } from './settingsForm';

const fragment = graphql`
  fragment LanguageSection_viewer on User {
    language
  }
`;

const mutation = graphql`
  mutation LanguageSectionMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfileSuccess {
        viewer {
          ...SessionStore_viewer @relay(mask: false)
          ...LanguageSection_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Language = NonNullable<LanguageSectionMutation['variables']['input']['language']>;

/** The schema's value for each language the product speaks ('tr' → 'TR'). */
const LANGUAGES = LOCALES.map((locale) => ({ value: locale.toUpperCase() as Language, label: LOCALE_NAMES[locale] }));

/**
 * The language the account reads the app in (issue 34): its own choice, or its browser's (empty). Saved, the
 * app switches to it at once, and pages, emails and new events follow it.
 */
export function LanguageSection({ viewer }: { viewer: LanguageSection_viewer$key }) {
  const t = useT();
  const data = useFragment(fragment, viewer);
  const [value, setValue] = useState<string>(data.language ?? '');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useUnionMutation<LanguageSectionMutation, 'updateProfile'>(
    mutation,
    'updateProfile',
    'UpdateProfileSuccess',
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    setError(null);
    const language = LANGUAGES.find((option) => option.value === value)?.value ?? null;
    const outcome = await commit({ variables: { input: { language } } });
    if (!outcome.ok) {
      setError(messageOf(outcome, t('accountLanguage.failed')));
      return;
    }
    const { viewer: saved } = outcome.payload;
    if (saved) adoptViewer(saved);
    await applyAccountLanguage(saved?.language ?? language);
    setStatus(t('accountLanguage.saved'));
  };

  return (
    <Panel id="language" title={t('accountLanguage.title')}>
      <form className="mt-4 grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={error} />
        <SelectField
          label={t('accountLanguage.label')}
          hint={t('accountLanguage.hint')}
          name="language"
          value={value}
          placeholder={t('accountLanguage.browser')}
          options={LANGUAGES}
          onValueChange={setValue}
        />
        <FormStatus message={status} />
        <div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t('accountLanguage.saving') : t('accountLanguage.save')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
