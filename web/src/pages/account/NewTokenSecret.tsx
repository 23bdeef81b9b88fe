import { useEffect, useId, useRef, useState } from 'react';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';

/**
 * A new token's secret, shown this once: a read-only field (selected on focus) and a Copy button. The
 * heading takes the focus, so keyboard and screen-reader users land on it.
 */
export function NewTokenSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is there to select by hand.
      setCopied('failed');
    }
  };

  return (
    <section aria-labelledby={`${fieldId}-title`} className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
      <h2 id={`${fieldId}-title`} ref={headingRef} tabIndex={-1} className="font-semibold text-emerald-950">
        {t('apiTokens.newTitle', { name })}
      </h2>
      <p className="mt-1 text-sm text-emerald-900">
        <T id="apiTokens.newText" components={{ 0: <strong /> }} />
      </p>
      <label htmlFor={fieldId} className="mt-4 block text-sm font-medium text-stone-700">
        {t('apiTokens.token')}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={secret}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono text-sm text-stone-900"
        />
        <button type="button" className="btn-primary" onClick={() => void copy()}>
          {t('apiTokens.copy')}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-emerald-900">
        {copied === 'yes' ? t('apiTokens.copied') : copied === 'failed' ? t('apiTokens.copyFailed') : ''}
      </p>
      <button type="button" className="btn-secondary mt-2" onClick={onDone}>
        {t('apiTokens.done')}
      </button>
    </section>
  );
}
