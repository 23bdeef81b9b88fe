import { lazy, Suspense, use, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { GallerySectionQuery, GallerySectionQuery$data } from '../../__generated__/GallerySectionQuery.graphql';
import { fetchGraphQL, graphql, startRequest } from '../../api/graphqlClient';
import { FallbackImage } from '../../components/FallbackImage';
import { isVideo, mediaName } from '../../components/photo/media';
import { HeartButton } from '../../components/photo/HeartButton';
import { VideoBadge } from '../../components/photo/VideoBadge';
import { useHearts, type Hearts } from './hearts/useHearts';
import { GuestErrorBoundary } from './GuestErrorBoundary';
import type { LightboxPhoto } from './Lightbox';
import { headingClass } from './styles';
import type { LiveGallery } from './useLiveGallery';
import { OWN_GALLERY_NOTE } from '../../../../common/gallery-modes';
import { AlbumTabs, albumTabId } from './gallery/AlbumTabs';
import { translate } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import {
  albumOf,
  galleryFilterOf,
  galleryTabs,
  liveForTab,
  openTab,
  searchWithTab,
  tabFromSearch,
  type GalleryTabKey,
  type TabAlbum,
} from './gallery/galleryTabs';
import { say } from '../../i18n/words';

// The viewer is loaded on the first tap on a photo, not with the page.
const Lightbox = lazy(() => import('./Lightbox'));

/** SPEC §9: the gallery comes 20 photos at a time. */
const PAGE_SIZE = 20;

// One page of the gallery connection: the first with the page, the next ones as the guest scrolls.
const galleryQuery = graphql`
  query GallerySectionQuery(
    $slug: String!
    $pin: String
    $first: Int!
    $after: String
    $albumId: ID
    $highlights: Boolean
  ) {
    eventGallery(slug: $slug, pin: $pin, first: $first, after: $after, albumId: $albumId, highlights: $highlights) {
      edges {
        node {
          id
          url
          thumbnailUrl
          width
          height
          uploaderName
          takenAt
          mediaType
          videoUrl
          durationSeconds
          albumId
          reactionCount
          viewerReacted
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

type GalleryPage = GallerySectionQuery$data['eventGallery'];

/** A tab's filter (galleryFilterOf): the whole gallery, one album, or the highlights. */
type GalleryFilter = { albumId: string | null; highlights: boolean | null };
const WHOLE_GALLERY: GalleryFilter = { albumId: null, highlights: null };

function loadPage(
  slug: string,
  pin: string | null,
  filter: GalleryFilter,
  after: string | null = null,
): Promise<GalleryPage> {
  return fetchGraphQL<GallerySectionQuery>(galleryQuery, { slug, pin, first: PAGE_SIZE, after, ...filter }).then(
    (data) => data.eventGallery,
  );
}

// The first page of each gallery shown, by slug, PIN, tab and load (a new load after photos were published,
// or after a failure, asks the server again).
const firstPages = new Map<string, Promise<GalleryPage>>();

function firstPage(slug: string, pin: string | null, filter: GalleryFilter, fetchKey: string): Promise<GalleryPage> {
  const key = JSON.stringify([slug, pin, filter.albumId, filter.highlights, fetchKey]);
  let page = firstPages.get(key);
  if (!page) {
    page = startRequest<GallerySectionQuery>(galleryQuery, {
      slug,
      pin,
      first: PAGE_SIZE,
      after: null,
      ...filter,
    }).then((data) => data.eventGallery);
    page.catch(() => undefined);
    firstPages.set(key, page);
  }
  return page;
}

/** Starts loading the first photos together with the page (the section reads them when it shows). */
export function prefetchGallery(slug: string, pin: string | null): void {
  void firstPage(slug, pin, WHOLE_GALLERY, '');
}

/** '1 photo', '12 photos', in the active language (called as a page renders). */
export function photoCountText(count: number): string {
  return translate('gallery.count', { count });
}

/** An item's name in the grid and the viewer: 'Photo 3, shared by Ana', 'Video 3, 42 seconds'. */
function itemLabel(
  node: { mediaType?: string | null; durationSeconds?: number | null; uploaderName?: string | null },
  position: number,
  t: ReturnType<typeof useT>,
): string {
  const item = mediaName(node, position);
  return node.uploaderName ? t('gallery.itemSharedBy', { item, name: node.uploaderName }) : item;
}

type GallerySectionProps = {
  slug: string;
  pin: string | null;
  photoCount: number;
  /** Changes when the photos should be loaded again from the server. */
  version: number;
  /** Photos approved or taken down since the page loaded. */
  live: LiveGallery;
  /** Galleries in OWN mode (decision 052): the server sends only this guest's photos; the count is everyone's. */
  own?: boolean;
  /** The event's albums as this guest sees them (PublicEvent.albums): a tab each. */
  albums?: readonly TabAlbum[];
  /** The hosts starred photos this guest sees (PublicEvent.hasHighlights): a Highlights tab. */
  hasHighlights?: boolean;
  /**
   * Changes each time the page read the event again (an album changed, a photo moved, a star): the open
   * album or Highlights tab then loads again, since its photos may have changed with no approval.
   */
  eventVersion?: number;
};

/** The tab an address asks for, read once as the section first shows. */
function tabInAddress(): GalleryTabKey {
  return typeof window === 'undefined' ? 'all' : tabFromSearch(window.location.search);
}

/** The open tab goes into the address (replacing it: the back button leaves the page, not the tab). */
function putTabInAddress(tab: GalleryTabKey): void {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${searchWithTab(search, tab)}${hash}`);
}

