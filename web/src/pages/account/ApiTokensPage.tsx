import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ApiTokensPage_query$key } from '../../__generated__/ApiTokensPage_query.graphql';
import type { ApiTokensPageQuery } from '../../__generated__/ApiTokensPageQuery.graphql';
import { pageTitle } from '../../../../common/brand';
import { FormAlert } from '../../components/form';
import { paths } from '../../../../common/paths';
import { createRouteQuery } from '../../relay/routeQuery';
import { ApiTokenRow } from './ApiTokenRow';
import { CreateApiTokenForm } from './CreateApiTokenForm';
import { NewTokenSecret } from './NewTokenSecret';
import { Panel } from '../../components/Section';
import { AccountNav } from './AccountNav';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';

const query = graphql`
  query ApiTokensPageQuery {
    viewer {
      isAdmin
    }
    ...ApiTokensPage_query
  }
`;

const listFragment = graphql`
  fragment ApiTokensPage_query on Query {
    myApiTokens(first: 50) @connection(key: "ApiTokensPage_myApiTokens") {
      __id
      edges {
        node {
          id
          ...ApiTokenRow_token
        }
      }
    }
  }
`;

// 'store-and-network': last-used times change while the page is closed.
const { loader, useRouteQuery } = createRouteQuery<ApiTokensPageQuery>(query, () => ({}), {
  fetchPolicy: 'store-and-network',
});

export { loader };

function ApiTokensPage() {
  const data = useRouteQuery();
  // The route guard only renders this page for a signed-in viewer.
  if (!data.viewer) return null;
  return <ApiTokens query={data} isAdmin={data.viewer.isAdmin} />;
}

function ApiTokens({ query, isAdmin }: { query: ApiTokensPage_query$key; isAdmin: boolean }) {
  const t = useT();
  const { myApiTokens: apiTokens } = useFragment(listFragment, query);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{pageTitle(t('apiTokens.title'))}</title>
      <AccountNav />
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        {t('apiTokens.title')}
      </h1>
      <p className="mt-2 text-stone-600">
        <T id="apiTokens.intro" components={{ 0: <code className="rounded bg-stone-100 px-1 text-sm break-all" /> }} />
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href="/graphql" className="text-rose-700 underline underline-offset-2">
          {t('apiTokens.explorer')}
        </a>
        <Link to={paths.docs.href()} className="text-rose-700 underline underline-offset-2">
          {t('apiTokens.docs')}
        </Link>
      </p>

      <div className="mt-8 space-y-6">
        {created ? (
          <NewTokenSecret name={created.name} secret={created.secret} onDone={() => setCreated(null)} />
        ) : (
          <CreateApiTokenForm connectionId={apiTokens.__id} isAdmin={isAdmin} onCreated={setCreated} />
        )}

        <Panel id="your-tokens" title={t('apiTokens.yourTokens')}>
          <FormAlert message={error} />
          {apiTokens.edges.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">{t('apiTokens.none')}</p>
          ) : (
            <ul className="mt-2">
              {apiTokens.edges.map((edge) => (
                <ApiTokenRow key={edge.node.id} token={edge.node} connectionId={apiTokens.__id} onError={setError} />
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}

export { ApiTokensPage as Component };
