import { useEffect, useRef, useState } from 'react';
import { fetchHealth, type HealthCheck, type ServicesHealth } from '../../api/health';
import { formatClockTime } from '../../format';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { usePublicPageTitle } from './publicTitle';

/** How often an open page asks again (while the tab is visible). */
const POLL_MS = 30_000;

type View =
  { kind: 'loading' } | { kind: 'ok'; check: HealthCheck; checkedAt: Date } | { kind: 'failed'; checkedAt: Date };

function StatusPage() {
  const t = useT();
  const title = usePublicPageTitle('/status');
  const [view, setView] = useState<View>({ kind: 'loading' });
  const refresh = useRef<() => void>(() => undefined);

  useEffect(() => {
    let controller = new AbortController();
    // One check at a time: a new one cancels the one still running.
    const run = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      fetchHealth(signal).then(
        (result) => setView({ kind: 'ok', check: result, checkedAt: new Date() }),
        () => {
          if (!signal.aborted) setView({ kind: 'failed', checkedAt: new Date() });
        },
      );
    };
    refresh.current = run;
    run();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') run();
    }, POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      controller.abort();
    };
  }, []);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{title}</title>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        {t('status.heading')}
      </h1>
      <p className="mt-3 text-stone-600">{t('status.intro', { seconds: POLL_MS / 1000 })}</p>
      <div aria-live="polite" className="mt-8 space-y-6">
        {view.kind === 'loading' && <p className="text-stone-600">{t('status.checking')}</p>}
        {view.kind === 'failed' && (
          <p role="alert" className="rounded-2xl bg-red-50 px-5 py-4 font-semibold text-red-800">
            {t('status.failed')}
          </p>
        )}
        {view.kind === 'ok' && <HealthReport check={view.check} />}
        {view.kind !== 'loading' && (
          <p className="flex flex-wrap items-center gap-3 text-sm text-stone-600">
            {t('status.lastCheck', { time: formatClockTime(view.checkedAt) })}
            <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => refresh.current()}>
              {t('status.refresh')}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}

/** The parts people rely on, named by what they do for them. */
const PARTS: readonly { key: keyof ServicesHealth; name: MessageId; what: MessageId }[] = [
  { key: 'database', name: 'status.databaseName', what: 'status.databaseWhat' },
  { key: 'storage', name: 'status.storageName', what: 'status.storageWhat' },
  { key: 'liveUpdates', name: 'status.liveName', what: 'status.liveWhat' },
];

/**
 * Health for people (issue 36, item 8): one sentence, then each part working or not. What the server
 * runs on (environment, versions) is for administrators, in the admin's System tab, not here.
 */
function HealthReport({ check }: { check: HealthCheck }) {
  const t = useT();
  const { health, roundTripMs } = check;
  const normal = health.status === 'ok';
  // A server from before the parts were reported: the database is what its status spoke of.
  const parts: ServicesHealth = health.services ?? {
    database: normal ? 'up' : 'down',
    storage: 'up',
    liveUpdates: 'up',
  };
  return (
    <>
      <p
        className={`flex items-center gap-3 rounded-2xl px-5 py-4 text-lg font-semibold ${
          normal ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'
        }`}
      >
        <span
          aria-hidden="true"
          className={`size-3 shrink-0 rounded-full ${normal ? 'bg-emerald-500' : 'bg-amber-500'}`}
        />
        {normal ? t('status.allNormal') : t('status.someDown')}
      </p>
      <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white px-5">
        {PARTS.map(({ key, name, what }) => {
          const up = parts[key] === 'up';
          return (
            <li key={key} className="flex items-start justify-between gap-4 py-4">
              <div>
                <p className="font-medium text-stone-900">{t(name)}</p>
                <p className="text-sm text-stone-600">{t(what)}</p>
              </div>
              <p
                className={`flex shrink-0 items-center gap-2 text-sm font-semibold ${up ? 'text-emerald-800' : 'text-amber-900'}`}
              >
                <span
                  aria-hidden="true"
                  className={`size-2.5 rounded-full ${up ? 'bg-emerald-500' : 'bg-amber-500'}`}
                />
                {up ? t('status.working') : t('status.down')}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-stone-600">{t('status.roundTrip', { ms: roundTripMs })}</p>
    </>
  );
}

export { StatusPage as Component };
