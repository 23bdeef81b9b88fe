import { use, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { LiveSlideshowQuery } from '../../../__generated__/LiveSlideshowQuery.graphql';
import type { LiveSlideshowAccessLinkQuery } from '../../../__generated__/LiveSlideshowAccessLinkQuery.graphql';
import { pageTitle } from '../../../../../common/brand';
import { fetchGraphQL, graphql, startRequest } from '../../../api/graphqlClient';
import { videoLimitsOf, type GuestEvent } from '../guestEvent';
import { useGalleryUpdates } from '../useLiveGallery';
import { JoinCard } from './JoinCard';
import { TableLeaderBanner } from './TableLeaderBanner';
import { addPhotos, advance, currentPhoto, removePhotos, startSlideshow, type SlidePhoto } from './slideshowState';
import { shownMessage, type SlideMessage } from './guestbookSlides';
import { useSlideshowGuestbook } from './useSlideshowGuestbook';
import { useScreenWakeLock } from '../useScreenWakeLock';
import { galleryAccessAt, slideshowClosedReason, type GalleryAccessValue } from '../../../../../common/gallery-modes';
import {
  albumOf,
  galleryFilterOf,
  liveForTab,
  openTab,
  tabFromSearch,
  type GalleryTabKey,
} from '../gallery/galleryTabs';
import { formatWeekdayAndTime } from '../../../format';
import { timeLeft } from '../countdown';
import { useT } from '../../../i18n/useT';
import {
  endWatch,
  failWatch,
  resumeWatch,
  startWatch,
  videoVerdict,
  watchPosition,
  type VideoWatch,
} from './videoSlide';
import { say } from '../../../i18n/words';

/** How long a photo stays on screen; newly approved ones get their turn sooner. */
const SLIDE_MS = 7000;
const NEW_PHOTO_MS = 3000;
/** How long a guestbook message stays on screen (time to read a few lines from across the room). */
const MESSAGE_MS = 9000;
/** The rotation: the most recent approved photos. */
const ROTATION_SIZE = 100;
/** How often the video on screen is checked for a stall or a slow start. */
const VIDEO_CHECK_MS = 500;

const slidesQuery = graphql`
  query LiveSlideshowQuery(
    $slug: String!
    $pin: String
    $first: Int!
    $albumId: ID
    $highlights: Boolean
    $mostLovedFirst: Boolean
  ) {
    eventGallery(
      slug: $slug
      pin: $pin
      first: $first
      albumId: $albumId
      highlights: $highlights
      mostLovedFirst: $mostLovedFirst
    ) {
      edges {
        node {
          id
          url
          uploaderName
          mediaType
          videoUrl
        }
      }
    }
  }
`;

const accessLinkQuery = graphql`
  query LiveSlideshowAccessLinkQuery($slug: String!) {
    publicEvent(slug: $slug) {
      __typename
      ... on PublicEventSuccess {
        event {
          viewerHostedEvent {
            guestAccessUrl
          }
        }
      }
    }
  }
`;

/**
 * What the corner QR code opens: the access link when one of the event's hosts runs the slideshow, so
 * guests who scan it are in without typing the PIN (decision 043); the plain guest link otherwise.
 */
function useJoinUrl(slug: string): string {
  const plain = `${window.location.origin}/e/${encodeURIComponent(slug)}`;
  const [accessUrl, setAccessUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    startRequest<LiveSlideshowAccessLinkQuery>(accessLinkQuery, { slug }).then(
      ({ publicEvent: result }) => {
        const url = result.__typename === 'PublicEventSuccess' ? result.event.viewerHostedEvent?.guestAccessUrl : null;
        if (current) setAccessUrl(url ?? null);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [slug]);
  return accessUrl ?? plain;
}

const firstSlides = new Map<string, Promise<SlidePhoto[]>>();

/**
 * The rotation's first photos: the whole gallery, or one album's (`?album=12`) or the highlights'; with
 * `?order=loved` the most loved first (issue 33: guests' hearts, ties newest first).
 */
function loadSlides(
  slug: string,
  pin: string | null,
  filter: { albumId: string | null; highlights: boolean | null },
  mostLovedFirst: boolean,
): Promise<SlidePhoto[]> {
  const key = JSON.stringify([slug, pin, filter.albumId, filter.highlights, mostLovedFirst]);
  let slides = firstSlides.get(key);
  if (!slides) {
    slides = startRequest<LiveSlideshowQuery>(slidesQuery, {
      slug,
      pin,
      first: ROTATION_SIZE,
      ...filter,
      mostLovedFirst: mostLovedFirst || null,
    }).then((data) => data.eventGallery.edges.map(({ node }) => toSlide(node)));
    firstSlides.set(key, slides);
  }
  return slides;
}

/**
 * The server signs file addresses of PIN-protected events: they open without the PIN. A video not ready
 * to play (no web copy yet) shows as its poster, like a photo.
 */
function toSlide(node: {
  id: string;
  url: string;
  uploaderName?: string | null;
  mediaType?: string | null;
  videoUrl?: string | null;
}): SlidePhoto {
  const video = node.mediaType === 'VIDEO' && node.videoUrl ? { url: node.videoUrl } : null;
  return { id: node.id, url: node.url, uploaderName: node.uploaderName ?? null, video };
}

type LiveSlideshowProps = { event: GuestEvent; slug: string; pin: string | null; onRefresh: () => void };

/**
 * What the address asks the slideshow to play (`?album=12`, `?album=highlights`). Highlights stay chosen
 * before the first star (the screen waits for them rather than play everything); an album the event no
 * longer has plays the whole gallery.
 */
function slideshowTab(event: GuestEvent): GalleryTabKey {
  const requested = tabFromSearch(window.location.search);
  return requested === 'highlights' ? requested : openTab(requested, event.albums, event.hasHighlights);
}

/** The address asks for the most loved photos first (`?order=loved`, the hosts' slideshow link). */
function lovedFirstInAddress(): boolean {
  return new URLSearchParams(window.location.search).get('order') === 'loved';
}

/**
 * /e/{slug}/live: a full-screen slideshow for a screen at the venue. It cycles the approved photos;
 * photos the hosts approve jump in within seconds; a corner card invites guests to scan and upload.
 * `?album=12` plays one album (its first photos and those approved into it since), `?album=highlights`
 * the hosts' starred photos; `?order=loved` starts with the most loved (issue 33).
 */
export default function LiveSlideshow({ event, slug, pin, onRefresh }: LiveSlideshowProps) {
  // Read once: the screen keeps playing what it was opened for.
  const t = useT();
  const [tab] = useState(() => slideshowTab(event));
  const [lovedFirst] = useState(lovedFirstInAddress);
  const album = albumOf(tab, event.albums);
  const playing = tab === 'highlights' ? t('gallery.tabHighlights') : (album?.name ?? null);
  const initial = use(loadSlides(slug, pin, galleryFilterOf(tab, event.albums), lovedFirst));
  const [state, setState] = useState(() => startSlideshow(initial));
  const [paused, setPaused] = useState(false);
  // Before a reveal the server sends no photos (decision 052): a countdown shows until its message opens them.
  const [access, setAccess] = useState<GalleryAccessValue | '%future added value'>(() =>
    galleryAccessAt(event.galleryMode, event.revealAt, new Date()),
  );
  const [photoCount, setPhotoCount] = useState(event.photoCount);
  // Bumped by every change of the approved photos: the table moment asks again who leads.
  const [photosVersion, setPhotosVersion] = useState(0);
  // When the photo on screen appeared (set by the effect below before any timer reads it).
  const shownAt = useRef(0);
  // Guestbook messages come up between photos (issue 33); a new one gets its turn soon, as new photos do.
  const [guestbook, nextGuestbookSlide] = useSlideshowGuestbook(slug, pin);
  const message = shownMessage(guestbook);
  const photo = message ? null : currentPhoto(state);
  const hasNewPhotos = state.upNext.length > 0 || guestbook.upNext.length > 0;
  const showingVideo = Boolean(photo?.video);
  useScreenWakeLock();

  useGalleryUpdates(slug, pin, {
    update: ({ added, removedIds, access: nowAccess, photoCount: count, eventChanged }) => {
      // Albums or stars changed (decision 053): photos filed in this album or starred since join the rotation.
      if (eventChanged && tab !== 'all') {
        const filter = galleryFilterOf(tab, event.albums);
        void fetchGraphQL<LiveSlideshowQuery>(slidesQuery, {
          slug,
          pin,
          first: ROTATION_SIZE,
          ...filter,
          mostLovedFirst: lovedFirst || null,
        }).then(
          (data) =>
            setState((current) =>
              addPhotos(
                current,
                data.eventGallery.edges.map(({ node }) => toSlide(node)),
              ),
            ),
          () => undefined,
        );
      }
      setAccess(nowAccess);
      setPhotoCount(count);
      setState((current) =>
        removePhotos(
          addPhotos(
            current,
            liveForTab(added, tab).map((node) => toSlide(node)),
          ),
          removedIds,
        ),
      );
      if (added.length > 0 || removedIds.length > 0) setPhotosVersion((version) => version + 1);
    },
    // Switched off, or the PIN changed: the page loads again and shows why.
    closed: onRefresh,
  });

  useEffect(() => {
    shownAt.current = Date.now();
  }, [state.currentId, guestbook.showingId]);

  /**
   * The slide on screen has had its turn: a guestbook message may come up, else the next photo. After a
   * message the photos go on where they were, with the next one.
   */
  const hasPhotos = state.photos.length > 0;
  const nextTurn = useEffectEvent(() => {
    const wasMessage = guestbook.showingId !== null;
    nextGuestbookSlide(hasPhotos);
    if (!wasMessage) setState((current) => advance(current));
  });

  // A photo's or a message's turn is timed here; a video's ends with the video (SlideVideo).
  useEffect(() => {
    if (paused || showingVideo) return;
    const turn = guestbook.showingId !== null ? MESSAGE_MS : hasNewPhotos ? NEW_PHOTO_MS : SLIDE_MS;
    const timer = window.setTimeout(() => nextTurn(), Math.max(shownAt.current + turn - Date.now(), 300));
    return () => window.clearTimeout(timer);
  }, [state.currentId, guestbook.showingId, guestbook.messages.length, hasNewPhotos, paused, showingVideo]);

  /** The video on screen has had its turn (or cannot play): the next slide, unless the guest moved on. */
  const videoDone = (id: string) => {
    if (state.currentId !== id || guestbook.showingId !== null) return;
    nextGuestbookSlide(hasPhotos);
    setState((current) => advance(current));
  };

  // The next photo is fetched while this one shows, so the change is instant.
  const upcoming = currentPhoto(advance(state));
  useEffect(() => {
    if (upcoming) new Image().src = upcoming.url;
  }, [upcoming]);

  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') setState((current) => advance(current, 1));
    else if (e.key === 'ArrowLeft') setState((current) => advance(current, -1));
    else if (e.key === ' ') setPaused((value) => !value);
    else if (e.key === 'f' || e.key === 'F') void toggleFullscreen();
    else return;
    e.preventDefault();
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const joinUrl = useJoinUrl(slug);
  // Before a reveal a countdown; in OWN and a drop box (decision 052) the screen, a guest's view, has no
  // photos to play, ever: it says so rather than wait.
  const revealing = access === 'NONE' && event.galleryMode === 'SHARED' && !!event.revealAt;
  const closedWords = revealing ? null : slideshowClosedReason(access);
  const closedReason = closedWords ? say(closedWords) : null;
  const albumLine = playing && <p className="mt-1 text-base font-medium tracking-wide text-white/75">{playing}</p>;

  return (
    <div className="fixed inset-0 overflow-hidden bg-stone-950 text-white" data-testid="live-slideshow">
      <title>{pageTitle(t('slideshow.pageTitle', { title: event.title }))}</title>
      <h1 className="sr-only">
        {playing
          ? t('slideshow.headingPlaying', { title: event.title, playing })
          : t('slideshow.heading', { title: event.title })}
      </h1>
      {closedReason ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center px-8 text-center">
          <p className="font-display text-4xl font-semibold sm:text-5xl">{event.title}</p>
          <p className="mt-4 max-w-xl text-xl text-white/80">{closedReason}</p>
        </div>
      ) : message ? (
        <MessageSlide message={message} title={event.title} />
      ) : photo ? (
        <figure className="absolute inset-0 m-0">
          {photo.video ? (
            <SlideVideo
              key={photo.id}
              photo={photo}
              videoUrl={photo.video.url}
              paused={paused}
              limitSeconds={videoLimitsOf(event).slideshowSeconds}
              onDone={() => videoDone(photo.id)}
            />
          ) : (
            <SlideImage key={photo.id} photo={photo} />
          )}
          <figcaption className="absolute bottom-6 left-6 max-w-[60%] rounded-2xl bg-black/45 px-5 py-3 backdrop-blur-sm">
            <p className="font-display text-2xl font-semibold sm:text-3xl">{event.title}</p>
            {albumLine}
            {photo.uploaderName && (
              <p className="mt-1 text-lg text-white/85">{t('gallery.sharedBy', { name: photo.uploaderName })}</p>
            )}
          </figcaption>
        </figure>
      ) : revealing && event.revealAt ? (
        <RevealScreen title={event.title} revealAt={event.revealAt} timeZone={event.timeZone} photoCount={photoCount} />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center px-8 text-center">
          <p className="font-display text-4xl font-semibold sm:text-5xl">{event.title}</p>
          {albumLine}
          <p className="mt-4 max-w-xl text-xl text-white/80">
            {tab === 'highlights'
              ? t('slideshow.emptyHighlights')
              : album
                ? t('slideshow.emptyAlbum', { album: album.name })
                : t('slideshow.empty')}
          </p>
        </div>
      )}
      <TableLeaderBanner slug={slug} pin={pin} version={photosVersion} />
      <JoinCard url={joinUrl} label={`${window.location.host}/e/${slug}`} large={!photo && !message} />
      <p aria-live="polite" className="sr-only">
        {closedReason
          ? t('slideshow.nothing')
          : message
            ? t('slideshow.showingMessage', { name: message.name })
            : photo
              ? showingText(photo, t)
              : t('gallery.empty')}
      </p>
      <Controls paused={paused} onTogglePause={() => setPaused((value) => !value)} />
    </div>
  );
}

/** What the screen reader hears as a photo or video comes up. */
function showingText(photo: SlidePhoto, t: ReturnType<typeof useT>): string {
  const name = photo.uploaderName;
  if (photo.video) return name ? t('slideshow.showingVideoBy', { name }) : t('slideshow.showingVideo');
  return name ? t('slideshow.showingPhotoBy', { name }) : t('slideshow.showingPhoto');
}

/** The type size a message gets: short ones large, the longest (1,000 characters) still on one screen. */
function messageTextClass(text: string): string {
  if (text.length <= 120) return 'text-4xl leading-snug sm:text-6xl';
  if (text.length <= 350) return 'text-3xl leading-snug sm:text-4xl';
  return 'text-xl leading-relaxed sm:text-2xl';
}

/** A guestbook message as a large card between photos: the words as text, line breaks kept, and who wrote them. */
function MessageSlide({ message, title }: { message: SlideMessage; title: string }) {
  const t = useT();
  return (
    <figure className="absolute inset-0 m-0 flex items-center justify-center overflow-hidden bg-gradient-to-br from-stone-900 via-stone-950 to-rose-950 px-8 py-24 sm:px-16 lg:pr-80">
      <div className="max-h-full w-full max-w-5xl overflow-hidden rounded-3xl bg-white/10 p-8 shadow-2xl ring-1 ring-white/15 backdrop-blur-sm sm:p-12">
        <p className="text-base font-semibold tracking-widest text-rose-200 uppercase">
          {t('slideshow.guestbook', { title })}
        </p>
        <blockquote
          className={`mt-6 font-display break-words whitespace-pre-line ${messageTextClass(message.message)}`}
        >
          {message.message}
        </blockquote>
        <figcaption className="mt-8 text-2xl text-white/85 sm:text-3xl">— {message.name}</figcaption>
      </div>
    </figure>
  );
}

/** The slideshow before the reveal: how many photos wait, when they show, and the time left. */
function RevealScreen({
  title,
  revealAt,
  timeZone,
  photoCount,
}: {
  title: string;
  revealAt: string;
  timeZone: string | null;
  photoCount: number;
}) {
  const t = useT();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(new Date(revealAt), now);
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center px-8 text-center">
      <p className="font-display text-4xl font-semibold sm:text-5xl">{title}</p>
      <p className="mt-4 max-w-xl text-xl text-white/80">
        {t('slideshow.reveal', { count: photoCount, when: formatWeekdayAndTime(revealAt, timeZone) })}
      </p>
      <p role="timer" className="mt-6 font-display text-6xl font-semibold tabular-nums sm:text-7xl">
        {left ? countdownText(left, t) : t('slideshow.opening')}
      </p>
    </div>
  );
}

/** '2d 03:04:05', or '03:04:05' on the last day. */
function countdownText(
  left: { days: number; hours: number; minutes: number; seconds: number },
  t: ReturnType<typeof useT>,
): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const time = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  return left.days > 0 ? t('slideshow.countdownDays', { days: left.days, time }) : time;
}

