import { graphql, useFragment } from 'react-relay/hooks';
import type { AdminSystemTabQuery } from '../../__generated__/AdminSystemTabQuery.graphql';
import type { AdminSystemTab_admin$key } from '../../__generated__/AdminSystemTab_admin.graphql';
import { adminView, usePanelQuery } from './adminQueries';
import { formatBytes, formatTime, formatUptime } from '../../format';

const fragment = graphql`
  fragment AdminSystemTab_admin on Admin {
    system {
      status
      environment
      version
      nodeVersion
      uptimeSec
      checkedAt
      databaseStatus
      databaseLatencyMs
      databaseError
      databaseKind
      databaseSizeBytes
      storageDriver
      photoCount
      photoBytes
      redisEnabled
      memoryRssBytes
      memoryHeapUsedBytes
    }
  }
`;

/** The System tab's query, started by the panel's route loader: always the server's state now. */
export const systemView = adminView<AdminSystemTabQuery>({
  query: graphql`
    query AdminSystemTabQuery {
      admin {
        ...AdminSystemTab_admin
      }
    }
  `,
  variables: () => ({}),
  fetchPolicy: 'network-only',
});

/** What this deployment runs on and holds, as /api/health and the server see it. */
export function AdminSystemTab() {
  const { system } = useFragment<AdminSystemTab_admin$key>(fragment, usePanelQuery(systemView).admin);
  const healthy = system.status === 'ok';
  const groups: { title: string; rows: [string, string][] }[] = [
    {
      title: 'Service',
      rows: [
        ['Version', system.version],
        ['Environment', system.environment],
        ['Runtime', `Node.js ${system.nodeVersion}`],
        ['Uptime', `${formatUptime(system.uptimeSec)} (${system.uptimeSec} s)`],
        ['Checked', formatTime(system.checkedAt)],
      ],
    },
    {
      title: 'Database',
      rows: [
        ['Kind', system.databaseKind === 'embedded' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL server'],
        ['Status', system.databaseStatus === 'up' ? 'Up' : 'Down'],
        ['Latency', system.databaseLatencyMs == null ? '—' : `${system.databaseLatencyMs} ms`],
        ['Size', system.databaseSizeBytes == null ? 'Unknown' : formatBytes(system.databaseSizeBytes)],
        ...(system.databaseError ? [['Error', system.databaseError] as [string, string]] : []),
      ],
    },
    {
      title: 'Storage and live updates',
      rows: [
        ['Photo storage', system.storageDriver === 'gcs' ? 'Google Cloud Storage' : 'Local disk'],
        ['Photos', String(system.photoCount)],
        ['Originals stored', formatBytes(system.photoBytes)],
        ['Redis', system.redisEnabled ? 'On: live updates shared across instances' : 'Off: one instance'],
      ],
    },
    {
      title: 'Memory',
      rows: [
        ['Resident', formatBytes(system.memoryRssBytes)],
        ['JavaScript heap', formatBytes(system.memoryHeapUsedBytes)],
      ],
    },
  ];
  return (
    <div className="space-y-4">
      <p
        className={`rounded-xl px-4 py-3 font-semibold ${healthy ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
      >
        {healthy ? 'All systems operational' : 'Degraded: the database is not reachable'}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {groups.map((group) => (
          <section
            key={group.title}
            className="rounded-2xl border border-stone-200 bg-white p-5"
            aria-label={group.title}
          >
            <h2 className="font-semibold text-stone-900">{group.title}</h2>
            <dl className="mt-3 space-y-2 text-sm">
              {group.rows.map(([label, value]) => (
                <div key={label} className="flex flex-wrap justify-between gap-2">
                  <dt className="text-stone-600">{label}</dt>
                  <dd className="break-all text-right font-medium text-stone-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </div>
  );
}
