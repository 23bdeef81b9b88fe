import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { mapQuery, mapsEmbedUrl, mapsSearchUrl } from '../../../../common/maps';
import { MapPinIcon } from '../../components/icons';
import { cardClass, headingClass } from './styles';
import type { GuestEvent } from './guestEvent';
import { useT } from '../../i18n/useT';

/**
 * Whether the element has come within `margin` of the viewport (and stays true once it has); true at once
 * where IntersectionObserver is missing.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>, margin: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

/**
 * SPEC §2: an embedded map (no API key needed; the CSP allows frames from www.google.com), or 'Map
 * unavailable' when the event has neither coordinates nor address. The frame is only created when the
 * card nears the screen: even a lazy iframe costs the page's first render a browsing context (30-50 ms
 * on a throttled phone, docs/decisions/039), and the card sits at the bottom of the page.
 */
export function EventLocation({
  event: data,
}: {
  event: Pick<GuestEvent, 'venueName' | 'address' | 'latitude' | 'longitude'>;
}) {
  const t = useT();
  const headingId = useId();
  const mapBox = useRef<HTMLDivElement>(null);
  const showMap = useNearViewport(mapBox, '800px 0px');
  const query = mapQuery(data);
  const place = data.venueName ?? data.address;

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className={headingClass}>
        {t('event.location')}
      </h2>
      {query ? (
        <>
          <div ref={mapBox} className="mt-4 aspect-[4/3] overflow-hidden rounded-2xl bg-stone-100 sm:aspect-video">
            {showMap && (
              <iframe
                title={place ? t('event.mapOf', { place }) : t('event.mapOfVenue')}
                src={mapsEmbedUrl(query)}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className="size-full border-0"
              />
            )}
          </div>
          <a
            href={mapsSearchUrl(query)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-link mt-3 inline-flex min-h-11 items-center gap-1.5"
          >
            <MapPinIcon className="size-4" />
            {t('event.openInMaps')}
          </a>
        </>
      ) : (
        <div className="mt-4 flex flex-col items-center justify-center rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-10 text-center">
          <MapPinIcon className="size-8 text-stone-400" />
          <p className="mt-2 font-medium text-stone-700">{t('event.mapUnavailable')}</p>
          <p className="mt-1 text-sm text-stone-600">{t('event.noLocation')}</p>
        </div>
      )}
    </section>
  );
}
