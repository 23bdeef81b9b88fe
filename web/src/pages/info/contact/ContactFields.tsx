import { useId, type ReactNode } from 'react';

type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  maxLength: number;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
};

/** A labelled input of the contact forms, with the server's message for it underneath. */
export function ContactInput({
  label,
  value,
  onChange,
  error,
  required,
  maxLength,
  type = 'text',
  autoComplete,
}: FieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {!required && <span className="font-normal text-stone-500"> (optional)</span>}
      </label>
      <input
        id={id}
        type={type}
        className="field-input"
        value={value}
        required={required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function ContactTextArea({ label, value, onChange, error, required, maxLength }: Omit<FieldProps, 'type'>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        rows={6}
        className="field-input"
        value={value}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

type SelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  /** Bound like the text fields; a choice needs no cap. */
  maxLength?: number;
};

export function ContactSelect({ label, value, onChange, options, error }: SelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label} <span className="font-normal text-stone-500">(optional)</span>
      </label>
      <select id={id} className="field-input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/**
 * A field people never see or reach (bots fill every field): the server drops messages that fill it.
 * Off-screen rather than display:none, which some bots skip.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}

/** The form's success screen: SPEC's heading, a line, and a way back to the form. */
export function SentNotice({
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
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 px-6 py-10 text-center">
      <h2 className="font-display text-2xl font-semibold text-emerald-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-emerald-900">{children}</p>
      <button type="button" className="btn-secondary mt-6" onClick={onAgain}>
        {again}
      </button>
    </div>
  );
}

/** The end of both contact forms: the hidden trap, the form's error, and the send button. */
export function ContactFormEnd({
  trap,
  error,
  busy,
  label,
}: {
  trap: { value: string; onChange: (value: string) => void };
  error: string | null;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      <Honeypot value={trap.value} onChange={trap.onChange} />
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Sending...' : label}
      </button>
    </>
  );
}
