import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { DashboardPageQuery } from '../../__generated__/DashboardPageQuery.graphql';
import { pageTitle } from '../../brand';
import { paths } from '../../paths';
import { createRouteQuery } from '../../relay/routeQuery';
import { DashboardGreeting } from './DashboardGreeting';

const query = graphql`
  query DashboardPageQuery {
    viewer {
      ...DashboardGreeting_user
    }
  }
`;

// Started by the router on navigation. On a cold load it runs beside the session query rather than
// after it, so the app shell and the guard's spinner show at once instead of a blank page.
const { loader, useRouteQuery } = createRouteQuery<DashboardPageQuery>(query, () => ({}));

export { loader };

function DashboardPage() {
  const { viewer } = useRouteQuery();
  // The route guard only renders this page for a signed-in viewer.
  if (!viewer) return null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{pageTitle('Dashboard')}</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <DashboardGreeting user={viewer} />
          <p className="mt-2 text-stone-600">Manage your events, photos and guests.</p>
        </div>
        <Link to={paths.createEvent.href()} className="btn-primary self-start sm:self-auto">
          <span aria-hidden="true">+</span> Create New Event
        </Link>
      </div>
      <div className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
        Your events will appear here.
      </div>
    </div>
  );
}

export { DashboardPage as Component };
