import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { RsvpStatus, SubmitRsvpMutation } from '../../__generated__/SubmitRsvpMutation.graphql';
import {
  Field,
  FieldError,
  FormAlert,
  Input,
  SelectField,
  TextAreaField,
  TextField,
  fieldErrorsFrom,
  type FieldErrors,
} from '../../components/form';
import { fetchGraphQL } from '../../api/graphqlClient';
import type { GuestEvent } from './guestEvent';
import { formatLongDay, formatLongDayAndTime } from '../../format';
import { hasRsvpCookie, setRsvpCookie } from './guestStorage';
import { CheckIcon, ChevronRightIcon } from '../../components/icons';
import { cardClass, headingClass } from './styles';
import { submitRsvpMutation } from './SubmitRsvpMutation';
import { useT } from '../../i18n/useT';
import type { MessageId } from '../../i18n/i18n';
import { RSVP_FULL_NAME_MAX_LENGTH, RSVP_NOTE_MAX_LENGTH, RSVP_PHONE_MAX_LENGTH } from '../../../../common/rsvp-limits';

type Answer = 'YES' | 'NO' | 'MAYBE';

/** The guest's wording of the three answers, used in the form and in the summary. */
const answerLabels: Record<Answer, MessageId> = {
  YES: 'rsvp.yes',
  NO: 'rsvp.no',
  MAYBE: 'rsvp.maybe',
};
const answers = Object.keys(answerLabels) as Answer[];

