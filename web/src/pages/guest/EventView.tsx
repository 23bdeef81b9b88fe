import { useId, useState, useTransition } from 'react';
import { pageTitle } from '../../../../common/brand';
import { EventCountdown } from './EventCountdown';
import { EventDetails } from './EventDetails';
import { EventHero } from './EventHero';
import { EventLocation } from './EventLocation';
import type { GuestEvent } from './guestEvent';
import { GallerySection } from './GallerySection';
import { PhotoUploadButton } from './PhotoUploadButton';
import { RsvpCard } from './RsvpCard';
import { ShareEvent } from './ShareEvent';
import { cardClass, headingClass } from './styles';
import { useLiveGallery } from './useLiveGallery';
import { YourPhotos } from './YourPhotos';

type EventViewProps = {
  event: GuestEvent;
  slug: string;
  pin: string | null;
  /** Loads the event again (its photo count), keeping the page on screen meanwhile. */
  onRefresh: () => void;
};

/** The event itself, phones first: hero, countdown, about, RSVP, photos, details, map, sharing. */
export function EventView({ event: data, slug, pin, onRefresh }: EventViewProps) {
  const aboutId = useId();
  const [galleryVersion, setGalleryVersion] = useState(0);
  const [myPhotosVersion, setMyPhotosVersion] = useState(0);
  // The uploader's name defaults to the guest's RSVP: the one on record, or the one just sent.
  const [rsvpName, setRsvpName] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  // Photos approved on arrival show at once: the count and the gallery are loaded again.
  const onPhotosPublished = () =>
    startTransition(() => {
      setGalleryVersion((version) => version + 1);
      onRefresh();
    });

  // Approvals by the hosts show while the page is open; a drop in the connection reloads the photos.
  const live = useLiveGallery(slug, pin, { onClosed: onRefresh, onReconnected: onPhotosPublished });

  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-stone-50">
      <title>{pageTitle(data.title)}</title>
      <EventHero event={data} />

      <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:space-y-8 sm:px-6 sm:py-8">
        <PhotoUploadButton
          slug={slug}
          pin={pin}
          suggestedName={rsvpName ?? data.viewerRsvp?.fullName ?? ''}
          onPhotoSent={() => setMyPhotosVersion((version) => version + 1)}
          onPhotosPublished={onPhotosPublished}
        />

        <YourPhotos slug={slug} pin={pin} version={myPhotosVersion} />

        <EventCountdown dateTime={data.dateTime} />

        {data.description && (
          <section aria-labelledby={aboutId} className={cardClass}>
            <h2 id={aboutId} className={headingClass}>
              About Our Celebration
            </h2>
            <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-700">{data.description}</p>
          </section>
        )}

        <RsvpCard event={data} slug={slug} pin={pin} onAnswered={setRsvpName} />
      </div>

      <GallerySection
        slug={slug}
        pin={pin}
        photoCount={live.photoCount ?? data.photoCount}
        version={galleryVersion}
        live={live}
      />

      <div className="mx-auto w-full max-w-3xl space-y-6 px-4 pt-6 pb-16 sm:space-y-8 sm:px-6 sm:pt-8">
        <EventDetails event={data} />
        <EventLocation event={data} />
        <ShareEvent slug={slug} title={data.title} />
      </div>
    </div>
  );
}
