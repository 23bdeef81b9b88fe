import { useNavigate } from 'react-router';
import { pageTitle } from '../../../common/brand';
import { paths } from '../../../common/paths';
import { useT } from '../i18n/useT';

type ErrorScreenProps = {
  title?: string;
  message?: string;
  /** Where 'Go Back' leads when this page is the first of the tab's history. */
  fallbackHref?: string;
};

/** React Router keeps the position in the tab's history in `history.state.idx`. */
function hasPreviousPage(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * What a page shows instead of itself when it fails to render (SPEC §2): Reload Page, Go Back.
 * Use it as a route module's `ErrorBoundary`, or inside one.
 */
export function ErrorScreen({
  title: givenTitle,
  message: givenMessage,
  fallbackHref = paths.home.href(),
}: ErrorScreenProps) {
  const t = useT();
  const title = givenTitle ?? t('errors.title');
  const message = givenMessage ?? t('errors.message');
  const navigate = useNavigate();
  const goBack = () => {
    if (hasPreviousPage()) void navigate(-1);
    else void navigate(fallbackHref, { replace: true });
  };
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <title>{pageTitle(title)}</title>
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-rose-100 text-2xl text-rose-700"
      >
        !
      </span>
      <h1 className="mt-5 font-display text-3xl font-semibold text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-600">{message}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <button type="button" className="btn-secondary" onClick={goBack}>
          {t('errors.goBack')}
        </button>
      </div>
    </section>
  );
}