/**
 * SPEC §2: Photo Gallery, 'N photos', a grid that grows as the guest scrolls, and a lightbox. With albums or
 * highlights (issue 31), tabs above the grid: All, Highlights, then each album with its count.
 */
export function GallerySection({
  slug,
  pin,
  photoCount,
  version,
  live,
  own = false,
  albums = [],
  hasHighlights = false,
  eventVersion = 0,
}: GallerySectionProps) {
  const t = useT();
  const headingId = useId();
  const tabsId = useId();
  // Relay keeps a failed load's error for a while: trying again asks with a new fetch key.
  const [attempt, setAttempt] = useState(0);
  const [requestedTab, setRequestedTab] = useState(tabInAddress);
  const tabs = galleryTabs(albums, hasHighlights);
  const tab = tabs.length > 0 ? openTab(requestedTab, albums, hasHighlights) : 'all';
  const album = albumOf(tab, albums);
  const hearts = useHearts(slug, pin, live.reactionCounts);

  const selectTab = (key: GalleryTabKey) => {
    setRequestedTab(key);
    putTabInAddress(key);
  };

  let countLine: string;
  if (own) countLine = say(OWN_GALLERY_NOTE);
  else if (tab === 'highlights') countLine = t('gallery.starred');
  else countLine = photoCountText(album ? album.photoCount : photoCount);

  const panelId = `${tabsId}-panel`;
  const content =
    tab === 'all' && photoCount === 0 ? (
      <div className="rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
        <p className="font-medium text-stone-800">{t('gallery.empty')}</p>
        <p className="mt-1 text-sm text-stone-600">{own ? t('gallery.emptyHintOwn') : t('gallery.emptyHint')}</p>
      </div>
    ) : (
      <GuestErrorBoundary
        onRetry={() => setAttempt((value) => value + 1)}
        fallback={(retry) => (
          <div role="alert" className="rounded-3xl bg-white px-6 py-8 text-center text-stone-700">
            <p>{t('gallery.loadFailed')}</p>
            <button type="button" className="btn-secondary mt-4" onClick={retry}>
              {t('gallery.tryAgain')}
            </button>
          </div>
        )}
        loading={<GridPlaceholder count={Math.min(album ? album.photoCount : photoCount, PAGE_SIZE)} />}
      >
        <GalleryGrid
          key={tab}
          slug={slug}
          pin={pin}
          filter={tab === 'all' ? WHOLE_GALLERY : galleryFilterOf(tab, albums)}
          fetchKey={tab === 'all' ? '' : String(eventVersion)}
          tab={tab}
          albumName={album?.name ?? null}
          photoCount={album ? album.photoCount : tab === 'highlights' ? null : photoCount}
          version={version}
          live={live}
          own={own}
          attempt={attempt}
          hearts={hearts}
        />
      </GuestErrorBoundary>
    );

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-5xl px-4 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-1">
        <h2 id={headingId} className={headingClass}>
          {t('gallery.title')}
        </h2>
        <p className="text-sm font-medium text-stone-600">{countLine}</p>
      </div>
      {tabs.length > 0 ? (
        <>
          <div className="mt-4">
            <AlbumTabs baseId={tabsId} panelId={panelId} tabs={tabs} selected={tab} onSelect={selectTab} />
          </div>
          <div role="tabpanel" id={panelId} aria-labelledby={albumTabId(tabsId, tab)} className="mt-3">
            {content}
          </div>
        </>
      ) : (
        <div className="mt-4">{content}</div>
      )}
    </section>
  );
}

