import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/useT';

/**
 * The corner invitation: a QR code of the guest page, so people at the venue scan it and upload. The
 * PIN is never in it; run by a host, it is the access link that lets guests in without it (decision 043).
 * `label`: the short address shown under the code (never the access token).
 */
export function JoinCard({ url, label, large }: { url: string; label: string; large: boolean }) {
  const t = useT();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(url, { margin: 1, width: 480, errorCorrectionLevel: 'M' }).then(
      (dataUrl) => current && setQr(dataUrl),
      () => current && setQr(null),
    );
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <aside
      aria-label={t('slideshow.join')}
      className={`absolute right-6 bottom-6 flex flex-col items-center rounded-2xl bg-white p-4 text-center text-stone-900 shadow-xl ${large ? 'w-72' : 'w-44 sm:w-52'}`}
    >
      {qr && <img src={qr} alt={t('slideshow.qr', { label })} className="aspect-square w-full" />}
      <p className="mt-2 font-display text-lg leading-tight font-semibold">{t('slideshow.join')}</p>
      <p className="mt-1 text-xs break-all text-stone-600">{label}</p>
    </aside>
  );
}
