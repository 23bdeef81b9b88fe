import { useCallback, useRef, useState } from 'react';
import type { MessageId } from '../../../../i18n/i18n';
import { useT } from '../../../../i18n/useT';

/** SPEC §8 Downloads. */
export const PHOTO_DOWNLOAD_FAILED: MessageId = 'uploadsTab.photoDownloadFailed';
export const ZIP_DOWNLOAD_FAILED: MessageId = 'uploadsTab.zipDownloadFailed';

export type DownloadState = 'idle' | 'busy' | 'failed';

/** Runs a download (api/downloads.ts) and remembers whether it failed, and how to try it again. */
export function useDownload(): {
  state: DownloadState;
  start: (run: () => Promise<void>) => void;
  retry: () => void;
} {
  const [state, setState] = useState<DownloadState>('idle');
  const last = useRef<(() => Promise<void>) | null>(null);
  const busy = useRef(false);
  const start = useCallback((run: () => Promise<void>) => {
    // A second click while the first is still being checked or fetched would save the file twice.
    if (busy.current) return;
    busy.current = true;
    last.current = run;
    setState('busy');
    run()
      .then(
        () => setState('idle'),
        () => setState('failed'),
      )
      .finally(() => {
        busy.current = false;
      });
  }, []);
  const retry = useCallback(() => {
    if (last.current) start(last.current);
  }, [start]);
  return { state, start, retry };
}

/** The failure, said where the download was asked for, with a way to try again. */
export function DownloadFailed({
  message,
  onRetry,
  className = '',
}: {
  /** What failed (a message id). */
  message: MessageId;
  onRetry: () => void;
  className?: string;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}
    >
      <span>{t(message)}</span>
      <button type="button" className="font-semibold underline underline-offset-2 hover:text-red-950" onClick={onRetry}>
        {t('uploadsTab.tryAgain')}
      </button>
    </div>
  );
}
