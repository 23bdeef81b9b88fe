import { Link } from 'react-router';
import { paths } from '../../../common/paths';
import { useT } from '../i18n/useT';

type QrCodeCardProps = {
  title: string;
  /** The event's `qrCodeUrl` (a PNG of the guest link; `?download=1` makes it an attachment). */
  qrCodeUrl: string;
  shareUrl: string;
  /** The numeric event id, for the table card route. */
  databaseId: number;
};

function withDownload(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}

/** The QR code of an event's guest link, with download and table-card actions. */
export function QrCodeCard({ title, qrCodeUrl, shareUrl, databaseId }: QrCodeCardProps) {
  const t = useT();
  return (
    <div className="flex flex-col items-center text-center">
      <img
        src={qrCodeUrl}
        alt={t('components.qrAlt', { url: shareUrl })}
        width={224}
        height={224}
        className="size-56 rounded-xl border border-stone-200 bg-white p-2"
      />
      <p className="mt-4 font-display text-lg font-semibold text-stone-900">{title}</p>
      <a href={shareUrl} target="_blank" rel="noopener" className="mt-1 text-sm break-all text-link">
        {shareUrl}
      </a>
      <div className="mt-5 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
        <a href={withDownload(qrCodeUrl)} download className="btn-primary">
          {t('components.qrDownload')}
        </a>
        <Link to={paths.eventTableCard.href(databaseId)} className="btn-secondary">
          {t('components.qrPrintCard')}
        </Link>
      </div>
    </div>
  );
}
