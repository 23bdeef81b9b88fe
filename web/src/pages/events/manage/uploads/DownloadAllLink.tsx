import { useId, useState } from 'react';
import { DownloadFailure, downloadZip } from '../../../../api/downloads';
import { zipHref, type ZipChoice } from '../albums/albumChoices';
import { DownloadFailed, useDownload, ZIP_DOWNLOAD_FAILED } from './useDownload';
import { useT } from '../../../../i18n/useT';

type ZipAlbum = { readonly databaseId: number; readonly name: string; readonly approvedPhotoCount: number };

/**
 * The event's approved originals as one ZIP named after the event (with albums, a folder for each), or one
 * album's (decision 053). Still links (open in a new tab, copy the address), but a click first checks the
 * download with the server, so a failure is said here with 'Try again'; the browser's own download then
 * shows the progress (see api/downloads.ts for why).
 */
export function DownloadAllLink({
  eventDatabaseId,
  albums = [],
}: {
  eventDatabaseId: number;
  /** The event's albums; empty: only the whole ZIP is offered. */
  albums?: readonly ZipAlbum[];
}) {
  const t = useT();
  const href = zipHref(eventDatabaseId, { kind: 'all' });
  const { state, start, retry } = useDownload();
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
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
        {t('uploadsTab.downloadAll')}
      </a>
      {state === 'failed' && <DownloadFailed message={ZIP_DOWNLOAD_FAILED} onRetry={retry} />}
      <MostLovedZip eventDatabaseId={eventDatabaseId} />
      {albums.length > 0 && <AlbumZip eventDatabaseId={eventDatabaseId} albums={albums} />}
    </div>
  );
}

/** The server's answer when no photo has a heart (its most-loved ZIP would be empty). */
const NOTHING_LOVED_STATUS = 404;

/**
 * The 50 approved originals guests hearted most (issue 33), ranked: the server's most-loved ZIP. Before any
 * heart the server has nothing to put in it, and this says so instead of a failure.
 */
function MostLovedZip({ eventDatabaseId }: { eventDatabaseId: number }) {
  const t = useT();
  const href = `/api/auth/events/${eventDatabaseId}/download/most-loved.zip`;
  const { state, start, retry } = useDownload();
  const [nothingLoved, setNothingLoved] = useState(false);
  return (
    <>
      <a
        href={href}
        download
        className="btn-secondary"
        aria-busy={state === 'busy'}
        onClick={(event) => {
          event.preventDefault();
          setNothingLoved(false);
          start(() =>
            downloadZip(href).catch((error: unknown) => {
              if (error instanceof DownloadFailure && error.status === NOTHING_LOVED_STATUS) setNothingLoved(true);
              throw error;
            }),
          );
        }}
      >
        {t('uploadsTab.downloadMostLoved')}
      </a>
      {state === 'failed' &&
        (nothingLoved ? (
          <p role="status" className="text-sm text-stone-700 sm:text-right">
            {t('uploadsTab.nothingLoved')}
          </p>
        ) : (
          <DownloadFailed message={ZIP_DOWNLOAD_FAILED} onRetry={retry} />
        ))}
    </>
  );
}

/** One album's approved originals (at the ZIP's root), or those in no album. */
function AlbumZip({ eventDatabaseId, albums }: { eventDatabaseId: number; albums: readonly ZipAlbum[] }) {
  const t = useT();
  const id = useId();
  const [choice, setChoice] = useState<string>(String(albums[0]!.databaseId));
  // An album deleted meanwhile is no choice any more.
  const current =
    choice === 'none' || albums.some((album) => String(album.databaseId) === choice)
      ? choice
      : String(albums[0]!.databaseId);
  const zip: ZipChoice = current === 'none' ? { kind: 'none' } : { kind: 'album', databaseId: Number(current) };
  const href = zipHref(eventDatabaseId, zip);
  const { state, start, retry } = useDownload();
  return (
    <>
      <p id={`${id}-hint`} className="text-xs text-stone-600 sm:text-right">
        {t('uploadsTab.albumZipHint')}
      </p>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <label htmlFor={`${id}-album`} className="sr-only">
          {t('uploadsTab.albumToDownload')}
        </label>
        <select
          id={`${id}-album`}
          aria-describedby={`${id}-hint`}
          className="field-input min-h-11 w-auto min-w-0 basis-full sm:basis-auto"
          value={current}
          onChange={(event) => setChoice(event.target.value)}
        >
          {albums.map((album) => (
            <option key={album.databaseId} value={String(album.databaseId)}>
              {album.name} ({album.approvedPhotoCount})
            </option>
          ))}
          <option value="none">{t('uploadsTab.noAlbum')}</option>
        </select>
        <a
          href={href}
          download
          className="btn-secondary flex-1 sm:flex-none"
          aria-busy={state === 'busy'}
          onClick={(event) => {
            event.preventDefault();
            start(() => downloadZip(href));
          }}
        >
          {t('uploadsTab.downloadAlbum')}
        </a>
      </div>
      {state === 'failed' && <DownloadFailed message={ZIP_DOWNLOAD_FAILED} onRetry={retry} />}
    </>
  );
}
