import { Navigate, Outlet } from 'react-router';
import { paths } from '../../../common/paths';
import { useSession } from '../session/useSession';
import { PageSpinner } from './Spinner';
import { VerifyEmailBanner } from './VerifyEmailBanner';

type RequireAuthProps = {
  /** Only super-admins pass; other signed-in users go to their dashboard. */
  admin?: boolean;
};

/** Layout route that lets its children render only for a signed-in viewer (SPEC §2, §6). */
export function RequireAuth({ admin = false }: RequireAuthProps) {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (!session.viewer) return <Navigate to={paths.login.href()} replace />;
  if (admin && !session.viewer.isAdmin) return <Navigate to={paths.dashboard.href()} replace />;
  return (
    <>
      <VerifyEmailBanner />
      <Outlet />
    </>
  );
}
