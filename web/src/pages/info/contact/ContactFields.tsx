import { useEffect, useRef, type ReactNode } from 'react';
import { FormAlert } from '../../../components/form';
import { useT } from '../../../i18n/useT';
import type { ContactFormApi } from './useContactForm';

/**
 * A field people never see or reach (bots fill every field): the server drops messages that fill it.
 * Off-screen rather than display:none, which some bots skip.
 */
function Honeypot({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {t('contact.website')}
        <input tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onValueChange(event.target.value)} />
      </label>
    </div>
  );
}

/** The form's success screen: SPEC's heading, a line, and a way back to the form. */
function SentNotice({
  title,
  again,
  onAgain,
  children,
}: {
  title: string;
  again: string;
  onAgain: () => void;
  children: ReactNode;
}) {
  // The form the person was typing in is gone: move focus (and so the scroll, below the sticky header) to
  // the message, so a phone shows it and a screen reader reads it, instead of leaving them at the page's end.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 px-6 py-10 text-center">
      <h2 ref={heading} tabIndex={-1} className="font-display text-2xl font-semibold text-emerald-900 outline-none">
        {title}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-emerald-900">{children}</p>
      <button type="button" className="btn-secondary mt-6" onClick={onAgain}>
        {again}
      </button>
    </div>
  );
}

/** Both contact forms' frame: the fields, the hidden trap, the form's error and the send button; once sent, SentNotice. */
export function ContactForm({
  contact,
  submitLabel,
  sent,
  children,
}: {
  contact: Pick<ContactFormApi, 'state' | 'error' | 'trap' | 'submit' | 'reset'>;
  submitLabel: string;
  sent: { title: string; again: string; text: ReactNode };
  children: ReactNode;
}) {
  const t = useT();
  if (contact.state === 'sent') {
    return (
      <SentNotice title={sent.title} again={sent.again} onAgain={contact.reset}>
        {sent.text}
      </SentNotice>
    );
  }
  const busy = contact.state === 'submitting';
  return (
    <form
      className="relative space-y-5 rounded-2xl border border-stone-200 bg-white p-6"
      onSubmit={(event) => void contact.submit(event)}
    >
      {children}
      <Honeypot value={contact.trap.value} onValueChange={contact.trap.onValueChange} />
      <FormAlert message={contact.error} />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? t('contact.sending') : submitLabel}
      </button>
    </form>
  );
}
