import { FallbackImage } from '../../components/FallbackImage';
import { formatLongDay } from '../../format';
import { HeartIcon } from '../../components/icons';
import type { GuestEvent } from './guestEvent';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';

/** Without a picture (or when it fails to load): a soft pattern in the page's colours. */
function HeroBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 bg-rose-900 bg-[radial-gradient(circle_at_20%_20%,rgb(251_113_133/0.45),transparent_45%),radial-gradient(circle_at_85%_30%,rgb(245_158_11/0.3),transparent_40%),radial-gradient(circle_at_50%_100%,rgb(136_19_55/0.9),transparent_60%)]"
    >
      <HeartIcon className="absolute top-8 right-6 size-24 rotate-12 text-white/10 sm:right-16 sm:size-40" />
      <HeartIcon className="absolute top-24 left-4 size-12 -rotate-12 text-white/10 sm:left-20 sm:size-20" />
    </div>
  );
}

/**
 * The top of the guest page: the names, the title and the day over the event's picture, which the server
 * chooses (heroImageUrl: the cover or, without one, the hosts' first starred photo everyone may see, as in
 * the link preview).
 */
export function EventHero({
  event: data,
}: {
  event: Pick<GuestEvent, 'title' | 'coupleNames' | 'dateTime' | 'timeZone' | 'venueName' | 'heroImageUrl'>;
}) {
  return (
    <header className="relative isolate overflow-hidden bg-rose-950 text-white">
      <HeroBackdrop />
      {data.heroImageUrl && (
        <FallbackImage
          src={data.heroImageUrl}
          alt=""
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
          // The backdrop above shows through when the picture cannot be loaded.
          hideWhenBroken
        />
      )}
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/45 to-black/10" />
      <div className="relative mx-auto flex min-h-[22rem] max-w-3xl flex-col justify-end px-4 pt-16 pb-8 [text-shadow:0_1px_12px_rgb(0_0_0/0.45)] sm:min-h-[30rem] sm:px-6 sm:pb-12">
        {data.coupleNames && (
          <p className="text-sm font-semibold tracking-[0.2em] text-rose-100 uppercase">{data.coupleNames}</p>
        )}
        <h1 className="mt-2 font-display text-4xl leading-tight font-semibold text-balance sm:text-6xl">
          {data.title}
        </h1>
        <p className="mt-3 text-base text-stone-100 sm:text-lg">
          <time dateTime={data.dateTime}>{formatLongDay(data.dateTime, data.timeZone)}</time>
          {data.venueName && <span> · {data.venueName}</span>}
        </p>
      </div>
      {/* In the picture's empty corner: no room taken from the page on a phone. */}
      <LanguageSwitcher look="photo" className="absolute top-3 right-3 z-10 sm:top-4 sm:right-6" />
    </header>
  );
}
