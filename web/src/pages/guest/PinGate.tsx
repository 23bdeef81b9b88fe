import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LockIcon } from '../../components/icons';
import { formatLongDay } from '../../format';
import { GuestScreen } from './StatusScreens';
import { useT } from '../../i18n/useT';
import type { MessageId } from '../../i18n/i18n';

/** What the gate shows of the event it guards: whose day it is, and when (never its photos or venue). */
export type PinGateEvent = { title: string; coupleNames: string | null; dateTime: string; timeZone: string | null };

/** SPEC §5, §9: the PIN input takes at most 8 characters. */
const PIN_MAX_LENGTH = 8;

type PinGateProps = {
  /** The event behind the gate, when the server named it. */
  event?: PinGateEvent | null;
  /** The server's answer to the last try ('Incorrect PIN. Please try again.', too many tries). */
  error: string | null;
  /** Set when the server refuses tries for a while (429). */
  retryAfterSeconds?: number;
  verifying: boolean;
  onSubmit: (pin: string) => void;
};

/** How long to wait before the next try: in seconds under a minute, else in whole minutes (rounded up). */
function waitMessage(seconds: number): [MessageId, Record<string, number>] {
  if (seconds < 60) return ['pin.waitSeconds', { seconds }];
  return ['pin.waitMinutes', { minutes: Math.ceil(seconds / 60) }];
}

/** SPEC §2, §4: shown when the event needs a PIN and none (or a wrong one) was given. */
export function PinGate({ event, error, retryAfterSeconds, verifying, onSubmit }: PinGateProps) {
  const t = useT();
  const [pin, setPin] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  // After a refused PIN, the guest retypes it at once.
  useEffect(() => {
    if (error && !verifying) inputRef.current?.select();
  }, [error, verifying]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = pin.trim();
    if (value && !verifying) onSubmit(value);
  };

  return (
    <GuestScreen title={t('pin.title')} icon={<LockIcon className="size-7" />}>
      {event && (
        <div className="mt-4">
          <p className="font-display text-xl font-semibold break-words text-stone-900">{event.title}</p>
          {event.coupleNames && event.coupleNames !== event.title && (
            <p className="mt-1 font-display text-lg break-words text-stone-700 italic">{event.coupleNames}</p>
          )}
          <p className="mt-1 text-sm text-stone-600">
            <time dateTime={event.dateTime}>{formatLongDay(event.dateTime, event.timeZone)}</time>
          </p>
        </div>
      )}
      <p className="mt-4 text-sm text-stone-600">
        {/* Where guests find the PIN, so nobody has to ask the couple on their day. */}
        {t('pin.hint')}
      </p>
      <form className="mt-6 text-left" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="field-label text-center">
          {t('pin.label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="pin"
          className="field-input text-center text-2xl tracking-[0.4em] sm:text-2xl"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          maxLength={PIN_MAX_LENGTH}
          value={pin}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setPin(event.target.value.slice(0, PIN_MAX_LENGTH))}
        />
        {error && (
          <p id={errorId} role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-center text-sm text-red-800">
            {retryAfterSeconds ? t(...waitMessage(retryAfterSeconds)) : error}
          </p>
        )}
        <button type="submit" className="btn-primary mt-5 w-full" disabled={!pin.trim() || verifying}>
          {verifying ? t('pin.verifying') : t('pin.submit')}
        </button>
      </form>
    </GuestScreen>
  );
}
