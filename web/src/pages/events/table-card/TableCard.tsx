import { useCallback, useState, type ReactNode } from 'react';
import { FitText, type FittedSizes } from './FitText';
import { T } from '../../../i18n/Trans';
import { useT } from '../../../i18n/useT';

/**
 * On paper the card is 190 × 128 mm (A5 landscape, or A4 in either orientation): 10 mm margins, the QR
 * code 80 mm, 10 mm between, which leaves the text this width. The print classes below make that layout.
 */
const PRINT_TEXT_WIDTH = '80mm';

type TableCardProps = {
  /** The single card's title is its page's heading; on the page of every table's card each is an h2. */
  headingLevel: 'h1' | 'h2';
  title: string;
  coupleNames: string | null;
  /** The event's day, as the page writes it (a `<time>`). */
  date: ReactNode;
  /** The guest link, printed short under the code for anyone who cannot scan. */
  shareUrl: string;
  /** The QR code's image (null while it is being made) and what it says. */
  qrCode: string | null;
  qrAlt: string;
  /** Printed beside the short link when the code carries the access link, for anyone typing it by hand. */
  pinCode: string | null;
  /** The table the card is for (table passes); none for the event's own card. */
  tableName?: string | null;
};

export function shortLink(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/**
 * A printed card for the guests' tables: the event's title (shrunk to fit at most three lines, then the
 * couple's names in at most two, issue 36), its day, and a QR code guests scan to open the event and share
 * their photos. About A5 landscape on screen.
 */
export function TableCard(props: TableCardProps) {
  const { headingLevel, title, coupleNames, date, shareUrl, qrCode, qrAlt, pinCode, tableName } = props;
  const t = useT();
  // The couple's names never outgrow a title that had to shrink.
  const [titleSizes, setTitleSizes] = useState<FittedSizes | null>(null);
  const onTitleFit = useCallback(
    (sizes: FittedSizes) =>
      setTitleSizes((current) => (current?.screen === sizes.screen && current.print === sizes.print ? current : sizes)),
    [],
  );
  return (
    <article
      aria-label={tableName ? t('tableCard.labelTable', { table: tableName }) : t('tableCard.label')}
      className="relative flex w-full max-w-3xl flex-col items-center gap-6 rounded-sm border border-stone-300 bg-white p-6 text-center shadow-lg sm:aspect-[210/148] sm:flex-row sm:gap-10 sm:p-10 sm:text-left print:mx-auto print:aspect-auto print:h-[128mm] print:w-[190mm] print:max-w-none print:break-inside-avoid print:flex-row print:gap-[10mm] print:p-[10mm] print:text-left print:shadow-none"
    >
      <div className="flex min-w-0 flex-1 flex-col justify-center">
        {tableName && (
          <p className="mb-4 self-center rounded-full border border-rose-200 bg-rose-50 px-4 py-1 font-display text-lg leading-snug font-semibold break-words text-rose-800 sm:self-start print:self-start">
            {tableName}
          </p>
        )}
        <p className="text-xs font-semibold tracking-[0.3em] text-rose-700 uppercase">{t('tableCard.invited')}</p>
        <div className="mt-3">
          <FitText
            as={headingLevel}
            text={title}
            maxLines={3}
            print={{ size: 48, width: PRINT_TEXT_WIDTH }}
            onFit={onTitleFit}
            className="font-display leading-tight font-semibold break-words text-stone-900 text-[length:var(--fit-screen,2.25rem)] sm:text-[length:var(--fit-screen,3rem)] print:text-[length:var(--fit-print)]"
          />
        </div>
        {coupleNames && (
          <div className="mt-3">
            <FitText
              text={coupleNames}
              maxLines={2}
              print={{ size: 24, width: PRINT_TEXT_WIDTH }}
              max={titleSizes}
              className="font-display leading-snug break-words text-stone-700 italic text-[length:var(--fit-screen,1.5rem)] print:text-[length:var(--fit-print)]"
            />
          </div>
        )}
        <p className="mt-3 text-stone-600">{date}</p>
        <div aria-hidden="true" className="my-5 h-px w-16 bg-rose-300 max-sm:mx-auto print:mx-0" />
        <p className="font-display text-xl font-semibold text-stone-900">{t('tableCard.scan')}</p>
        <p className="mt-2 text-sm break-all text-stone-600 print:text-base">{shortLink(shareUrl)}</p>
        {pinCode && (
          // For anyone who cannot scan: the short link and the PIN typed by hand.
          <p className="mt-1 text-sm text-stone-600 print:text-base">
            <T
              id="tableCard.pin"
              values={{ pin: pinCode }}
              components={{ 0: <span className="font-semibold tracking-widest text-stone-900" /> }}
            />
          </p>
        )}
      </div>
      {qrCode ? (
        <img
          src={qrCode}
          alt={qrAlt}
          width={256}
          height={256}
          className="size-56 shrink-0 sm:size-64 print:size-[80mm]"
        />
      ) : (
        <div aria-hidden="true" className="size-56 shrink-0 sm:size-64 print:size-[80mm]" />
      )}
    </article>
  );
}
