import { graphql, useFragment } from 'react-relay/hooks';
import type { AdminSystemTabQuery } from '../../__generated__/AdminSystemTabQuery.graphql';
import type { AdminSystemTab_admin$key } from '../../__generated__/AdminSystemTab_admin.graphql';
import { adminView, usePanelQuery } from './adminQueries';
import { formatBytes, formatTime, formatUptime } from '../../format';
import { useT } from '../../i18n/useT';

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
  const t = useT();
  const { system } = useFragment<AdminSystemTab_admin$key>(fragment, usePanelQuery(systemView).admin);
  const healthy = system.status === 'ok';
  const groups: { title: string; rows: [string, string][] }[] = [
    {
      title: t('adminSystem.service'),
      rows: [
        [t('adminSystem.version'), system.version],
        [t('adminSystem.environment'), system.environment],
        [t('adminSystem.runtime'), `Node.js ${system.nodeVersion}`],
        [t('adminSystem.uptime'), `${formatUptime(system.uptimeSec)} (${system.uptimeSec} s)`],
        [t('adminSystem.checked'), formatTime(system.checkedAt)],
      ],
    },
    {
      title: t('adminSystem.database'),
      rows: [
        [
          t('adminSystem.kind'),
          system.databaseKind === 'embedded' ? t('adminSystem.embedded') : t('adminSystem.server'),
        ],
        [t('admin.status'), system.databaseStatus === 'up' ? t('adminSystem.up') : t('adminSystem.down')],
        [t('adminSystem.latency'), system.databaseLatencyMs == null ? '—' : `${system.databaseLatencyMs} ms`],
        [
          t('adminSystem.size'),
          system.databaseSizeBytes == null ? t('adminSystem.unknown') : formatBytes(system.databaseSizeBytes),
        ],
        ...(system.databaseError ? [[t('adminSystem.error'), system.databaseError] as [string, string]] : []),
      ],
    },
    {
      title: t('adminSystem.storage'),
      rows: [
        // Google Cloud Storage is a product's name, the same in every language.
        [
          t('adminSystem.photoStorage'),
          system.storageDriver === 'gcs' ? 'Google Cloud Storage' : t('adminSystem.localDisk'),
        ],
        [t('adminSystem.photos'), String(system.photoCount)],
        [t('adminSystem.originals'), formatBytes(system.photoBytes)],
        ['Redis', system.redisEnabled ? t('adminSystem.redisOn') : t('adminSystem.redisOff')],
      ],
    },
    {
      title: t('adminSystem.memory'),
      rows: [
        [t('adminSystem.resident'), formatBytes(system.memoryRssBytes)],
        [t('adminSystem.heap'), formatBytes(system.memoryHeapUsedBytes)],
      ],
    },
  ];
  return (
    <div className="space-y-4">
      <p
        className={`rounded-xl px-4 py-3 font-semibold ${healthy ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
      >
        {healthy ? t('adminSystem.healthy') : t('adminSystem.degraded')}
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
