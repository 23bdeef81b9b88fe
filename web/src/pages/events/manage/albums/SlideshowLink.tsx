import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SlideshowLink_event$key } from '../../../../__generated__/SlideshowLink_event.graphql';
import { slideshowHref, type SlideshowChoice } from './albumChoices';
import { useT } from '../../../../i18n/useT';

const fragment = graphql`
  fragment SlideshowLink_event on Event {
    shareUrl
    albums {
      databaseId
      name
    }
  }
`;

/**
 * 'Open Live Slideshow', and with albums a choice of what it plays (decision 053): every approved photo,
 * the starred ones (Highlights) or one album's (`/live?album=<databaseId>`, `?album=highlights`); and whether
 * the most loved play first (`order=loved`, issue 33).
 */
export function SlideshowLink({ event: eventKey }: { event: SlideshowLink_event$key }) {
  const t = useT();
  const event = useFragment(fragment, eventKey);
  const id = useId();
  const [choice, setChoice] = useState<SlideshowChoice>('all');
  const [lovedFirst, setLovedFirst] = useState(false);
  // An album deleted meanwhile plays everything.
  const current =
    typeof choice === 'number' && !event.albums.some((album) => album.databaseId === choice) ? 'all' : choice;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-center gap-3">
      {event.albums.length > 0 && (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-play`} className="text-sm font-medium text-stone-800">
            {t('albums.play')}
          </label>
          <select
            id={`${id}-play`}
            className="field-input min-h-11 w-auto"
            value={String(current)}
            onChange={(change) => {
              const value = change.target.value;
              setChoice(value === 'all' || value === 'highlights' ? value : Number(value));
            }}
          >
            <option value="all">{t('albums.allPhotos')}</option>
            <option value="highlights">{t('albums.highlights')}</option>
            {event.albums.map((album) => (
              <option key={album.databaseId} value={String(album.databaseId)}>
                {album.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          className="size-5 accent-rose-600"
          checked={lovedFirst}
          onChange={(change) => setLovedFirst(change.target.checked)}
        />
        {t('albums.lovedFirst')}
      </label>
      <a
        href={slideshowHref(event.shareUrl, current, lovedFirst)}
        target="_blank"
        rel="noopener"
        className="btn-secondary"
      >
        {t('albums.openSlideshow')}
      </a>
    </div>
  );
}
