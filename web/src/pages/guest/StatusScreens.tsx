import type { ReactNode } from 'react';
import { pageTitle } from '../../../../common/brand';
import { AlertIcon, LockIcon } from '../../components/icons';
import { useT } from '../../i18n/useT';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';

type ScreenProps = {
  title: string;
  icon: ReactNode;
  children: ReactNode;
};

/** A centred card on its own: the PIN gate and the states where the event cannot be shown. */
export function GuestScreen({ title, icon, children }: ScreenProps) {
  return (
    <div className="flex min-h-dvh flex-1 flex-col items-center justify-center bg-gradient-to-b from-rose-50 to-stone-50 px-4 py-10">
      <title>{pageTitle(title)}</title>
      <div className="w-full max-w-sm rounded-3xl border border-stone-200 bg-white px-6 py-8 text-center shadow-sm sm:px-8">
        <span
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-rose-100 text-rose-700"
        >
          {icon}
        </span>
        <h1 className="mt-5 font-display text-2xl font-semibold text-stone-900">{title}</h1>
        {children}
      </div>
      {/* A guest at the gate reads it in their language before anything else. */}
      <LanguageSwitcher look="light" className="mt-6" />
    </div>
  );
}

export function LoadingScreen() {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-1 items-center justify-center bg-gradient-to-b from-rose-50 to-stone-50">
      <div role="status" className="flex flex-col items-center gap-4 text-stone-600">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-rose-100 border-t-rose-600 motion-reduce:animate-none"
        />
        <span className="text-sm font-medium">{t('page.loading')}</span>
      </div>
    </div>
  );
}

/** SPEC §2: the hosts switched the event off. */
export function InactiveScreen() {
  const t = useT();
  return (
    <GuestScreen title={t('page.inactiveTitle')} icon={<LockIcon className="size-7" />}>
      <p className="mt-3 text-stone-600">{t('page.inactiveText')}</p>
      <a href="/" className="btn-secondary mt-6 w-full">
        {t('page.goHome')}
      </a>
    </GuestScreen>
  );
}

/** SPEC §2, §8: unknown or deleted events, and failures to load ('Failed to load event'). */
export function UnavailableScreen({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <GuestScreen title={t('page.unavailableTitle')} icon={<AlertIcon className="size-7" />}>
      <p className="mt-3 text-stone-600">{message}</p>
      <div className="mt-6 flex flex-col gap-3">
        {onRetry && (
          <button type="button" className="btn-primary w-full" onClick={onRetry}>
            {t('page.tryAgain')}
          </button>
        )}
        <a href="/" className={`${onRetry ? 'btn-secondary' : 'btn-primary'} w-full`}>
          {t('page.goHome')}
        </a>
      </div>
    </GuestScreen>
  );
}
