import { Link, useRouteError } from 'react-router';
import { pageTitle } from '../../../common/brand';
import { paths } from '../../../common/paths';
import { useT } from '../i18n/useT';

function isChunkLoadError(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
}

/** Shown when a page fails to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT();
  // A new deployment replaces the hashed chunks; a reload picks up the new ones.
  const staleBuild = isChunkLoadError(error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-16 text-center">
      <title>{pageTitle(t('errors.title'))}</title>
      <h1 className="font-display text-3xl font-semibold text-stone-900">{t('errors.title')}</h1>
      <p className="mt-3 max-w-md text-stone-600">{staleBuild ? t('errors.newVersion') : t('errors.notDisplayed')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <Link to={paths.home.href()} className="btn-secondary">
          {t('errors.goHome')}
        </Link>
      </div>
    </div>
  );
}
