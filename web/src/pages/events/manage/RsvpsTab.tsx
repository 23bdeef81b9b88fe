import { useTransition, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { RsvpsTab_event$key } from '../../../__generated__/RsvpsTab_event.graphql';
import type { RsvpsTabPaginationQuery } from '../../../__generated__/RsvpsTabPaginationQuery.graphql';
import { formatEventDate } from '../../../format';
import { rsvpStatusLabel } from '../../../rsvpStatus';
import { StatList, type Stat } from '../../../components/StatCard';
import { Section } from '../../../components/Section';
import { useT } from '../../../i18n/useT';
import { T } from '../../../i18n/Trans';

const PAGE_SIZE = 20;

const fragment = graphql`
  fragment RsvpsTab_event on Event
  @refetchable(queryName: "RsvpsTabPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    databaseId
    rsvpEnabled
    rsvpSummary {
      coming
      notComing
      maybe
      headcount
    }
    rsvps(first: $count, after: $cursor) @connection(key: "RsvpsTab_rsvps") {
      totalCount
      edges {
        node {
          id
          fullName
          email
          phone
          status
          guestsCount
          photoCount
          note
          createdAt
        }
      }
    }
  }
`;

/** A colour per answer (text and background meet contrast on white); labels are SPEC §4's. */
const BADGES: Record<string, string> = {
  YES: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  NO: 'bg-rose-50 text-rose-800 ring-rose-200',
  MAYBE: 'bg-amber-50 text-amber-800 ring-amber-200',
};

const statusOf = (status: string) => ({
  label: rsvpStatusLabel(status),
  badge: BADGES[status] ?? 'bg-stone-100 text-stone-700',
});

/** The guests' answers: totals, one card per answer (newest first) and a CSV export. */
export function RsvpsTab({ event: eventKey }: { event: RsvpsTab_event$key }) {
  const t = useT();
  const {
    data: event,
    hasNext,
    loadNext,
    isLoadingNext,
  } = usePaginationFragment<RsvpsTabPaginationQuery, RsvpsTab_event$key>(fragment, eventKey);
  const [, startTransition] = useTransition();
  const rsvps = event.rsvps.edges.map((edge) => edge.node);
  const { coming, notComing, maybe, headcount } = event.rsvpSummary;
  const totals: Stat[] = [
    { label: rsvpStatusLabel('YES'), value: coming, valueClassName: 'text-emerald-700' },
    { label: rsvpStatusLabel('NO'), value: notComing, valueClassName: 'text-rose-700' },
    { label: rsvpStatusLabel('MAYBE'), value: maybe, valueClassName: 'text-amber-700' },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-semibold text-stone-900">{t('rsvpsTab.title')}</h2>
        {rsvps.length > 0 && (
          // A native download (Content-Disposition from the server), never a client-side blob.
          <a href={`/api/auth/events/${event.databaseId}/rsvps.csv`} download className="btn-secondary">
            {t('rsvpsTab.exportCsv')}
          </a>
        )}
      </div>

      <Section id="rsvp-totals-heading" title={t('rsvpsTab.totals')} level={3} titleClassName="sr-only">
        <StatList stats={totals} className="grid-cols-3" />
        <p className="mt-3 text-sm text-stone-700">
          <T
            id="rsvpsTab.guestsComing"
            values={{ count: headcount }}
            components={{ 0: <strong className="font-semibold text-stone-900" /> }}
          />
        </p>
      </Section>

      {rsvps.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
          <h3 className="font-display text-xl font-semibold text-stone-900">{t('rsvpsTab.empty.title')}</h3>
          <p className="mx-auto mt-2 max-w-md text-stone-600">
            {event.rsvpEnabled ? t('rsvpsTab.empty.on') : t('rsvpsTab.empty.off')}
          </p>
        </div>
      ) : (
        <Section id="rsvp-list-heading" title={t('rsvpsTab.answers')} level={3} titleClassName="sr-only">
          <ul className="grid gap-4 sm:grid-cols-2">
            {rsvps.map((rsvp) => {
              const status = statusOf(rsvp.status);
              return (
                <li key={rsvp.id}>
                  <article
                    aria-labelledby={`rsvp-${rsvp.id}`}
                    className="h-full rounded-2xl border border-stone-200 bg-white p-5"
                  >
                    <div className="flex items-start justify-between gap-3">
                      <h4 id={`rsvp-${rsvp.id}`} className="font-semibold break-words text-stone-900">
                        {rsvp.fullName}
                      </h4>
                      <span
                        className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${status.badge}`}
                      >
                        {status.label}
                      </span>
                    </div>
                    <dl className="mt-3 space-y-1.5 text-sm">
                      <Detail term={t('rsvpsTab.guests')}>{rsvp.guestsCount}</Detail>
                      {rsvp.email && (
                        <Detail term={t('rsvpsTab.email')} className="min-w-0 break-all">
                          <a href={`mailto:${rsvp.email}`} className="text-link">
                            {rsvp.email}
                          </a>
                        </Detail>
                      )}
                      {rsvp.phone && (
                        <Detail term={t('rsvpsTab.phone')}>
                          <a href={`tel:${rsvp.phone.replace(/[^\d+]/g, '')}`} className="text-link">
                            {rsvp.phone}
                          </a>
                        </Detail>
                      )}
                      <Detail term={t('rsvpsTab.photos')}>
                        {rsvp.photoCount === 0 ? (
                          t('rsvpsTab.noneYet')
                        ) : (
                          // The uploads tab, filtered to the photos sent from this guest's phone.
                          <Link
                            to={`?${new URLSearchParams({ tab: 'uploads', guest: rsvp.id }).toString()}`}
                            className="text-link"
                          >
                            {t('rsvpsTab.photoCount', { count: rsvp.photoCount })}
                          </Link>
                        )}
                      </Detail>
                      <Detail term={t('rsvpsTab.sent')}>
                        <time dateTime={rsvp.createdAt}>{formatEventDate(rsvp.createdAt)}</time>
                      </Detail>
                    </dl>
                    {rsvp.note && (
                      <p className="mt-3 rounded-lg bg-stone-50 px-3 py-2 text-sm whitespace-pre-line break-words text-stone-700">
                        <span className="sr-only">{t('rsvpsTab.note')} </span>
                        {rsvp.note}
                      </p>
                    )}
                  </article>
                </li>
              );
            })}
          </ul>
          {hasNext && (
            <div className="mt-6 text-center">
              <p className="mb-3 text-sm text-stone-600">
                {t('rsvpsTab.showing', { shown: rsvps.length, total: event.rsvps.totalCount })}
              </p>
              <button
                type="button"
                className="btn-secondary"
                disabled={isLoadingNext}
                onClick={() =>
                  startTransition(() => {
                    loadNext(PAGE_SIZE);
                  })
                }
              >
                {isLoadingNext ? t('rsvpsTab.loading') : t('rsvpsTab.loadMore')}
              </button>
            </div>
          )}
        </Section>
      )}
    </div>
  );
}

/** One line of an answer's card: what it is, then its value (`className` for the value, plain text by default). */
function Detail({
  term,
  className = 'text-stone-900',
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-2">
      <dt className="w-16 shrink-0 text-stone-500">{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
