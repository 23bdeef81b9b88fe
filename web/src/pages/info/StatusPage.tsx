import { useEffect, useRef, useState } from 'react';
import { fetchHealth, hasHealthDetails, type HealthCheck } from '../../api/health';
import { pageTitle } from '../../../../common/brand';
import { publicPage } from '../../../../common/public-pages';
import { formatClockTime, formatTimestamp, formatUptime } from '../../format';

/** How often an open page asks again (while the tab is visible). */
const POLL_MS = 30_000;

type View =
  { kind: 'loading' } | { kind: 'ok'; check: HealthCheck; checkedAt: Date } | { kind: 'failed'; checkedAt: Date };

function StatusPage() {
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
      <title>{pageTitle(publicPage('/status').title ?? undefined)}</title>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">System Status</h1>
      <p className="mt-3 text-stone-600">Checked live from your browser every 30 seconds while this page is open.</p>
      <div aria-live="polite" className="mt-8 space-y-6">
        {view.kind === 'loading' && <p className="text-stone-600">Checking…</p>}
        {view.kind === 'failed' && (
          <p role="alert" className="rounded-2xl bg-red-50 px-5 py-4 font-semibold text-red-800">
            Failed to fetch status
          </p>
        )}
        {view.kind === 'ok' && <HealthReport check={view.check} />}
        {view.kind !== 'loading' && (
          <p className="flex flex-wrap items-center gap-3 text-sm text-stone-600">
            Last check: {formatClockTime(view.checkedAt)}
            <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => refresh.current()}>
              Refresh
            </button>
          </p>
        )}
      </div>
    </div>
  );
}

function HealthReport({ check }: { check: HealthCheck }) {
  const { health, roundTripMs } = check;
  const operational = health.status === 'ok';
  // Visitors learn whether the service answers; its environment, versions and database details are
  // shown to super-admins only (the server tells no one else).
  const rows: [string, string][] = hasHealthDetails(health)
    ? [
        ['Environment', health.env],
        ['Runtime', `Node.js ${health.node}`],
        ['Uptime', `${formatUptime(health.uptimeSec)} (${health.uptimeSec} s)`],
        ['API latency', `${roundTripMs} ms from your browser, ${health.latencyMs} ms on the server`],
        ['Database', health.db.status === 'up' ? 'Up' : 'Down'],
        ['Database latency', health.db.latencyMs === null ? '—' : `${health.db.latencyMs} ms`],
        ...(health.db.error ? [['Database error', health.db.error] as [string, string]] : []),
        ['Server time', formatTimestamp(health.timestamp)],
      ]
    : [
        ['API latency', `${roundTripMs} ms from your browser`],
        ['Database', operational ? 'Up' : 'Down'],
      ];
  return (
    <>
      <p
        className={`flex items-center gap-3 rounded-2xl px-5 py-4 text-lg font-semibold ${
          operational ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'
        }`}
      >
        <span aria-hidden="true" className={`size-3 rounded-full ${operational ? 'bg-emerald-500' : 'bg-amber-500'}`} />
        {operational ? 'All systems operational' : 'Degraded: the database is not reachable'}
      </p>
      <dl className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white px-5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-medium text-stone-900 sm:text-right">{value}</dd>
          </div>
        ))}
      </dl>
      {!hasHealthDetails(health) && (
        <p className="text-sm text-stone-600">
          Environment, versions and server-side timings are shown to administrators who are signed in.
        </p>
      )}
    </>
  );
}

export { StatusPage as Component };
