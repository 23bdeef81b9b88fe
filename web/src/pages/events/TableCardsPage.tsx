import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { TableCardsPageQuery } from '../../__generated__/TableCardsPageQuery.graphql';
import { pageTitle } from '../../../../common/brand';
import { paths } from '../../../../common/paths';
import { parseRowId } from '../../../../common/row-id';
import { formatFullDate } from '../../format';
import { createRouteQuery } from '../../relay/routeQuery';
import { shortLink, TableCard } from './table-card/TableCard';
import { useQrCodeImage } from './table-card/useQrCodeImage';
import { useT } from '../../i18n/useT';

const query = graphql`
  query TableCardsPageQuery($id: Int!) {
    hostedEvent(databaseId: $id) {
      databaseId
      title
      dateTime
      timeZone
      coupleNames
      shareUrl
      guestAccessUrl
      pinCode
      tables {
        id
        name
        guestUrl
      }
    }
  }
`;

const { loader, useRouteQuery } = createRouteQuery<TableCardsPageQuery>(
  query,
  // Ids in the path are positive integers; anything else asks for id 0, which is never found.
  ({ params }) => ({ id: parseRowId(params.id) ?? 0 }),
  { fetchPolicy: 'store-and-network' },
);

export { loader };

type Event = NonNullable<TableCardsPageQuery['response']['hostedEvent']>;

/**
 * Table passes (decision 046): a card for every table, each on a printed page of its own, in the hosts'
 * order. The look of the event's own card, with the table's name; each QR code opens the event (without
 * the PIN, when it has one) and tags the photos sent from that phone with the table.
 */
function TableCardsPage() {
  const t = useT();
  const { hostedEvent: event } = useRouteQuery();

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

  const count = event.tables.length;
  return (
    <div className="flex flex-1 flex-col items-center bg-stone-100 px-4 py-8 sm:py-12 print:block print:bg-white print:p-0">
      <title>{pageTitle(t('tableCard.cardsPageTitle', { title: event.title }))}</title>

      <div className="mb-6 flex w-full max-w-3xl flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={paths.manageEvent.href(event.databaseId)} className="btn-secondary">
          <span aria-hidden="true">←</span> {t('tableCard.backToEvent')}
        </Link>
        {count > 0 && (
          <button type="button" className="btn-primary" onClick={() => window.print()}>
            {t('tableCard.printCards', { count })}
          </button>
        )}
      </div>
      <div className="mb-6 w-full max-w-3xl print:hidden">
        <h1 className="font-display text-2xl font-semibold text-stone-900">{t('tableCard.cards')}</h1>
        <p className="mt-1 text-sm text-stone-600">
          {count === 0 ? t('tableCard.noTables') : t('tableCard.oneCardPerTable')}
        </p>
      </div>

      <ol aria-label={t('tableCard.cards')} className="flex w-full flex-col items-center gap-8 print:block">
        {event.tables.map((table, index) => (
          <li
            key={table.id}
            className={`flex w-full justify-center print:block ${index > 0 ? 'print:break-before-page' : ''}`}
          >
            <CardOfTable event={event} table={table} />
          </li>
        ))}
      </ol>

      {count > 0 && (
        <p className="mt-6 max-w-3xl text-center text-sm text-stone-600 print:hidden">{t('tableCard.tip')}</p>
      )}
    </div>
  );
}

function CardOfTable({ event, table }: { event: Event; table: Event['tables'][number] }) {
  const t = useT();
  const qrCode = useQrCodeImage(table.guestUrl);
  return (
    <TableCard
      headingLevel="h2"
      tableName={table.name}
      title={event.title}
      coupleNames={event.coupleNames ?? null}
      date={<time dateTime={event.dateTime}>{formatFullDate(event.dateTime, event.timeZone)}</time>}
      shareUrl={event.shareUrl}
      qrCode={qrCode}
      qrAlt={
        event.guestAccessUrl
          ? t('tableCard.tableQrAltAccess', { table: table.name, url: shortLink(event.shareUrl) })
          : t('tableCard.tableQrAlt', { table: table.name, url: shortLink(event.shareUrl) })
      }
      pinCode={event.guestAccessUrl ? (event.pinCode ?? null) : null}
    />
  );
}

export { TableCardsPage as Component };
