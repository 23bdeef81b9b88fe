import { useEffect, useEffectEvent, useId, useRef, useState, useTransition, type ReactNode } from 'react';
import { pageTitle } from '../../../../common/brand';
import { EventCountdown } from './EventCountdown';
import { EventDetails } from './EventDetails';
import { EventHero } from './EventHero';
import { EventLocation } from './EventLocation';
import { videoLimitsOf, type GuestEvent } from './guestEvent';
import { GallerySection } from './GallerySection';
import { PhotoUploadButton } from './PhotoUploadButton';
import { RsvpCard } from './RsvpCard';
import { ShareEvent } from './ShareEvent';
import { TableNote } from './TableNote';
import { ThankYouNote } from './ThankYouNote';
import { useEventPhase } from './useEventPhase';
import { cardClass, headingClass } from './styles';
import { useLiveGallery } from './useLiveGallery';
import { YourPhotos } from './YourPhotos';
import { RevealCountdown } from './RevealCountdown';
import { galleryAccessAt, uploadInvitation } from '../../../../common/gallery-modes';
import { albumsWithLive } from './gallery/galleryTabs';
import { GuestbookSection } from './guestbook/GuestbookSection';
import { useT } from '../../i18n/useT';
import { say } from '../../i18n/words';

type EventViewProps = {
  event: GuestEvent;
  slug: string;
  pin: string | null;
  /** Loads the event again (its photo count), keeping the page on screen meanwhile. */
  onRefresh: () => void;
};

/**
 * The event itself, phones first, in the order its phase asks for (common/event-phase.ts):
 * - before the day: hero, photos button, countdown, about, RSVP, gallery, details, map, sharing;
 * - on the day: the gallery comes up under the photos button, and a 'Share photos' button stays
 *   within reach at the bottom of the screen;
 * - after: the couple's thank-you and the gallery first, the RSVP folded away.
 */
