import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type {
  YourDataSection_viewer$data,
  YourDataSection_viewer$key,
} from '../../__generated__/YourDataSection_viewer.graphql';
import type { YourDataSectionRefreshQuery } from '../../__generated__/YourDataSectionRefreshQuery.graphql';
import { FormAlert } from '../../components/form';
import { Panel } from '../../components/Section';
import { formatBytes, formatTime } from '../../format';
import { messageOf } from '../../relay/resultMessage';
import { useRequestDataExportMutation } from './RequestDataExportMutation';
import { FormStatus } from './settingsForm';

const fragment = graphql`
  fragment YourDataSection_viewer on User {
    dataExports {
      id
      status
      requestedAt
      expiresAt
      sizeBytes
      error
      downloadUrl
    }
  }
`;

// Asked again while an archive is being prepared, and right after asking for one: the list is the
// server's (the mutation answers the new archive alone), and Relay updates the section from the store.
const refreshQuery = graphql`
  query YourDataSectionRefreshQuery {
    viewer {
      id
      ...YourDataSection_viewer
    }
  }
`;

/** How often the section asks whether an archive being prepared is ready. */
const POLL_MS = 4000;

/**
 * "Download my data" (issue 32), at /account#your-data (the ready email links here): what the ZIP holds,
 * "Prepare my download", and the recent archives with their state, size, expiry and Download link.
 */
export function YourDataSection({ viewer, mailEnabled }: { viewer: YourDataSection_viewer$key; mailEnabled: boolean }) {
  const { dataExports } = useFragment(fragment, viewer);
  const environment = useRelayEnvironment();
  const [request, busy] = useRequestDataExportMutation();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const preparing = dataExports.some((archive) => archive.status === 'PREPARING');

  const refresh = useCallback(
    () =>
      fetchQuery<YourDataSectionRefreshQuery>(environment, refreshQuery, {}, { fetchPolicy: 'network-only' })
        .toPromise()
        // A missed answer is asked again at the next tick; the list on screen stays as it was.
        .catch(() => undefined),
    [environment],
  );

  useEffect(() => {
    if (!preparing) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [preparing, refresh]);

  // Says so when an archive this page watched being prepared is ready (or failed).
  const watched = useRef(new Set<string>());
  useEffect(() => {
    for (const archive of dataExports) {
      if (archive.status === 'PREPARING') watched.current.add(archive.id);
      else if (watched.current.delete(archive.id)) {
        setStatus(archive.status === 'READY' ? 'Your download is ready.' : 'Your download could not be prepared.');
      }
    }
  }, [dataExports]);

  const prepare = async () => {
    setError(null);
    setStatus(null);
    const outcome = await request({ variables: {} });
    if (!outcome.ok) {
      setError(messageOf(outcome, 'Your download could not be started. Please try again.'));
      return;
    }
    setStatus(
      mailEnabled
        ? 'We are preparing your download. We will email you when it is ready.'
        : 'We are preparing your download. It appears below when it is ready.',
    );
    await refresh();
  };

  return (
    <Panel id="your-data" title="Your data">
      <p className="mt-1 text-sm text-stone-600">
        A ZIP file with your account and, for every event you own, its settings, its RSVPs as a spreadsheet, its
        guestbook, the list of photos and every original photo and video guests shared.
      </p>
      <p className="mt-2 text-sm text-stone-600">
        {mailEnabled
          ? 'It takes a few minutes for large events. We email you when it is ready, and it stays here for 7 days.'
          : 'It takes a few minutes for large events. This server sends no email, so come back to this page: it stays here for 7 days.'}
      </p>
      <div className="mt-4 grid gap-3">
        <FormAlert message={error} />
        <FormStatus message={status} />
        <div>
          <button type="button" className="btn-primary" disabled={busy || preparing} onClick={() => void prepare()}>
            {busy ? 'Asking...' : preparing ? 'Preparing your download...' : 'Prepare my download'}
          </button>
        </div>
      </div>
      {dataExports.length > 0 && (
        <>
          <h3 className="mt-6 text-sm font-semibold text-stone-900">Recent downloads</h3>
          <ul className="mt-2">
            {dataExports.map((archive) => (
              <ArchiveRow key={archive.id} archive={archive} />
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

type Archive = YourDataSection_viewer$data['dataExports'][number];

function ArchiveRow({ archive }: { archive: Archive }) {
  const asked = `Asked for ${formatTime(archive.requestedAt)}`;
  return (
    <li className="flex flex-col gap-2 border-b border-stone-200 py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-stone-900">{asked}</p>
        <p className="text-stone-600">{stateOf(archive)}</p>
      </div>
      {archive.downloadUrl && (
        <a href={archive.downloadUrl} download className="btn-secondary self-start sm:self-center">
          Download<span className="sr-only"> the ZIP {asked.toLowerCase()}</span>
        </a>
      )}
    </li>
  );
}

function stateOf(archive: Archive): string {
  switch (archive.status) {
    case 'PREPARING':
      return 'Being prepared…';
    case 'READY':
      return [
        'Ready',
        archive.sizeBytes != null ? formatBytes(archive.sizeBytes) : null,
        archive.expiresAt ? `until ${formatTime(archive.expiresAt)}` : null,
      ]
        .filter(Boolean)
        .join(' · ');
    case 'FAILED':
      return `It could not be prepared${archive.error ? `: ${archive.error}` : ''}. Please ask again.`;
    case 'EXPIRED':
      return 'Expired: the file was deleted after 7 days. Ask again for a new one.';
    // A state a newer server knows and this page not yet: nothing rather than a wrong word.
    case '%future added value':
      return '';
  }
}
