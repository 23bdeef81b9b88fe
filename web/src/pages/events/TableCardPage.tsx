import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { TableCardPageQuery } from '../../__generated__/TableCardPageQuery.graphql';
import { pageTitle } from '../../../../common/brand';
import { formatFullDate } from '../../format';
import { paths } from '../../../../common/paths';
import { parseRowId } from '../../../../common/row-id';
import { createRouteQuery } from '../../relay/routeQuery';

const query = graphql`
  query TableCardPageQuery($id: Int!) {
    hostedEvent(databaseId: $id) {
      databaseId
      title
      dateTime
      timeZone
      coupleNames
      qrCodeUrl
      shareUrl
      guestAccessUrl
      pinCode
    }
  }
`;

/** Ids in the path are positive integers; anything else asks for id 0, which is never found. */
function eventIdFrom(param: string | undefined): number {
  return parseRowId(param) ?? 0;
}

const { loader, useRouteQuery } = createRouteQuery<TableCardPageQuery>(
  query,
  ({ params }) => ({ id: eventIdFrom(params.id) }),
  { fetchPolicy: 'store-and-network' },
);

export { loader };

function shortLink(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/**
 * The card's QR code: of the access link when the event has a PIN (guests scan and are in, decision 043),
 * else the server's code of the plain guest link.
 */
function useCardQrCode(accessUrl: string | null | undefined, serverQrCodeUrl: string | undefined): string | null {
  const [accessQr, setAccessQr] = useState<string | null>(null);
  useEffect(() => {
    if (!accessUrl) return;
    let current = true;
    QRCode.toDataURL(accessUrl, { margin: 1, width: 512, errorCorrectionLevel: 'M' }).then(
      (dataUrl) => current && setAccessQr(dataUrl),
      () => current && setAccessQr(null),
    );
    return () => {
      current = false;
    };
  }, [accessUrl]);
  return accessUrl ? accessQr : (serverQrCodeUrl ?? null);
}

function TableCardPage() {
  const { hostedEvent: event } = useRouteQuery();
  const qrCode = useCardQrCode(event?.guestAccessUrl, event?.qrCodeUrl);

  if (!event) {
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <title>{pageTitle('Event not found')}</title>
        <h1 className="font-display text-3xl font-semibold text-stone-900">Event not found</h1>
        <p className="mt-3 text-stone-600">This event does not exist, or you are not one of its hosts.</p>
        <Link to={paths.dashboard.href()} className="btn-secondary mt-8">
          Back to Dashboard
        </Link>
      </section>
    );
  }

  return (
    <div className="flex flex-1 flex-col items-center bg-stone-100 px-4 py-8 sm:py-12 print:block print:bg-white print:p-0">
      <title>{pageTitle(`Table card: ${event.title}`)}</title>

      <div className="mb-6 flex w-full max-w-3xl flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={paths.manageEvent.href(event.databaseId)} className="btn-secondary">
          <span aria-hidden="true">←</span> Back to event
        </Link>
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          Print
        </button>
      </div>

      {/* About A5 landscape on screen; on paper 190 × 128 mm fits A5 landscape and A4 in either orientation. */}
      <article
        aria-label="Table card"
        className="flex w-full max-w-3xl flex-col items-center gap-6 rounded-sm border border-stone-300 bg-white p-6 text-center shadow-lg sm:aspect-[210/148] sm:flex-row sm:gap-10 sm:p-10 sm:text-left print:mx-auto print:aspect-auto print:h-[128mm] print:w-[190mm] print:max-w-none print:break-inside-avoid print:flex-row print:gap-[10mm] print:p-[10mm] print:text-left print:shadow-none"
      >
        <div className="flex min-w-0 flex-1 flex-col justify-center">
          <p className="text-xs font-semibold tracking-[0.3em] text-rose-700 uppercase">You&rsquo;re invited</p>
          <h1 className="mt-3 font-display text-4xl leading-tight font-semibold break-words text-stone-900 sm:text-5xl">
            {event.title}
          </h1>
          {event.coupleNames && <p className="mt-3 font-display text-2xl text-stone-700 italic">{event.coupleNames}</p>}
          <p className="mt-3 text-stone-600">
            <time dateTime={event.dateTime}>{formatFullDate(event.dateTime, event.timeZone)}</time>
          </p>
          <div aria-hidden="true" className="my-5 h-px w-16 bg-rose-300 max-sm:mx-auto print:mx-0" />
          <p className="font-display text-xl font-semibold text-stone-900">Scan to share your photos</p>
          <p className="mt-2 text-sm break-all text-stone-600 print:text-base">{shortLink(event.shareUrl)}</p>
          {event.guestAccessUrl && event.pinCode && (
            // For anyone who cannot scan: the short link and the PIN typed by hand.
            <p className="mt-1 text-sm text-stone-600 print:text-base">
              PIN <span className="font-semibold tracking-widest text-stone-900">{event.pinCode}</span>
            </p>
          )}
        </div>
        {qrCode ? (
          <img
            src={qrCode}
            alt={`QR code for ${event.guestAccessUrl ? `${shortLink(event.shareUrl)} (opens without the PIN)` : event.shareUrl}`}
            width={256}
            height={256}
            className="size-56 shrink-0 sm:size-64 print:size-[80mm]"
          />
        ) : (
          <div aria-hidden="true" className="size-56 shrink-0 sm:size-64 print:size-[80mm]" />
        )}
      </article>

      <p className="mt-6 max-w-3xl text-center text-sm text-stone-600 print:hidden">
        Tip: print on A5 landscape, or on A4 and trim along the border.
      </p>
    </div>
  );
}

export { TableCardPage as Component };
