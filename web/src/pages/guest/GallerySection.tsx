import { lazy, Suspense, use, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { GallerySectionQuery, GallerySectionQuery$data } from '../../__generated__/GallerySectionQuery.graphql';
import { fetchGraphQL, graphql, startRequest } from '../../api/graphqlClient';
import { FallbackImage } from '../../components/FallbackImage';
import { isVideo, mediaName } from '../../components/photo/media';
import { VideoBadge } from '../../components/photo/VideoBadge';
import { GuestErrorBoundary } from './GuestErrorBoundary';
import type { LightboxPhoto } from './Lightbox';
import { headingClass } from './styles';
import type { LiveGallery } from './useLiveGallery';
import { OWN_GALLERY_NOTE } from '../../../../common/gallery-modes';

// The viewer is loaded on the first tap on a photo, not with the page.
const Lightbox = lazy(() => import('./Lightbox'));

/** SPEC §9: the gallery comes 20 photos at a time. */
const PAGE_SIZE = 20;

// One page of the gallery connection: the first with the page, the next ones as the guest scrolls.
const galleryQuery = graphql`
  query GallerySectionQuery($slug: String!, $pin: String, $first: Int!, $after: String) {
    eventGallery(slug: $slug, pin: $pin, first: $first, after: $after) {
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

function loadPage(slug: string, pin: string | null, after: string | null = null): Promise<GalleryPage> {
  return fetchGraphQL<GallerySectionQuery>(galleryQuery, { slug, pin, first: PAGE_SIZE, after }).then(
    (data) => data.eventGallery,
  );
}

// The first page of each gallery shown, by slug, PIN and load (a new load after photos were published,
// or after a failure, asks the server again).
const firstPages = new Map<string, Promise<GalleryPage>>();

function firstPage(slug: string, pin: string | null, fetchKey: string): Promise<GalleryPage> {
  const key = JSON.stringify([slug, pin, fetchKey]);
  let page = firstPages.get(key);
  if (!page) {
    page = startRequest<GallerySectionQuery>(galleryQuery, { slug, pin, first: PAGE_SIZE, after: null }).then(
      (data) => data.eventGallery,
    );
    page.catch(() => undefined);
    firstPages.set(key, page);
  }
  return page;
}

/** Starts loading the first photos together with the page (the section reads them when it shows). */
export function prefetchGallery(slug: string, pin: string | null): void {
  void firstPage(slug, pin, '');
}

export function photoCountText(count: number): string {
  return count === 1 ? '1 photo' : `${count} photos`;
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
};

/** SPEC §2: Photo Gallery, 'N photos', a grid that grows as the guest scrolls, and a lightbox. */
export function GallerySection({ slug, pin, photoCount, version, live, own = false }: GallerySectionProps) {
  const headingId = useId();
  // Relay keeps a failed load's error for a while: trying again asks with a new fetch key.
  const [attempt, setAttempt] = useState(0);
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-5xl px-4 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-1">
        <h2 id={headingId} className={headingClass}>
          Photo Gallery
        </h2>
        {own ? (
          <p className="text-sm font-medium text-stone-600">{OWN_GALLERY_NOTE}</p>
        ) : (
          <p className="text-sm font-medium text-stone-600">{photoCountText(photoCount)}</p>
        )}
      </div>
      <div className="mt-4">
        {photoCount === 0 ? (
          <div className="rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
            <p className="font-medium text-stone-800">No photos yet</p>
            <p className="mt-1 text-sm text-stone-600">
              {own
                ? 'Photos you share appear here once the hosts approve them.'
                : 'Photos appear here once the hosts approve them. Be the first to share one!'}
            </p>
          </div>
        ) : (
          <GuestErrorBoundary
            onRetry={() => setAttempt((value) => value + 1)}
            fallback={(retry) => (
              <div role="alert" className="rounded-3xl bg-white px-6 py-8 text-center text-stone-700">
                <p>The photos could not be loaded.</p>
                <button type="button" className="btn-secondary mt-4" onClick={retry}>
                  Try Again
                </button>
              </div>
            )}
            loading={<GridPlaceholder count={Math.min(photoCount, PAGE_SIZE)} />}
          >
            <GalleryGrid
              slug={slug}
              pin={pin}
              photoCount={photoCount}
              version={version}
              live={live}
              own={own}
              attempt={attempt}
            />
          </GuestErrorBoundary>
        )}
      </div>
    </section>
  );
}

const gridClass = 'grid grid-cols-3 gap-1 sm:grid-cols-4 sm:gap-2 lg:grid-cols-5';

function GridPlaceholder({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading photos" className={gridClass}>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className="aspect-square animate-pulse rounded-md bg-stone-200 motion-reduce:animate-none sm:rounded-lg"
        />
      ))}
    </div>
  );
}

function GalleryGrid({
  slug,
  pin,
  photoCount,
  version,
  live,
  own,
  attempt,
}: GallerySectionProps & { attempt: number }) {
  const fresh = version > 0 || attempt > 0;
  const first = use(firstPage(slug, pin, fresh ? `${version}:${attempt}` : ''));
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
  const nodes = [...live.added, ...pages.flatMap((page) => page.edges.map((edge) => edge.node))].filter(
    (node) => !seen.has(node.id) && seen.add(node.id),
  );

  const photos: LightboxPhoto[] = nodes.map((node, index) => ({
    id: node.id,
    // Addresses come signed by the server for PIN-protected events: the PIN never goes into an image URL.
    url: node.url,
    thumbnailUrl: node.thumbnailUrl,
    width: node.width ?? null,
    height: node.height ?? null,
    uploaderName: node.uploaderName ?? null,
    takenAt: node.takenAt ?? null,
    label: `${mediaName(node, index + 1)}${node.uploaderName ? `, shared by ${node.uploaderName}` : ''}`,
    isVideo: isVideo(node),
    videoUrl: node.videoUrl ?? null,
    durationSeconds: node.durationSeconds ?? null,
  }));

  const loadNext = () => {
    const base = first;
    const count = pages.length - 1;
    setLoadingNext(true);
    loadPage(slug, pin, last.pageInfo.endCursor).then(
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

  // In OWN the count is everyone's: this guest's photos may be none of them.
  if (own && photos.length === 0 && !hasNext) {
    return (
      <div className="rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
        <p className="font-medium text-stone-800">None of your photos is here yet</p>
        <p className="mt-1 text-sm text-stone-600">Photos you share appear here once the hosts approve them.</p>
      </div>
    );
  }

  return (
    <>
      <ul
        className={gridClass}
        aria-label={
          own ? `Your photos (${photos.length})` : `Photos (${photos.length} of ${Math.max(photoCount, photos.length)})`
        }
      >
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className="group relative block aspect-square w-full overflow-hidden rounded-md bg-stone-200 sm:rounded-lg"
              aria-label={`Open ${photo.label}`}
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
          </li>
        ))}
      </ul>
      <div ref={sentinelRef} aria-hidden="true" />
      {hasNext && (
        <div className="mt-6 flex justify-center">
          <button type="button" className="btn-secondary" disabled={isLoadingNext} onClick={loadMore}>
            {isLoadingNext ? 'Loading...' : 'Load more photos'}
          </button>
        </div>
      )}
      {openIndex !== null && photos.length > 0 && (
        <Suspense fallback={null}>
          <Lightbox
            photos={photos}
            index={Math.min(openIndex, photos.length - 1)}
            total={own ? photos.length : photoCount}
            hasMore={hasNext}
            onLoadMore={loadMore}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      )}
    </>
  );
}
