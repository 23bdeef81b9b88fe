import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FlashMessage, useFlashMessage } from '../../../components/FlashMessage';
import { formatEventDate } from '../../../format';
import { messageOf } from '../../../relay/resultMessage';
import { useRevealEventMutation } from './RevealEventMutation';
import { useT } from '../../../i18n/useT';

type Props = { eventId: string; revealAt: string; timeZone: string | null; photoCount: number };

/** A shared gallery before its reveal (decision 052): when it opens, and 'Reveal now' for the hosts. */
export function RevealPanel({ eventId, revealAt, timeZone, photoCount }: Props) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [flash, setFlash] = useFlashMessage(3000);
  const [reveal, busy] = useRevealEventMutation();

  async function revealNow() {
    const outcome = await reveal({ variables: { id: eventId } });
    setConfirming(false);
    if (outcome.ok) setFlash({ kind: 'success', text: t('reveal.done') });
    else setFlash({ kind: 'error', text: messageOf(outcome, t('reveal.failed')) });
  }

  return (
    <section aria-labelledby="reveal-heading" className="rounded-2xl border border-rose-200 bg-rose-50 p-5">
      <h2 id="reveal-heading" className="font-semibold text-stone-900">
        {t('reveal.hiddenUntil', { date: formatEventDate(revealAt, timeZone) })}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('reveal.explain')}</p>
      <button type="button" className="btn-primary mt-3" onClick={() => setConfirming(true)}>
        {t('reveal.now')}
      </button>
      <div className="mt-3" aria-live="polite">
        <FlashMessage flash={flash} />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('reveal.confirmTitle')}
        confirmLabel={t('reveal.confirm')}
        busy={busy}
        onConfirm={() => void revealNow()}
        onCancel={() => setConfirming(false)}
      >
        {t('reveal.confirmBody', { count: photoCount })}
      </ConfirmDialog>
    </section>
  );
}
