import { Link, useRouteError } from 'react-router';
import { pageTitle } from '../../../common/brand';
import { paths } from '../../../common/paths';

function isChunkLoadError(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
}

/** Shown when a page fails to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  // A new deployment replaces the hashed chunks; a reload picks up the new ones.
  const staleBuild = isChunkLoadError(error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-16 text-center">
      <title>{pageTitle('Something went wrong')}</title>
      <h1 className="font-display text-3xl font-semibold text-stone-900">Something went wrong</h1>
      <p className="mt-3 max-w-md text-stone-600">
        {staleBuild
          ? 'A new version of the site is available. Reload the page to continue.'
          : 'This page could not be displayed. Please try again.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          Reload Page
        </button>
        <Link to={paths.home.href()} className="btn-secondary">
          Go to Home
        </Link>
      </div>
    </div>
  );
}
