import { useCallback, useEffect, useEffectEvent, useMemo, useState, useTransition, type ReactNode } from 'react';
import { fetchQuery, graphql, useFragment, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { UploadsPanelPaginationQuery } from '../../../../__generated__/UploadsPanelPaginationQuery.graphql';
import type { UploadsPanelChoicesQuery } from '../../../../__generated__/UploadsPanelChoicesQuery.graphql';
import type { UploadsPanel_event$key } from '../../../../__generated__/UploadsPanel_event.graphql';
import type { UploadsPanel_photos$key } from '../../../../__generated__/UploadsPanel_photos.graphql';
import { FlashMessage, useFlashMessage } from '../../../../components/FlashMessage';
import { useToast } from '../../../../components/Toast';
import { AlbumsPanel } from '../albums/AlbumsPanel';
import { useMovePhotosToAlbumMutation } from '../albums/MovePhotosToAlbumMutation';
import { BulkBar } from './BulkBar';
import { DownloadAllLink } from './DownloadAllLink';
import { PhotoCard } from './PhotoCard';
import { PhotoViewer } from './PhotoViewer';
import { UploadCounts } from './UploadCounts';
import { UploadFilters as FiltersForm } from './UploadFilters';
import { UploadsEmptyState } from './UploadsEmptyState';
import {
  connectionVariables,
  DEFAULT_FILTERS,
  hasActiveFilters,
  PHOTO_PAGE_SIZE,
  STATUS_OPTIONS,
  type PhotoStatus,
  type StatusFilter,
  type UploadFilters,
} from './uploadFilters';
import { useModerateMatchingUploads, useModerateUploads } from './useModerateUploads';
import { useDeleteFailedPhotosMutation } from './DeleteFailedPhotosMutation';
import { useRetryUploadProcessingMutation } from './RetryUploadProcessingMutation';
import { refreshUploadCounts } from './refreshUploadCounts';
import { messageOf } from '../../../../relay/resultMessage';
import { onLiveReconnect } from '../../../../relay/environment';
import { useModerationQueue } from './useModerationQueue';
import { leavesList, nextInReview, REVIEW_ACTIONS, type ReviewAction } from './reviewActions';
import { usePhoneLayout } from './usePhoneLayout';
import { useT } from '../../../../i18n/useT';
import { throttle } from '../../../../throttle';
import type { MessageId } from '../../../../i18n/i18n';

const SEARCH_DELAY_MS = 300;
/**
 * How often photos arriving live may refresh the filters' choices: the first at once, a burst once per
 * interval (each refresh re-reads up to 100 guests, the tables and the albums).
 */
const CHOICES_REFRESH_MS = 10_000;

/**
 * What the filters offer and the counts show: read with the tab, and again after a change to them (reload),
 * not on every filter change (issue 35: a filter change re-read the 100 guests, the tables, the albums
 * and the counts, a third of the load's work, to show the same choices).
 */
const choicesFragment = graphql`
  fragment UploadsPanel_event on Event {
    id
    databaseId
    photoCount
    approvedPhotoCount
    ...UploadCounts_event
    # The guest filter's choices: guests whose RSVP and photos came from the same phone.
    guestsWithPhotos: rsvps(first: 100, withPhotos: true) {
      edges {
        node {
          id
          fullName
          photoCount
        }
      }
    }
    # The table filter's choices (table passes, decision 046).
    tables {
      id
      name
      photoCount
    }
    # The album filter's, the bulk move's and the album ZIP's choices (decision 053).
    albums {
      id
      databaseId
      name
      photoCount
      approvedPhotoCount
    }
    ...AlbumsPanel_event
  }
`;

/** The list: what a filter change, a sort or the next page loads. */
const listFragment = graphql`
  fragment UploadsPanel_photos on Event
  @refetchable(queryName: "UploadsPanelPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 24 }
    cursor: { type: "String" }
    status: { type: "UploadStatus" }
    search: { type: "String" }
    orderBy: { type: "PhotoOrder", defaultValue: UPLOADED_NEWEST }
    rsvp: { type: "ID" }
    table: { type: "ID" }
    mediaType: { type: "MediaType" }
    albumId: { type: "ID" }
    withoutAlbum: { type: "Boolean" }
    favourite: { type: "Boolean" }
  ) {
    id
    photos(
      first: $count
      after: $cursor
      status: $status
      search: $search
      orderBy: $orderBy
      rsvp: $rsvp
      table: $table
      mediaType: $mediaType
      albumId: $albumId
      withoutAlbum: $withoutAlbum
      favourite: $favourite
    ) @connection(key: "UploadsPanel_photos") {
      __id
      totalCount
      edges {
        node {
          id
          status
          ...PhotoCard_photo
          ...PhotoViewer_photos
        }
      }
    }
  }
`;

/** The choices and counts again, after a change that moved them (an album's photos, a large decision). */
const choicesQuery = graphql`
  query UploadsPanelChoicesQuery($databaseId: Int!) {
    hostedEvent(databaseId: $databaseId) {
      ...UploadsPanel_event
    }
  }
`;

/** SPEC §2 Uploads: counts, filters, the photo grid with its actions, bulk moderation and the viewer. */
export function UploadsPanel({
  event: eventKey,
  guest = null,
  status = 'ALL',
}: {
  /** The event, with both fragments spread: its choices and counts, and its photos (loaded with a filter). */
  event: UploadsPanel_event$key & UploadsPanel_photos$key;
  /** The guest filter to start with (the RSVPs tab links here with one). */
  guest?: string | null;
  /** The status filter the photos were loaded with (Pending: a phone's review queue). */
  status?: StatusFilter;
}) {
  const t = useT();
  const event = useFragment<UploadsPanel_event$key>(choicesFragment, eventKey);
  const {
    data: list,
    hasNext,
    isLoadingNext,
    loadNext,
    refetch,
  } = usePaginationFragment<UploadsPanelPaginationQuery, UploadsPanel_photos$key>(listFragment, eventKey);
  const [filters, setFilters] = useState<UploadFilters>({ ...DEFAULT_FILTERS, guest, status });
  const [searchText, setSearchText] = useState('');
  const [isRefetching, startTransition] = useTransition();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // 'Select all N photos': every photo the filter matches, loaded or not (while all loaded ones stay selected).
  const [matchingChosen, setMatchingChosen] = useState(false);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [flash, setFlash] = useFlashMessage(3000);
  const environment = useRelayEnvironment();
  const showToast = useToast();
  const phone = usePhoneLayout();
  const connectionId = list.photos.__id;
  const [moderate, moderating] = useModerateUploads(event.id, connectionId, filters.status);
  const [deleteFailed, deleting] = useDeleteFailedPhotosMutation();
  const [retryProcessing, retrying] = useRetryUploadProcessingMutation();
  const [movePhotos, movingPhotos] = useMovePhotosToAlbumMutation();

  const photos = list.photos.edges.map((edge) => edge.node);
  const selectedIds = photos.filter((photo) => selected.has(photo.id)).map((photo) => photo.id);
  const allMatching = matchingChosen && photos.length > 0 && selectedIds.length === photos.length;
  // Followed by id: the viewer closes when its photo leaves the list.
  const viewing = viewingId === null ? -1 : photos.findIndex((photo) => photo.id === viewingId);

  /** The choices and counts again (reload): the answer updates the event in the store. Failures keep them. */
  const { databaseId } = event;
  const refreshChoices = useCallback(() => {
    fetchQuery<UploadsPanelChoicesQuery>(
      environment,
      choicesQuery,
      { databaseId },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      // Offline or refused: the choices on screen stay, and the next reload or reconnect asks again.
      error: () => undefined,
    });
  }, [environment, databaseId]);

  // One throttle for the panel's life (the live updates' calls share its interval); its waiting run is
  // dropped with the panel.
  const refreshChoicesSoon = useMemo(() => throttle(refreshChoices, CHOICES_REFRESH_MS), [refreshChoices]);
  useEffect(() => () => refreshChoicesSoon.cancel(), [refreshChoicesSoon]);

  const apply = (next: UploadFilters) => {
    setFilters(next);
    setSelected(new Set());
    setMatchingChosen(false);
    startTransition(() => {
      refetch(connectionVariables(next), { fetchPolicy: 'store-and-network' });
    });
  };

  // The search waits until the host stops typing.
  const applySearch = useEffectEvent((search: string) => {
    if (search.trim() !== filters.search.trim()) apply({ ...filters, search });
  });
  useEffect(() => {
    const timer = setTimeout(() => applySearch(searchText), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  /**
   * The list, the choices and the counts again from the server, with the same filters: photos changed album,
   * a large decision was made elsewhere, or the page is back online.
   */
  const reload = (next: UploadFilters = filters) => {
    if (next !== filters) setFilters(next);
    refreshChoices();
    startTransition(() => {
      refetch(connectionVariables(next), { fetchPolicy: 'network-only' });
    });
  };

  // Back online after a drop (venue Wi-Fi): what arrived meanwhile is loaded again.
  const resync = useEffectEvent(() => reload());
  useEffect(() => onLiveReconnect(() => resync()), []);

  const clearFilters = () => {
    setSearchText('');
    apply({ ...DEFAULT_FILTERS, order: filters.order });
  };
  const guests = event.guestsWithPhotos.edges.map(({ node }) => ({
    id: node.id,
    label: `${node.fullName} (${node.photoCount})`,
  }));
  const tables = event.tables.map((table) => ({ id: table.id, label: `${table.name} (${table.photoCount})` }));
  const albums = event.albums.map((album) => ({ id: album.id, label: `${album.name} (${album.photoCount})` }));

  const [moderateMatching, moderatingMatching] = useModerateMatchingUploads(event.id, () => reload());
  // Another screen decided on thousands of photos at once: the list loads again (issue 35). A photo from a
  // guest new to the filter, or a count beside a name, moved: the choices follow, at most every 10 s.
  useModerationQueue(event.id, { connectionId, filters }, () => reload(), refreshChoicesSoon);

  const moveSelectedToAlbum = async (albumId: string | null) => {
    if (selectedIds.length === 0) {
      setFlash({ kind: 'error', text: t('uploadsTab.selectOne') });
      return;
    }
    const outcome = await movePhotos({ variables: { eventId: event.id, albumId, photoIds: selectedIds } });
    if (!outcome.ok) {
      showToast({ text: messageOf(outcome, t('uploadsTab.moveFailed')) });
      return;
    }
    const count = outcome.payload.photos?.length ?? selectedIds.length;
    const name = event.albums.find((album) => album.id === albumId)?.name;
    setSelected(new Set());
    showToast({
      text:
        albumId === null
          ? t('uploadsTab.movedOut', { count })
          : name === undefined
            ? t('uploadsTab.movedToAlbum', { count })
            : t('uploadsTab.moved', { count, album: name }),
    });
    // Counts per album changed, and an album filter may no longer hold the photos moved.
    reload();
  };

  const moderateSelected = async (action: PhotoStatus) => {
    if (selectedIds.length === 0) {
      setFlash({ kind: 'error', text: t('uploadsTab.selectOne') });
      return;
    }
    const result = allMatching ? await moderateMatching(filters, action) : await moderate(selectedIds, action);
    if (result.ok) {
      setSelected(new Set());
      setMatchingChosen(false);
      const done =
        action === 'APPROVED'
          ? t('uploadsTab.bulkApproved', { count: result.count })
          : t('uploadsTab.bulkRejected', { count: result.count });
      // Above the most one request does: the host repeats for the rest.
      const remaining = 'remaining' in result ? Number(result.remaining) : 0;
      const left = remaining > 0 ? t('uploadsTab.matchingLeft', { rest: remaining }) : '';
      setFlash({ kind: 'success', text: left ? `${done}. ${left}` : done });
    } else {
      setFlash({ kind: 'error', text: result.message });
    }
  };

  /**
   * One photo, from its card or the viewer. The viewer moves on to the next photo of the review at once
   * (in a Pending queue the decided photo leaves the list). The toast offers Undo for a few seconds;
   * it says failures too, since the page's own messages are behind the viewer.
   */
  const act = async (photoId: string, action: ReviewAction) => {
    const previous = photos.find((photo) => photo.id === photoId)?.status;
    const rule = REVIEW_ACTIONS[action];
    if (viewingId === photoId) {
      const next = nextInReview(
        photos.map((photo) => photo.id),
        photoId,
        hasNext,
      );
      setViewingId(next ?? (leavesList(filters.status, rule.status) ? null : photoId));
    }
    const result = await moderate([photoId], rule.status);
    if (!result.ok) {
      showToast({ text: result.message });
      return;
    }
    const undo = isPhotoStatus(previous) ? () => void restore(photoId, previous) : undefined;
    showToast({ text: t(rule.done), action: undo && { label: t('uploadsTab.undo'), onAction: undo } });
  };

  /** Undo: the photo gets its status back (and its place in the queue); an open viewer shows it again. */
  const restore = async (photoId: string, status: PhotoStatus) => {
    const result = await moderate([photoId], status);
    if (!result.ok) {
      showToast({ text: result.message });
      return;
    }
    setViewingId((current) => (current === null ? null : photoId));
    showToast({ text: t('uploadsTab.undone') });
  };

  const deleteOne = async (photoId: string) => {
    const outcome = await deleteFailed({ variables: { ids: [photoId], connections: [connectionId] } });
    if (!outcome.ok) setFlash({ kind: 'error', text: messageOf(outcome, t('uploadsTab.deleteFailed')) });
    else refreshUploadCounts(environment, event.id);
  };

  const retryOne = async (photoId: string) => {
    const outcome = await retryProcessing({ variables: { photoId } });
    if (!outcome.ok) setFlash({ kind: 'error', text: messageOf(outcome, t('uploadsTab.retryFailed')) });
  };

  const toggle = (photoId: string, on: boolean) => {
    if (!on) setMatchingChosen(false);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(photoId);
      else next.delete(photoId);
      return next;
    });
  };

  const loadMore = useCallback(() => {
    if (hasNext && !isLoadingNext) loadNext(PHOTO_PAGE_SIZE);
  }, [hasNext, isLoadingNext, loadNext]);
  const closeViewer = useCallback(() => setViewingId(null), []);
  // Only the Pending filter, and nothing left in it: the review is done.
  const reviewDone =
    filters.status === 'PENDING' && !hasActiveFilters({ ...filters, status: 'ALL', search: searchText });

  const tools = (
    <>
      <AlbumsPanel
        event={event}
        // Its photos are in no album now: the list shows them so (and a filter on it is dropped).
        onDeleted={(albumId) => reload(filters.album === albumId ? { ...filters, album: null } : filters)}
      />
      <UploadCounts event={event} />
      <FiltersForm
        search={searchText}
        status={filters.status}
        media={filters.media}
        order={filters.order}
        guests={guests}
        guest={filters.guest}
        tables={tables}
        table={filters.table}
        albums={albums}
        album={filters.album}
        starred={filters.starred}
        canClear={hasActiveFilters({ ...filters, search: searchText })}
        busy={isRefetching}
        onSearchChange={setSearchText}
        onStatusChange={(status) => apply({ ...filters, search: searchText, status })}
        onMediaChange={(media) => apply({ ...filters, search: searchText, media })}
        onOrderChange={(order) => apply({ ...filters, search: searchText, order })}
        onGuestChange={(next) => apply({ ...filters, search: searchText, guest: next })}
        onTableChange={(next) => apply({ ...filters, search: searchText, table: next })}
        onAlbumChange={(next) => apply({ ...filters, search: searchText, album: next })}
        onStarredChange={(starred) => apply({ ...filters, search: searchText, starred })}
        onClear={clearFilters}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* On a phone the disclosure's line says what the list is; the heading stays for screen readers. */}
        <h2 className={phone ? 'sr-only' : 'text-lg font-semibold text-stone-900'}>
          {t('uploadsTab.photosAndVideos')}
        </h2>
        {event.approvedPhotoCount > 0 && <DownloadAllLink eventDatabaseId={event.databaseId} albums={event.albums} />}
      </div>
      {photos.length > 0 && (
        <BulkBar
          shown={photos.length}
          selected={selectedIds.length}
          matching={list.photos.totalCount}
          allMatching={allMatching}
          busy={moderating || moderatingMatching || movingPhotos}
          onSelectAll={(all) => {
            setMatchingChosen(false);
            setSelected(new Set(all ? photos.map((photo) => photo.id) : []));
          }}
          onSelectAllMatching={(all) => {
            setMatchingChosen(all);
            if (!all) setSelected(new Set());
          }}
          onApprove={() => void moderateSelected('APPROVED')}
          onReject={() => void moderateSelected('REJECTED')}
          albums={event.albums}
          onMoveToAlbum={(albumId) => void moveSelectedToAlbum(albumId)}
        />
      )}
    </>
  );

  return (
    <div className={phone ? 'space-y-4' : 'space-y-6'}>
      {phone ? (
        <PhoneTools
          summary={t('uploadsTab.phoneSummary', {
            status: t(statusLabel(filters.status)),
            count: list.photos.totalCount,
          })}
        >
          {tools}
        </PhoneTools>
      ) : (
        tools
      )}
      <div aria-live="polite">
        <FlashMessage flash={flash} />
      </div>
      {photos.length === 0 ? (
        event.photoCount === 0 ? (
          <UploadsEmptyState title={t('uploadsTab.empty.title')}>{t('uploadsTab.empty.body')}</UploadsEmptyState>
        ) : reviewDone ? (
          // The end of a review queue: every photo has been decided.
          <UploadsEmptyState title={t('uploadsTab.reviewDone')}>
            <button type="button" className="btn-secondary mt-4" onClick={clearFilters}>
              {t('uploadsTab.showAll')}
            </button>
          </UploadsEmptyState>
        ) : (
          <UploadsEmptyState title={t('uploadsTab.noMatch')}>
            <button type="button" className="btn-secondary mt-4" onClick={clearFilters}>
              {t('uploadsTab.clearFilters')}
            </button>
          </UploadsEmptyState>
        )
      ) : (
        <ul
          aria-label={t('uploadsTab.photosAndVideos')}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {photos.map((photo) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              selected={selected.has(photo.id)}
              busy={moderating || deleting || retrying}
              onSelectedChange={(on) => toggle(photo.id, on)}
              onOpen={() => setViewingId(photo.id)}
              onAct={(action) => void act(photo.id, action)}
              onDelete={() => void deleteOne(photo.id)}
              onRetry={() => void retryOne(photo.id)}
            />
          ))}
        </ul>
      )}
      {hasNext && (
        <div className="text-center">
          <button type="button" className="btn-secondary" disabled={isLoadingNext} onClick={loadMore}>
            {isLoadingNext ? t('uploadsTab.loadingMore') : t('uploadsTab.loadMore')}
          </button>
        </div>
      )}
      {viewing >= 0 && (
        <PhotoViewer
          photos={photos}
          index={viewing}
          total={list.photos.totalCount}
          hasMore={hasNext}
          onLoadMore={loadMore}
          busy={moderating}
          onAct={(photoId, action) => void act(photoId, action)}
          onIndexChange={(index) => setViewingId(photos[index]?.id ?? null)}
          onClose={closeViewer}
        />
      )}
    </div>
  );
}

function isPhotoStatus(status: string | undefined): status is PhotoStatus {
  return status === 'PENDING' || status === 'APPROVED' || status === 'REJECTED';
}

function statusLabel(status: StatusFilter): MessageId {
  return STATUS_OPTIONS.find((option) => option.value === status)?.label ?? 'uploadsTab.all';
}

/**
 * On a phone the tab is a review queue: the counts, filters and bulk actions fold into one line saying
 * what the list shows, so the first photo is on the first screen. Elsewhere they are always open.
 */
function PhoneTools({ summary, children }: { summary: string; children: ReactNode }) {
  const t = useT();
  return (
    <details className="group rounded-2xl border border-stone-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-2xl px-4 text-sm text-stone-900">
        <span className="font-semibold">{summary}</span>
        <span className="inline-flex items-center gap-1 text-stone-600">
          {t('uploadsTab.filtersAndCounts')}
          <span aria-hidden="true" className="transition-transform group-open:rotate-180 motion-reduce:transition-none">
            ▾
          </span>
        </span>
      </summary>
      <div className="space-y-4 border-t border-stone-200 p-3">{children}</div>
    </details>
  );
}