/** SPEC §5, §9: 1 to 10 guests, 1 by default. */
const guestCountOptions = Array.from({ length: 10 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

type FormValues = {
  fullName: string;
  email: string;
  phone: string;
  status: Answer;
  guestsCount: number;
  note: string;
  /** Email me when the photos are ready (decision 055): off unless ticked, and needs an email. */
  notifyByEmail: boolean;
};

type FieldName = keyof FormValues;

const emptyForm: FormValues = {
  fullName: '',
  email: '',
  phone: '',
  status: 'YES',
  guestsCount: 1,
  note: '',
  notifyByEmail: false,
};

function asAnswer(status: RsvpStatus): Answer {
  return status === 'NO' || status === 'MAYBE' ? status : 'YES';
}

type ViewerRsvp = NonNullable<GuestEvent['viewerRsvp']>;

type RsvpCardProps = {
  event: Pick<GuestEvent, 'rsvpEnabled' | 'rsvpDeadline' | 'timeZone' | 'viewerRsvp'>;
  slug: string;
  pin: string | null;
  /** The guest sent an answer under this name. */
  onAnswered?: (fullName: string) => void;
  /** After the event: folded away in a closed 'RSVP' disclosure, below the photos. */
  folded?: boolean;
};

/** SPEC §2, §4, §5: the RSVP form, then 'RSVP Submitted!' (also on later visits), with a way to change it. */
export function RsvpCard({ event: data, slug, pin, onAnswered, folded = false }: RsvpCardProps) {
  const t = useT();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [cookieSaysAnswered, setCookieSaysAnswered] = useState(() => hasRsvpCookie(slug));
  const [editing, setEditing] = useState(false);
  const [now] = useState(() => Date.now());

  // The answer just sent stands in for the event's viewerRsvp, until the event is loaded again.
  const [sent, setSent] = useState<{ replaces: GuestEvent['viewerRsvp']; rsvp: ViewerRsvp } | null>(null);
  const answer = sent && sent.replaces === data.viewerRsvp ? sent.rsvp : data.viewerRsvp;
  const answered = answer !== null || cookieSaysAnswered;
  const deadline = data.rsvpDeadline ? new Date(data.rsvpDeadline) : null;
  const deadlinePassed = deadline !== null && deadline.getTime() < now;
  const open = data.rsvpEnabled && !deadlinePassed;

  // RSVPs switched off and nothing to show: no card at all.
  if (!data.rsvpEnabled && !answered) return null;

  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());

  let title: string;
  // Folded, the disclosure already says 'RSVP' on screen; screen readers keep the heading.
  let plainTitle = false;
  let body: ReactNode;
  if (answered && !(editing && open)) {
    title = t('rsvp.submittedTitle');
    body = (
      <>
        <p className="mt-2 flex items-start gap-2 text-stone-700">
          <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <span>{answer ? t('rsvp.thanksNamed', { name: answer.fullName }) : t('rsvp.thanks')}</span>
        </p>
        {answer && (
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-stone-50 p-4 text-sm">
            <dt className="font-medium text-stone-600">{t('rsvp.yourAnswer')}</dt>
            <dd className="text-stone-900">{t(answerLabels[asAnswer(answer.status)])}</dd>
            <dt className="font-medium text-stone-600">{t('rsvp.guests')}</dt>
            <dd className="text-stone-900">{answer.guestsCount}</dd>
            {answer.note && (
              <>
                <dt className="font-medium text-stone-600">{t('rsvp.note')}</dt>
                <dd className="break-words whitespace-pre-line text-stone-900">{answer.note}</dd>
              </>
            )}
          </dl>
        )}
        {open ? (
          <button
            type="button"
            className="btn-secondary mt-5"
            onClick={() => {
              setEditing(true);
              focusHeading();
            }}
          >
            {t('rsvp.changeAnswer')}
          </button>
        ) : (
          <p className="mt-4 text-sm text-stone-600">{t('rsvp.closedNow')}</p>
        )}
      </>
    );
  } else if (!open) {
    title = t('rsvp.title');
    plainTitle = true;
    body = (
      <p className="mt-2 text-stone-700">
        {deadline
          ? t('rsvp.closedOn', { date: formatLongDay(deadline.toISOString(), data.timeZone) })
          : t('rsvp.closed')}
      </p>
    );
  } else {
    title = answered ? t('rsvp.changeTitle') : t('rsvp.title');
    plainTitle = !answered;
    body = (
      <RsvpForm
        slug={slug}
        pin={pin}
        initialValues={
          answer
            ? {
                fullName: answer.fullName,
                email: answer.email ?? '',
                phone: answer.phone ?? '',
                status: asAnswer(answer.status),
                guestsCount: answer.guestsCount,
                note: answer.note ?? '',
                notifyByEmail: answer.notifyByEmail,
              }
            : emptyForm
        }
        deadline={deadline}
        timeZone={data.timeZone}
        onCancel={
          answered
            ? () => {
                setEditing(false);
                focusHeading();
              }
            : undefined
        }
        onSubmitted={(rsvp) => {
          if (rsvp) {
            setSent({ replaces: data.viewerRsvp, rsvp });
            onAnswered?.(rsvp.fullName);
          }
          setRsvpCookie(slug);
          setCookieSaysAnswered(true);
          setEditing(false);
          focusHeading();
        }}
      />
    );
  }

  const card = (
    <section id="rsvp" aria-labelledby={headingId} className={folded ? 'mt-4' : `${cardClass} scroll-mt-4`}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className={folded && plainTitle ? 'sr-only' : `${headingClass} focus:outline-none`}
      >
        {title}
      </h2>
      {body}
    </section>
  );
  if (!folded) return card;
  return (
    <details className={`${cardClass} group`}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-display text-xl font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
        {t('rsvp.title')}
        <ChevronRightIcon className="size-5 text-stone-600 transition-transform group-open:rotate-90 motion-reduce:transition-none" />
      </summary>
      {card}
    </details>
  );
}

type RsvpFormProps = {
  slug: string;
  pin: string | null;
  initialValues: FormValues;
  deadline: Date | null;
  /** The event's zone: the deadline reads on the clock of its place, as its date does. */
  timeZone: string;
  onCancel?: () => void;
  onSubmitted: (rsvp: ViewerRsvp | null) => void;
};

function RsvpForm({ slug, pin, initialValues, deadline, timeZone, onCancel, onSubmitted }: RsvpFormProps) {
  const t = useT();
  const [values, setValues] = useState<FormValues>(initialValues);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<FormValues>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fullNameId = useId();
  const emailId = useId();
  const statusErrorId = useId();

  const set = <K extends FieldName>(name: K, value: FormValues[K]) => setValues((old) => ({ ...old, [name]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fullName = values.fullName.trim();
    if (!fullName) {
      setFieldErrors({ fullName: t('rsvp.nameRequired') });
      document.getElementById(fullNameId)?.focus();
      return;
    }
    const email = values.email.trim();
    if (values.notifyByEmail && !email) {
      // The server's words when the box is ticked with no address (SubmitRsvpInput.notifyByEmail).
      setFieldErrors({ email: t('rsvp.notifyNeedsEmail') });
      document.getElementById(emailId)?.focus();
      return;
    }
    setError(null);
    setFieldErrors({});
    setSubmitting(true);
    try {
      const response = await fetchGraphQL<SubmitRsvpMutation>(submitRsvpMutation, {
        input: {
          slug,
          pin,
          fullName,
          email: email || null,
          phone: values.phone.trim() || null,
          status: values.status,
          guestsCount: values.guestsCount,
          note: values.note.trim() || null,
          notifyByEmail: values.notifyByEmail,
        },
      });
      setSubmitting(false);
      const result = response.submitRsvp;
      switch (result.__typename) {
        case 'SubmitRsvpSuccess':
          onSubmitted(result.rsvp ?? null);
          return;
        case 'ValidationError': {
          const byField = fieldErrorsFrom(result.fieldErrors, initialValues);
          setFieldErrors(byField);
          setError(Object.keys(byField).length > 0 ? t('rsvp.checkFields') : result.message || t('rsvp.failed'));
          return;
        }
        default:
          setError(result.message || t('rsvp.failed'));
      }
    } catch {
      // The network or the server failed (SPEC §8).
      setSubmitting(false);
      setError(t('rsvp.failed'));
    }
  };

  const text = (name: 'fullName' | 'email' | 'phone' | 'note') => ({
    name,
    value: values[name],
    disabled: submitting,
    onValueChange: (value: string) => set(name, value),
  });

  return (
    <form className="mt-4 space-y-5" onSubmit={(event) => void submit(event)}>
      {deadline && (
        <p className="text-sm text-stone-600">
          {t('rsvp.replyBy', { date: formatLongDayAndTime(deadline.toISOString(), timeZone) })}
        </p>
      )}

      <Field id={fullNameId} label={t('rsvp.fullName')} error={fieldErrors.fullName}>
        <Input type="text" autoComplete="name" required maxLength={RSVP_FULL_NAME_MAX_LENGTH} {...text('fullName')} />
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Field id={emailId} label={t('rsvp.email')} optional error={fieldErrors.email}>
            <Input type="email" autoComplete="email" maxLength={320} {...text('email')} />
          </Field>
          {/* The whole row is the target (44 px on phones), as the answers below are. */}
          <label className="mt-1 flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-stone-700">
            <input
              type="checkbox"
              name="notifyByEmail"
              checked={values.notifyByEmail}
              disabled={submitting}
              className="size-5 shrink-0 accent-rose-600"
              onChange={(event) => set('notifyByEmail', event.target.checked)}
            />
            {t('rsvp.notify')}
          </label>
        </div>
        <TextField
          label={t('rsvp.phone')}
          optional
          error={fieldErrors.phone}
          type="tel"
          autoComplete="tel"
          maxLength={RSVP_PHONE_MAX_LENGTH}
          {...text('phone')}
        />
      </div>

      <fieldset aria-describedby={fieldErrors.status ? statusErrorId : undefined}>
        <legend className="field-label">{t('rsvp.attend')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {answers.map((answer) => (
            <label
              key={answer}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-sm font-medium text-stone-800 has-checked:border-rose-600 has-checked:bg-rose-50 has-checked:text-rose-900 has-focus-visible:ring-2 has-focus-visible:ring-rose-300"
            >
              <input
                type="radio"
                name="status"
                value={answer}
                checked={values.status === answer}
                disabled={submitting}
                className="size-4 accent-rose-600"
                onChange={() => set('status', answer)}
              />
              {t(answerLabels[answer])}
            </label>
          ))}
        </div>
        <FieldError id={statusErrorId} error={fieldErrors.status} />
      </fieldset>

      <SelectField
        label={t('rsvp.guestsCount')}
        name="guestsCount"
        error={fieldErrors.guestsCount}
        options={guestCountOptions}
        value={String(values.guestsCount)}
        disabled={submitting}
        required
        onValueChange={(value) => set('guestsCount', Number(value))}
      />

      <TextAreaField
        label={t('rsvp.note')}
        optional
        error={fieldErrors.note}
        className="min-h-24"
        rows={3}
        maxLength={RSVP_NOTE_MAX_LENGTH}
        {...text('note')}
      />

      <FormAlert message={error} />

      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? t('rsvp.submitting') : t('rsvp.submit')}
        </button>
        {onCancel && (
          <button type="button" className="btn-secondary" disabled={submitting} onClick={onCancel}>
            {t('rsvp.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
