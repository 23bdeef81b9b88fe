import { useId } from 'react';
import { LinkIcon, ShareIcon } from '../../components/icons';
import { canShareNatively, shareTargets, useShareLink } from '../../share';
import { eventUrl } from './share';
import { cardClass, headingClass } from './styles';
import { useT } from '../../i18n/useT';

const buttonClass = 'btn-secondary w-full px-3';

/**
 * SPEC §2: Share This Event. The phone's own share sheet first where there is one, then WhatsApp,
 * Facebook and Copy Link (which says 'Link copied' in a toast).
 */
export function ShareEvent({ slug, title }: { slug: string; title: string }) {
  const t = useT();
  const headingId = useId();
  const url = eventUrl(slug);
  const { copy, share } = useShareLink(title, url);

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className={headingClass}>
        {t('event.share')}
      </h2>
      <p className="mt-2 text-stone-600">{t('event.shareInvite')}</p>
      <div className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {canShareNatively() && (
          <button
            type="button"
            className="btn-primary col-span-2 w-full px-3 sm:col-span-3"
            onClick={() => void share()}
          >
            <ShareIcon className="size-4" />
            {t('event.shareButton')}
          </button>
        )}
        {shareTargets(title, url).map((target) => (
          <a key={target.name} href={target.href} target="_blank" rel="noopener noreferrer" className={buttonClass}>
            {target.name}
          </a>
        ))}
        <button type="button" className={`${buttonClass} col-span-2 sm:col-span-1`} onClick={() => void copy()}>
          <LinkIcon className="size-4" />
          {t('event.copyLink')}
        </button>
      </div>
    </section>
  );
}