const gridClass = 'grid grid-cols-3 gap-1 sm:grid-cols-4 sm:gap-2 lg:grid-cols-5';

function GridPlaceholder({ count }: { count: number }) {
  const t = useT();
  return (
    <div role="status" aria-label={t('gallery.loading')} className={gridClass}>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className="aspect-square animate-pulse rounded-md bg-stone-200 motion-reduce:animate-none sm:rounded-lg"
        />
      ))}
    </div>
  );
}

type GalleryGridProps = {
  slug: string;
  pin: string | null;
  filter: GalleryFilter;
  /** With `version` and `attempt`: a new one loads the first page again. */
  fetchKey: string;
  tab: GalleryTabKey;
  /** The open album's name, for its empty state. */
  albumName: string | null;
  /** The photos the open tab holds, as far as the page knows (null: the server gives no count, Highlights). */
  photoCount: number | null;
  version: number;
  live: LiveGallery;
  own: boolean;
  attempt: number;
  /** This browser's hearts and the live counts (issue 33). */
  hearts: Hearts;
};

function GalleryGrid({
  slug,
  pin,
  filter,
  fetchKey,
  tab,
  albumName,
  photoCount,
  version,
  live,
  own,
  attempt,
  hearts,
}: GalleryGridProps) {
  const t = useT();
  const fresh = version > 0 || attempt > 0 || fetchKey !== '';
  const first = use(firstPage(slug, pin, filter, fresh ? `${version}:${attempt}:${fetchKey}` : ''));
  // The pages loaded since, for this first page (a new first page starts the list again).
  const [more, setMore] = useState<{ after: GalleryPage; pages: GalleryPage[] }>({ after: first, pages: [] });
  const [isLoadingNext, setLoadingNext] = useState(false);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);

  if (loadError) throw loadError;

  const pages = more.after === first ? [first, ...more.pages] : [first];
  const last = pages[pages.length - 1]!;
  const hasNext = last.pageInfo.hasNextPage && last.pageInfo.endCursor != null;

  // Live approvals first; a photo seen earlier (new photos shift the pages) is listed once; photos
  // taken down since are gone.
  const seen = new Set<string>(live.removedIds);
  const nodes = [
    ...liveForTab(live.added, tab),
    ...pages.flatMap((page) => page.edges.map((edge) => edge.node)),
  ].filter((node) => !seen.has(node.id) && seen.add(node.id));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const toggleHeart = (id: string) => {
    const node = byId.get(id);
    if (node) hearts.toggle(node);
  };

  const photos: LightboxPhoto[] = nodes.map((node, index) => ({
    id: node.id,
    // Addresses come signed by the server for PIN-protected events: the PIN never goes into an image URL.
    url: node.url,
    thumbnailUrl: node.thumbnailUrl,
    width: node.width ?? null,
    height: node.height ?? null,
    uploaderName: node.uploaderName ?? null,
    takenAt: node.takenAt ?? null,
    label: itemLabel(node, index + 1, t),
    isVideo: isVideo(node),
    videoUrl: node.videoUrl ?? null,
    durationSeconds: node.durationSeconds ?? null,
    heart: hearts.of(node),
  }));

  const loadNext = () => {
    const base = first;
    const count = pages.length - 1;
    setLoadingNext(true);
    loadPage(slug, pin, filter, last.pageInfo.endCursor).then(
      (page) => {
        setLoadingNext(false);
        setMore((current) => {
          const loaded = current.after === base ? current.pages : [];
          // Not after a newer first page, nor twice.
          return loaded.length === count ? { after: base, pages: [...loaded, page] } : current;
        });
      },
      (error: unknown) => {
        setLoadingNext(false);
        setLoadError(error instanceof Error ? error : new Error('Failed to load photos'));
      },
    );
  };

  const loadMore = () => {
    if (hasNext && !isLoadingNext) loadNext();
  };

  // Infinite scroll: the next page starts loading a little before the end of the grid shows.
  const canLoadMore = hasNext && !isLoadingNext;
  const onSentinelVisible = useEffectEvent(loadMore);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!canLoadMore || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onSentinelVisible();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoadMore]);

  // In OWN the count is everyone's: this guest's photos may be none of them. A tab may hold none.
  if (photos.length === 0 && !hasNext && (own || tab !== 'all')) {
    return <EmptyTab tab={tab} albumName={albumName} own={own} />;
  }

  const total = Math.max(photoCount ?? photos.length, photos.length);
  let listLabel: string;
  const count = photos.length;
  if (own) listLabel = t('gallery.listOwn', { count });
  else if (tab === 'highlights') listLabel = t('gallery.listHighlights', { count });
  else if (albumName !== null) listLabel = t('gallery.listAlbum', { album: albumName, count, total });
  else listLabel = t('gallery.list', { count, total });

  return (
    <>
      <ul className={gridClass} aria-label={listLabel}>
        {photos.map((photo, index) => (
          <li key={photo.id} className="relative">
            <button
              type="button"
              className="group relative block aspect-square w-full overflow-hidden rounded-md bg-stone-200 sm:rounded-lg"
              aria-label={t('gallery.open', { label: photo.label })}
              onClick={() => setOpenIndex(index)}
            >
              <FallbackImage
                src={photo.thumbnailUrl}
                alt=""
                loading="lazy"
                decoding="async"
                width={400}
                height={400}
                className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                placeholderClassName="size-full"
              />
              {photo.isVideo && <VideoBadge durationSeconds={photo.durationSeconds} />}
            </button>
            {photo.heart && (
              <HeartButton
                look="tile"
                count={photo.heart.count}
                reacted={photo.heart.reacted}
                onToggle={() => toggleHeart(photo.id)}
              />
            )}
          </li>
        ))}
      </ul>
      <div ref={sentinelRef} aria-hidden="true" />
      {hasNext && (
        <div className="mt-6 flex justify-center">
          <button type="button" className="btn-secondary" disabled={isLoadingNext} onClick={loadMore}>
            {isLoadingNext ? t('gallery.loadingMore') : t('gallery.loadMore')}
          </button>
        </div>
      )}
      {openIndex !== null && photos.length > 0 && (
        <Suspense fallback={null}>
          <Lightbox
            photos={photos}
            index={Math.min(openIndex, photos.length - 1)}
            total={own ? photos.length : total}
            hasMore={hasNext}
            onLoadMore={loadMore}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
            onToggleHeart={toggleHeart}
          />
        </Suspense>
      )}
    </>
  );
}

/** A tab with no photo (for this guest, in OWN): says which, and how photos get there. */
function EmptyTab({ tab, albumName, own }: { tab: GalleryTabKey; albumName: string | null; own: boolean }) {
  const t = useT();
  let title: string;
  let hint: string;
  if (tab === 'highlights') {
    title = t('gallery.noHighlights');
    hint = t('gallery.noHighlightsHint');
  } else if (albumName !== null) {
    title = t('gallery.albumEmpty', { album: albumName });
    hint = own ? t('gallery.albumEmptyHintOwn') : t('gallery.albumEmptyHint');
  } else {
    title = t('gallery.ownEmpty');
    hint = t('gallery.emptyHintOwn');
  }
  return (
    <div className="rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      <p className="font-medium text-stone-800">{title}</p>
      <p className="mt-1 text-sm text-stone-600">{hint}</p>
    </div>
  );
}
