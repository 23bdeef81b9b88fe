import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DeleteAccountSection_viewer$key } from '../../__generated__/DeleteAccountSection_viewer.graphql';
import { FormAlert, TextField, useFormValues } from '../../components/form';
import { Section } from '../../components/Section';
import { formatLongDay } from '../../format';
import { paths } from '../../../../common/paths';
import { formErrorsOf, NO_ERRORS, type FormErrors } from './formErrors';
import { useFocusFirstInvalid } from './settingsForm';
import { useRequestAccountDeletionMutation } from './RequestAccountDeletionMutation';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';

const fragment = graphql`
  fragment DeleteAccountSection_viewer on User {
    deletionScheduledAt
    ownedEventCount
  }
`;

/** The grace period the server gives (its ACCOUNT_DELETION_GRACE_MS): time to change one's mind. */
const GRACE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

const EMPTY = { password: '' };

/**
 * The danger zone: deleting the account. A first press opens the confirm step, which says exactly what
 * goes and when (14 days from now, unless they keep the account), and asks the password.
 */
export function DeleteAccountSection({
  viewer,
  onRequested,
}: {
  viewer: DeleteAccountSection_viewer$key;
  /** After the deletion was planned: the page shows (and focuses) its banner. */
  onRequested: () => void;
}) {
  const t = useT();
  const data = useFragment(fragment, viewer);
  const [confirming, setConfirming] = useState(false);

  return (
    <Section
      id="delete-account"
      title={t('account.deleteTitle')}
      className="rounded-2xl border border-red-200 bg-white p-5"
      titleClassName="font-semibold text-red-800"
    >
      {data.deletionScheduledAt ? (
        <p className="mt-1 text-sm text-stone-700">
          <T
            id="account.deleteScheduled"
            values={{ date: formatLongDay(data.deletionScheduledAt) }}
            components={{ 0: <strong /> }}
          />
        </p>
      ) : confirming ? (
        <ConfirmDeletion
          ownedEventCount={data.ownedEventCount}
          onCancel={() => setConfirming(false)}
          onRequested={() => {
            setConfirming(false);
            onRequested();
          }}
        />
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600">{t('account.deleteIntro', { days: GRACE_DAYS })}</p>
          <button
            type="button"
            className="btn mt-4 border border-red-300 bg-white text-red-700 hover:bg-red-50"
            onClick={() => setConfirming(true)}
          >
            {t('account.deleteStart')}
          </button>
        </>
      )}
    </Section>
  );
}

function ConfirmDeletion({
  ownedEventCount,
  onCancel,
  onRequested,
}: {
  ownedEventCount: number;
  onCancel: () => void;
  onRequested: () => void;
}) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { values, text } = useFormValues(EMPTY);
  const [errors, setErrors] = useState<FormErrors<typeof EMPTY>>(NO_ERRORS);
  const [request, busy] = useRequestAccountDeletionMutation();
  const formRef = useFocusFirstInvalid(errors);
  // Computed once: the date stays put while the person reads.
  const [when] = useState(() => formatLongDay(new Date(Date.now() + GRACE_DAYS * DAY_MS)));
  useEffect(() => headingRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    const outcome = await request({ variables: { input: values } });
    if (outcome.ok) onRequested();
    else setErrors(formErrorsOf(outcome, values, t('account.deleteRequestFailed')));
  };

  const events = t('account.deleteEvents', { count: ownedEventCount });

  return (
    <form ref={formRef} className="mt-2 grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-stone-900">
        {t('account.deleteConfirmTitle', { date: when })}
      </h3>
      <div className="text-sm text-stone-700">
        <p>{t('account.deleteListIntro')}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{events}</li>
          <li>{t('account.deletePhotos')}</li>
          <li>{t('account.deleteRsvps')}</li>
          <li>{t('account.deleteTokens')}</li>
        </ul>
        <p className="mt-2">
          <T
            id="account.deleteCopy"
            components={{ 0: <a href={paths.accountYourData.href()} className="text-link" /> }}
          />
        </p>
      </div>
      <FormAlert message={errors.message} />
      <TextField
        label={t('account.yourPassword')}
        type="password"
        autoComplete="current-password"
        required
        hint={t('account.beSure')}
        error={errors.fields.password}
        {...text('password')}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn bg-red-600 text-white hover:bg-red-700" disabled={busy}>
          {busy ? t('account.sending') : t('account.deleteConfirm')}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          {t('account.cancel')}
        </button>
      </div>
    </form>
  );
}
