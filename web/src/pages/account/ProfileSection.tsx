import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileSection_viewer$key } from '../../__generated__/ProfileSection_viewer.graphql';
import { FormAlert, TextField, useFormValues } from '../../components/form';
import { Panel } from '../../components/Section';
import { adoptViewer } from '../../session/SessionStore';
import { formErrorsOf, NO_ERRORS, type FormErrors } from './formErrors';
import { FormStatus, useFocusFirstInvalid } from './settingsForm';
import { useUpdateProfileMutation } from './UpdateProfileMutation';
import { useT } from '../../i18n/useT';

const fragment = graphql`
  fragment ProfileSection_viewer on User {
    displayName
  }
`;

/** The longest a name may be (the signup rule, the API's too). */
const NAME_MAX_LENGTH = 100;

/** The account's name: what the dashboard greets and co-hosts see. */
export function ProfileSection({ viewer }: { viewer: ProfileSection_viewer$key }) {
  const t = useT();
  const data = useFragment(fragment, viewer);
  const { values, text } = useFormValues({ displayName: data.displayName });
  const [errors, setErrors] = useState<FormErrors<typeof values>>(NO_ERRORS);
  const [status, setStatus] = useState<string | null>(null);
  const [commit, busy] = useUpdateProfileMutation();
  const formRef = useFocusFirstInvalid(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    setStatus(null);
    const outcome = await commit({ variables: { input: { displayName: values.displayName } } });
    if (!outcome.ok) {
      setErrors(formErrorsOf(outcome, values, t('account.nameSaveFailed')));
      return;
    }
    const { viewer: saved } = outcome.payload;
    if (saved) adoptViewer(saved);
    setStatus(t('account.nameSaved', { name: saved?.displayName ?? values.displayName }));
  };

  return (
    <Panel id="profile" title={t('account.nameTitle')}>
      <form ref={formRef} className="mt-4 grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={errors.message} />
        <TextField
          label={t('account.nameLabel')}
          hint={t('account.nameHint')}
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="name"
          error={errors.fields.displayName}
          {...text('displayName')}
        />
        <FormStatus message={status} />
        <div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t('account.saving') : t('account.saveName')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
