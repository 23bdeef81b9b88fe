import { downloadZip } from '../../../../api/downloads';
import { DownloadFailed, useDownload, ZIP_DOWNLOAD_FAILED } from './useDownload';

/**
 * The event's approved originals as one ZIP named after the event. Still a link (open in a new tab, copy
 * its address), but a click first checks the download with the server, so a failure is said here with
 * 'Try again'; the browser's own download then shows the progress (see api/downloads.ts for why).
 */
export function DownloadAllLink({ eventDatabaseId }: { eventDatabaseId: number }) {
  const href = `/api/auth/events/${eventDatabaseId}/download.zip`;
  const { state, start, retry } = useDownload();
  return (
    <div className="flex flex-col items-end gap-2">
      <a
        href={href}
        download
        className="btn-secondary"
        aria-busy={state === 'busy'}
        onClick={(event) => {
          event.preventDefault();
          start(() => downloadZip(href));
        }}
      >
        Download All Approved
      </a>
      {state === 'failed' && <DownloadFailed message={ZIP_DOWNLOAD_FAILED} onRetry={retry} />}
    </div>
  );
}
