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
  const data = useFragment(fragment, viewer);
  const [confirming, setConfirming] = useState(false);

  return (
    <Section
      id="delete-account"
      title="Delete your account"
      className="rounded-2xl border border-red-200 bg-white p-5"
      titleClassName="font-semibold text-red-800"
    >
      {data.deletionScheduledAt ? (
        <p className="mt-1 text-sm text-stone-700">
          Your account is to be deleted on <strong>{formatLongDay(data.deletionScheduledAt)}</strong>. To stop it,
          choose “Keep my account” at the top of this page.
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
          <p className="mt-1 text-sm text-stone-600">
            Your account goes, with every event you own and everything guests shared there. You have {GRACE_DAYS} days
            to change your mind.
          </p>
          <button
            type="button"
            className="btn mt-4 border border-red-300 bg-white text-red-700 hover:bg-red-50"
            onClick={() => setConfirming(true)}
          >
            Delete my account…
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
    else setErrors(formErrorsOf(outcome, values, 'Your request could not be sent. Please try again.'));
  };

  const events =
    ownedEventCount === 0
      ? 'Your events (you own none right now)'
      : ownedEventCount === 1
        ? 'Your event, its page and QR code'
        : `Your ${ownedEventCount} events, their pages and QR codes`;

  return (
    <form ref={formRef} className="mt-2 grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-stone-900">
        Delete your account on {when}?
      </h3>
      <div className="text-sm text-stone-700">
        <p>On that day, unless you keep your account before, these are deleted for good:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{events}</li>
          <li>Every photo and video guests shared there, originals included</li>
          <li>Their RSVPs and guestbook messages</li>
          <li>Your API tokens and webhooks, and your place as co-host of other people’s events</li>
        </ul>
        <p className="mt-2">
          Until then your events stay online, and signing in lets you keep your account. Want a copy first?{' '}
          <a href={paths.accountYourData.href()} className="text-link">
            Download your data
          </a>
          .
        </p>
      </div>
      <FormAlert message={errors.message} />
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        hint="To be sure it is you."
        error={errors.fields.password}
        {...text('password')}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn bg-red-600 text-white hover:bg-red-700" disabled={busy}>
          {busy ? 'Sending...' : 'Delete my account'}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
