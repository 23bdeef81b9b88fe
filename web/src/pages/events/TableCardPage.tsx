import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { TableCardPageQuery } from '../../__generated__/TableCardPageQuery.graphql';
import { pageTitle } from '../../../../common/brand';
import { formatFullDate } from '../../format';
import { paths } from '../../../../common/paths';
import { parseRowId } from '../../../../common/row-id';
import { createRouteQuery } from '../../relay/routeQuery';
import { shortLink, TableCard } from './table-card/TableCard';
import { useQrCodeImage } from './table-card/useQrCodeImage';
import { useT } from '../../i18n/useT';

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

/**
 * The card's QR code: of the access link when the event has a PIN (guests scan and are in, decision 043),
 * else the server's code of the plain guest link.
 */
function useCardQrCode(accessUrl: string | null | undefined, serverQrCodeUrl: string | undefined): string | null {
  const accessQr = useQrCodeImage(accessUrl ?? null);
  return accessUrl ? accessQr : (serverQrCodeUrl ?? null);
}

function TableCardPage() {
  const t = useT();
  const { hostedEvent: event } = useRouteQuery();
  const qrCode = useCardQrCode(event?.guestAccessUrl, event?.qrCodeUrl);

  if (!event) {
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <title>{pageTitle(t('tableCard.notFound'))}</title>
        <h1 className="font-display text-3xl font-semibold text-stone-900">{t('tableCard.notFound')}</h1>
        <p className="mt-3 text-stone-600">{t('tableCard.notFoundText')}</p>
        <Link to={paths.dashboard.href()} className="btn-secondary mt-8">
          {t('tableCard.backToDashboard')}
        </Link>
      </section>
    );
  }

  return (
    <div className="flex flex-1 flex-col items-center bg-stone-100 px-4 py-8 sm:py-12 print:block print:bg-white print:p-0">
      <title>{pageTitle(t('tableCard.pageTitle', { title: event.title }))}</title>

      <div className="mb-6 flex w-full max-w-3xl flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={paths.manageEvent.href(event.databaseId)} className="btn-secondary">
          <span aria-hidden="true">←</span> {t('tableCard.backToEvent')}
        </Link>
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          {t('tableCard.print')}
        </button>
      </div>

      <TableCard
        headingLevel="h1"
        title={event.title}
        coupleNames={event.coupleNames ?? null}
        date={<time dateTime={event.dateTime}>{formatFullDate(event.dateTime, event.timeZone)}</time>}
        shareUrl={event.shareUrl}
        qrCode={qrCode}
        qrAlt={
          event.guestAccessUrl
            ? t('tableCard.qrAltAccess', { url: shortLink(event.shareUrl) })
            : t('tableCard.qrAlt', { url: event.shareUrl })
        }
        pinCode={event.guestAccessUrl ? (event.pinCode ?? null) : null}
      />

      <p className="mt-6 max-w-3xl text-center text-sm text-stone-600 print:hidden">{t('tableCard.tip')}</p>
    </div>
  );
}

export { TableCardPage as Component };