/** One photo, faded in once loaded (a black screen never flashes between two photos). */
function SlideImage({ photo, alt }: { photo: SlidePhoto; alt?: string }) {
  const t = useT();
  const [loaded, setLoaded] = useState(false);
  return (
    <img
      src={photo.url}
      alt={alt ?? (photo.uploaderName ? t('slideshow.photoBy', { name: photo.uploaderName }) : t('slideshow.photo'))}
      onLoad={() => setLoaded(true)}
      className={`absolute inset-0 size-full object-contain transition-opacity duration-700 motion-reduce:transition-none ${loaded ? 'opacity-100' : 'opacity-0'}`}
    />
  );
}

/**
 * One video (issue 30): muted (the screen is at a party, and browsers only autoplay muted videos), inline,
 * over its poster frame, which shows while it loads. It plays until it ends or has played `limitSeconds`;
 * one that fails, never starts or stalls is skipped (videoSlide.ts), so the screen never sticks. Pausing
 * the slideshow pauses it.
 */
function SlideVideo({
  photo,
  videoUrl,
  paused,
  limitSeconds,
  onDone,
}: {
  photo: SlidePhoto;
  videoUrl: string;
  paused: boolean;
  limitSeconds: number;
  onDone: () => void;
}) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  // Read by the element's events and the timer, which outlive a render. Its clock starts when it plays
  // (the effect below), not at render.
  const watch = useRef<VideoWatch>(startWatch(0));
  const finished = useRef(false);
  const latest = useRef({ paused, limitSeconds, onDone });
  useEffect(() => {
    latest.current = { paused, limitSeconds, onDone };
  });

  const update = useCallback((change: (current: VideoWatch) => VideoWatch) => {
    watch.current = change(watch.current);
    const { paused: isPaused, limitSeconds: limit, onDone: done } = latest.current;
    if (finished.current || isPaused || videoVerdict(watch.current, Date.now(), limit) === 'play') return;
    finished.current = true;
    ref.current?.pause();
    done();
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (paused) {
      video.pause();
      return;
    }
    watch.current = resumeWatch(watch.current, Date.now());
    // Set on the element itself: the `muted` prop does not always reach it before play().
    video.muted = true;
    video.play().catch((error: unknown) => {
      // Refused (autoplay blocked) or unplayable: skipped. An AbortError only means it was paused or removed.
      if (!(error instanceof DOMException && error.name === 'AbortError')) update(failWatch);
    });
    const timer = window.setInterval(() => update((current) => current), VIDEO_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [paused, update]);

  const progress = () => {
    const video = ref.current;
    if (video && !video.paused) update((current) => watchPosition(current, video.currentTime, Date.now()));
  };

  return (
    <>
      <SlideImage photo={photo} alt="" />
      <video
        ref={ref}
        src={videoUrl}
        poster={photo.url}
        aria-label={photo.uploaderName ? t('slideshow.videoBy', { name: photo.uploaderName }) : t('slideshow.video')}
        muted
        autoPlay
        playsInline
        preload="auto"
        onPlaying={() => {
          setPlaying(true);
          progress();
        }}
        onTimeUpdate={progress}
        onEnded={() => update(endWatch)}
        onError={() => update(failWatch)}
        className={`absolute inset-0 size-full object-contain transition-opacity duration-700 motion-reduce:transition-none ${playing ? 'opacity-100' : 'opacity-0'}`}
      />
    </>
  );
}

function toggleFullscreen(): Promise<void> {
  if (document.fullscreenElement) return document.exitFullscreen();
  return document.documentElement.requestFullscreen().catch(() => undefined);
}

/** Top-right controls, shown while the mouse moves (the screen stays clean otherwise). */
function Controls({ paused, onTogglePause }: { paused: boolean; onTogglePause: () => void }) {
  const t = useT();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let timer = window.setTimeout(() => setVisible(false), 3000);
    const show = () => {
      setVisible(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setVisible(false), 3000);
    };
    window.addEventListener('pointermove', show);
    window.addEventListener('keydown', show);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointermove', show);
      window.removeEventListener('keydown', show);
    };
  }, []);
  const buttonClass =
    'rounded-full bg-black/50 px-4 py-2 text-sm font-medium text-white backdrop-blur-sm hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white';
  return (
    <div
      className={`absolute top-4 right-4 flex items-center gap-2 transition-opacity duration-300 focus-within:opacity-100 motion-reduce:transition-none ${visible ? 'opacity-100' : 'cursor-none opacity-0'}`}
    >
      <button type="button" className={buttonClass} onClick={onTogglePause}>
        {paused ? t('slideshow.play') : t('slideshow.pause')}
      </button>
      <button type="button" className={buttonClass} onClick={() => void toggleFullscreen()}>
        {t('slideshow.fullScreen')}
      </button>
    </div>
  );
}
