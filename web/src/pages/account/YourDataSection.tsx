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
import { translate } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

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
  const t = useT();
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

  // Says so when an archive this page watched being prepared, or asked for itself, is ready (or failed).
  const watched = useRef(new Set<string>());
  useEffect(() => {
    for (const archive of dataExports) {
      if (archive.status === 'PREPARING') watched.current.add(archive.id);
      else if (watched.current.delete(archive.id)) {
        setStatus(archive.status === 'READY' ? t('account.downloadReady') : t('account.downloadFailed'));
      }
    }
  }, [dataExports, t]);

  const prepare = async () => {
    setError(null);
    setStatus(null);
    const outcome = await request({ variables: {} });
    if (!outcome.ok) {
      setError(messageOf(outcome, t('account.downloadStartFailed')));
      return;
    }
    // Watched from the answer on: a small account's archive can be ready before the page first sees it
    // being prepared, and the page must still say so rather than keep "We are preparing".
    const asked = outcome.payload.dataExport?.id;
    if (asked) watched.current.add(asked);
    setStatus(mailEnabled ? t('account.preparingMail') : t('account.preparingNoMail'));
    await refresh();
  };

  return (
    <Panel id="your-data" title={t('account.dataTitle')}>
      <p className="mt-1 text-sm text-stone-600">{t('account.dataIntro')}</p>
      <p className="mt-2 text-sm text-stone-600">
        {mailEnabled ? t('account.dataTimeMail') : t('account.dataTimeNoMail')}
      </p>
      <div className="mt-4 grid gap-3">
        <FormAlert message={error} />
        <FormStatus message={status} />
        <div>
          <button type="button" className="btn-primary" disabled={busy || preparing} onClick={() => void prepare()}>
            {busy ? t('account.asking') : preparing ? t('account.preparing') : t('account.prepare')}
          </button>
        </div>
      </div>
      {dataExports.length > 0 && (
        <>
          <h3 className="mt-6 text-sm font-semibold text-stone-900">{t('account.recentDownloads')}</h3>
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
  const t = useT();
  const askedAt = formatTime(archive.requestedAt);
  const asked = t('account.askedFor', { time: askedAt });
  return (
    <li className="flex flex-col gap-2 border-b border-stone-200 py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-stone-900">{asked}</p>
        <p className="text-stone-600">{stateOf(archive)}</p>
      </div>
      {archive.downloadUrl && (
        <a href={archive.downloadUrl} download className="btn-secondary self-start sm:self-center">
          {t('account.download')}
          <span className="sr-only"> {t('account.downloadZip', { time: askedAt })}</span>
        </a>
      )}
    </li>
  );
}

function stateOf(archive: Archive): string {
  switch (archive.status) {
    case 'PREPARING':
      return translate('account.archivePreparing');
    case 'READY':
      return [
        translate('account.archiveReady'),
        archive.sizeBytes != null ? formatBytes(archive.sizeBytes) : null,
        archive.expiresAt ? translate('account.archiveUntil', { time: formatTime(archive.expiresAt) }) : null,
      ]
        .filter(Boolean)
        .join(' · ');
    case 'FAILED':
      return archive.error
        ? translate('account.archiveFailedReason', { reason: archive.error })
        : translate('account.archiveFailed');
    case 'EXPIRED':
      return translate('account.archiveExpired');
    // A state a newer server knows and this page not yet: nothing rather than a wrong word.
    case '%future added value':
      return '';
  }
}
