import { LinkIcon, ShareIcon } from '../../../components/icons';
import { canShareNatively, useShareLink } from '../../../share';
import { useT } from '../../../i18n/useT';

/**
 * The first thing on an event's overview: the guest link, with one button that opens the phone's
 * share sheet (copying where there is none) and one that copies, each answered by a small toast.
 */
export function ShareWithGuests({ title, shareUrl, active }: { title: string; shareUrl: string; active: boolean }) {
  const t = useT();
  const { copy, share } = useShareLink(title, shareUrl);
  const native = canShareNatively();

  return (
    <section
      aria-labelledby="share-with-guests-heading"
      className="rounded-2xl border border-rose-200 bg-rose-50 p-5 sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-6"
    >
      <div className="min-w-0">
        <h2 id="share-with-guests-heading" className="text-lg font-semibold text-stone-900">
          {t('manage.share.heading')}
        </h2>
        {active ? (
          <a href={shareUrl} target="_blank" rel="noopener" className="mt-1 block text-sm break-all text-link">
            {shareUrl}
          </a>
        ) : (
          <p className="mt-1 text-sm text-stone-600">{t('manage.share.inactive')}</p>
        )}
      </div>
      {active && (
        <div className="mt-4 flex flex-col gap-2 sm:mt-0 sm:shrink-0 sm:flex-row">
          {native && (
            <button type="button" className="btn-primary" onClick={() => void share()}>
              <ShareIcon className="size-4" />
              {t('manage.share.heading')}
            </button>
          )}
          <button type="button" className={native ? 'btn-secondary' : 'btn-primary'} onClick={() => void copy()}>
            <LinkIcon className="size-4" />
            {t('manage.share.copy')}
          </button>
        </div>
      )}
    </section>
  );
}
