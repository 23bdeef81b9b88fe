import { useEffect, useState } from 'react';
import type { TableLeaderBannerQuery } from '../../../__generated__/TableLeaderBannerQuery.graphql';
import { graphql, startRequest } from '../../../api/graphqlClient';
import { tableLeaderText, type TableStanding } from './tableLeaders';
import { useT } from '../../../i18n/useT';

const leadersQuery = graphql`
  query TableLeaderBannerQuery($slug: String!, $pin: String) {
    publicEvent(slug: $slug, pin: $pin) {
      __typename
      ... on PublicEventSuccess {
        event {
          tableLeaders {
            name
            photoCount
          }
        }
      }
    }
  }
`;

/** Asked again at most this often while photos keep coming (a burst of approvals is one question). */
const REFRESH_DELAY_MS = 1000;
/** And now and then without news: the hosts may turn the moment on or off while the slideshow runs. */
const POLL_MS = 60_000;

/**
 * The leading table, read again whenever the gallery changes (`version`, bumped by the slideshow's live
 * updates) and every minute. Null while the hosts have the moment off (or before the first answer).
 */
function useTableLeaders(slug: string, pin: string | null, version: number): readonly TableStanding[] | null {
  const [leaders, setLeaders] = useState<readonly TableStanding[] | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const poll = window.setInterval(() => setTick((value) => value + 1), POLL_MS);
    return () => window.clearInterval(poll);
  }, []);
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(
      () => {
        startRequest<TableLeaderBannerQuery>(leadersQuery, { slug, pin }).then(
          ({ publicEvent }) => {
            if (!current) return;
            setLeaders(
              publicEvent.__typename === 'PublicEventSuccess' ? (publicEvent.event.tableLeaders ?? null) : null,
            );
          },
          // A failed read keeps what is shown; the next change or minute asks again.
          () => undefined,
        );
      },
      version === 0 && tick === 0 ? 0 : REFRESH_DELAY_MS,
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [slug, pin, version, tick]);
  return leaders;
}

/**
 * The slideshow's table moment (table passes, decision 046): a corner banner naming the table whose
 * guests shared the most approved photos, when the hosts turned it on. It follows the photos live.
 */
export function TableLeaderBanner({ slug, pin, version }: { slug: string; pin: string | null; version: number }) {
  const t = useT();
  const leaders = useTableLeaders(slug, pin, version);
  const text = leaders && tableLeaderText(leaders, t);
  if (!text) return null;
  return (
    <aside
      aria-label={t('slideshow.leaders')}
      // On a narrow screen under the controls, across; wider, in the corner beside them.
      className="absolute top-16 right-4 left-4 rounded-2xl bg-white/90 px-4 py-2.5 text-stone-900 shadow-xl backdrop-blur-sm sm:top-4 sm:right-auto sm:max-w-[min(30rem,calc(100%-16rem))] sm:px-5 sm:py-3"
    >
      <p className="text-xs font-semibold tracking-[0.2em] text-rose-700 uppercase">{t('slideshow.leaders')}</p>
      <p className="mt-1 font-display text-lg leading-snug font-semibold break-words sm:text-2xl">{text}</p>
    </aside>
  );
}