export function EventView({ event: data, slug, pin, onRefresh }: EventViewProps) {
  const t = useT();
  const aboutId = useId();
  const phase = useEventPhase(data.dateTime, data.timeZone);
  const [galleryVersion, setGalleryVersion] = useState(0);
  const [myPhotosVersion, setMyPhotosVersion] = useState(0);
  // The uploader's name defaults to the guest's RSVP: the one on record, or the one just sent.
  const [rsvpName, setRsvpName] = useState<string | null>(null);
  // The sticky bar at the end of the page, where the day's 'Share photos' button goes.
  const [floatingSlot, setFloatingSlot] = useState<HTMLDivElement | null>(null);
  const [, startTransition] = useTransition();
  // Events take videos unless their hosts turned them off (issue 30).
  const { allowVideos } = data;

  // Photos approved on arrival show at once: the count and the gallery are loaded again.
  const onPhotosPublished = () =>
    startTransition(() => {
      setGalleryVersion((version) => version + 1);
      onRefresh();
    });

  // Approvals by the hosts show while the page is open; a drop in the connection reloads the photos.
  const live = useLiveGallery(slug, pin, {
    onClosed: onRefresh,
    onReconnected: onPhotosPublished,
    onEventChanged: () => startTransition(onRefresh),
    // A large change came as the first page (a bulk approval): the next pages and the albums' counts again.
    onStartOver: onPhotosPublished,
  });

  // What the guest sees of the gallery (decision 052): the server's word once it spoke, the event's mode
  // and reveal time until then. A change (the reveal) loads the gallery again, for its next pages.
  const access = live.access ?? galleryAccessAt(data.galleryMode, data.revealAt, new Date());
  const [shownAccess, setShownAccess] = useState(access);
  if (access !== shownAccess) {
    setShownAccess(access);
    setGalleryVersion((version) => version + 1);
  }
  // The albums' counts and the highlights are as this guest sees them: a new access reads the event again.
  const accessRead = useRef(access);
  const refreshEvent = useEffectEvent(onRefresh);
  useEffect(() => {
    if (accessRead.current === shownAccess) return;
    accessRead.current = shownAccess;
    refreshEvent();
  }, [shownAccess]);

  // Each new read of the event (album changes, moves and stars come that way): the open album or Highlights
  // tab loads again. Photos approved into an album since the last read add to its count meanwhile.
  const [eventVersion, setEventVersion] = useState(0);
  const [readEvent, setReadEvent] = useState<{ data: GuestEvent; liveIds: ReadonlySet<string> }>(() => ({
    data,
    liveIds: new Set(),
  }));
  if (data !== readEvent.data) {
    setReadEvent({ data, liveIds: new Set(live.added.map((photo) => photo.id)) });
    setEventVersion((version) => version + 1);
  }
  const albums = albumsWithLive(data.albums, live.added, readEvent.liveIds);

  const column = 'mx-auto w-full max-w-3xl space-y-6 px-4 sm:space-y-8 sm:px-6';

  const uploads = (
    <>
      {data.viewerTable && <TableNote name={data.viewerTable.name} />}
      <PhotoUploadButton
        slug={slug}
        pin={pin}
        suggestedName={rsvpName ?? data.viewerRsvp?.fullName ?? ''}
        allowVideos={allowVideos}
        videoLimits={videoLimitsOf(data)}
        albums={data.albums}
        requireAlbum={data.requireAlbum}
        onPhotoSent={() => setMyPhotosVersion((version) => version + 1)}
        onPhotosPublished={onPhotosPublished}
        invitation={say(uploadInvitation(data.galleryMode))}
        floatingSlot={phase === 'day' ? floatingSlot : null}
      />
      <YourPhotos slug={slug} pin={pin} version={myPhotosVersion} allowVideos={allowVideos} />
    </>
  );

  const about = data.description && (
    <section aria-labelledby={aboutId} className={cardClass}>
      <h2 id={aboutId} className={headingClass}>
        {t('page.about')}
      </h2>
      <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-700">{data.description}</p>
    </section>
  );

  const rsvp = <RsvpCard event={data} slug={slug} pin={pin} onAnswered={setRsvpName} folded={phase === 'after'} />;

  const photoCount = live.photoCount ?? data.photoCount;
  // A drop box has no gallery: the upload card and Your photos are the guest's part.
  let gallery: ReactNode = null;
  if (access === 'ALL' || access === 'OWN') {
    gallery = (
      <GallerySection
        slug={slug}
        pin={pin}
        photoCount={photoCount}
        version={galleryVersion}
        live={live}
        own={access === 'OWN'}
        albums={albums}
        hasHighlights={data.hasHighlights}
        eventVersion={eventVersion}
      />
    );
  } else if (data.galleryMode === 'SHARED' && data.revealAt) {
    gallery = (
      <RevealCountdown
        revealAt={data.revealAt}
        timeZone={data.timeZone}
        photoCount={photoCount}
        onRevealTime={onPhotosPublished}
      />
    );
  }

  // After the photos in every phase: what guests write sits with what they shared.
  const guestbook = (
    <div className={`${column} pt-6 sm:pt-8`}>
      <GuestbookSection
        slug={slug}
        pin={pin}
        suggestedName={rsvpName ?? data.viewerRsvp?.fullName ?? ''}
        timeZone={data.timeZone}
        access={access}
      />
    </div>
  );

  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-stone-50">
      <title>{pageTitle(data.title)}</title>
      <EventHero event={data} />

      {phase === 'before' && (
        <>
          <div className={`${column} py-6 sm:py-8`}>
            {uploads}
            <EventCountdown dateTime={data.dateTime} />
            {about}
            {rsvp}
          </div>
          {gallery}
          {guestbook}
        </>
      )}

      {phase === 'day' && (
        <>
          <div className={`${column} py-6 sm:py-8`}>
            {uploads}
            {/* Until the ceremony begins; it hides itself once the moment has come. */}
            <EventCountdown dateTime={data.dateTime} />
          </div>
          {gallery}
          {guestbook}
          <div className={`${column} pt-6 sm:pt-8`}>
            {about}
            {rsvp}
          </div>
        </>
      )}

      {phase === 'after' && (
        <>
          <div className={`${column} py-6 sm:py-8`}>
            <ThankYouNote event={data} />
          </div>
          {gallery}
          {guestbook}
          <div className={`${column} pt-6 sm:pt-8`}>
            {uploads}
            {about}
            {rsvp}
          </div>
        </>
      )}

      <div className={`${column} pt-6 pb-16 sm:pt-8`}>
        <EventDetails event={data} />
        <EventLocation event={data} />
        <ShareEvent slug={slug} title={data.title} />
      </div>

      {/* On the day: sticks to the bottom of the screen while the page scrolls, and rests at its end in
          the last section's bottom margin, covering nothing there. Only the button inside takes taps. */}
      {phase === 'day' && (
        <div
          ref={setFloatingSlot}
          className="pointer-events-none sticky bottom-[env(safe-area-inset-bottom)] z-30 -mt-16 flex h-16 items-center justify-center px-4"
        />
      )}
    </div>
  );
}
