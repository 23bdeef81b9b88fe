import { Link, useNavigate } from 'react-router';
import { pageTitle } from '../../../../common/brand';
import { paths } from '../../../../common/paths';
import { useT } from '../../i18n/useT';
import { useSession } from '../../session/useSession';

function NotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  const { viewer } = useSession();
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <title>{pageTitle(t('errors.notFoundTitle'))}</title>
      <p className="font-display text-7xl font-semibold text-rose-500 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-semibold text-stone-900">{t('errors.notFoundHeading')}</h1>
      <p className="mt-3 max-w-md text-stone-600">{t('errors.notFoundMessage')}</p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
        <button type="button" className="btn-secondary" onClick={() => void navigate(-1)}>
          {t('errors.goBack')}
        </button>
        <Link to={paths.home.href()} className="btn-primary">
          {t('errors.goHome')}
        </Link>
        {viewer && (
          <Link to={paths.dashboard.href()} className="btn-secondary">
            {t('errors.openDashboard')}
          </Link>
        )}
      </div>
    </div>
  );
}

export { NotFoundPage as Component };
