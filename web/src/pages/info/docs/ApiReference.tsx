import reference from '../../../content/generated/apiReference.json';
import { Section } from '../../../components/Section';

type RestRoute = (typeof reference.rest)[number];
type Operation = {
  name: string;
  description: string | null;
  type: string;
  args: { name: string; type: string; description: string | null }[];
  example: { query: string; variables: Record<string, unknown> };
};

const AUTH_LABELS: Record<string, string> = {
  none: 'No sign-in',
  guest: 'Guest (PIN when the event has one)',
  'signed-in': 'Signed in',
  host: 'Host of the event',
  owner: 'Owner of the event',
  admin: 'Super-admin',
  'signed-url': 'The signed URL itself',
};

const METHOD_TONES: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-900',
  POST: 'bg-emerald-100 text-emerald-900',
  PUT: 'bg-amber-100 text-amber-900',
  PATCH: 'bg-amber-100 text-amber-900',
  DELETE: 'bg-red-100 text-red-900',
};

function curlOf(route: RestRoute, origin: string): string {
  const url = `${origin}${route.path
    .replace(':slug', 'ayla-and-can')
    .replace(/:(\w+)/g, '1')
    .replace('*', 'events/1/cover/…')}`;
  const auth = ['signed-in', 'host', 'owner', 'admin'].includes(route.auth)
    ? ' \\\n  -H "Authorization: Bearer $TOKEN"'
    : '';
  const pin = route.auth === 'guest' ? ' \\\n  -H "X-Event-Pin: 4821"' : '';
  const example = 'example' in route ? route.example : undefined;
  const body = example ? ` \\\n  -H "Content-Type: application/json" \\\n  -d '${JSON.stringify(example)}'` : '';
  const method = route.method === 'GET' ? '' : ` -X ${route.method}`;
  return `curl${method} ${url}${auth}${pin}${body}`;
}

function graphqlCurl(operation: Operation, origin: string): string {
  const payload = JSON.stringify({ query: operation.example.query, variables: operation.example.variables });
  return `curl ${origin}/graphql \\\n  -H "Content-Type: application/json" \\\n  -H "Authorization: Bearer $TOKEN" \\\n  -d '${payload.replace(/'/g, "'\\''")}'`;
}

function Code({ children }: { children: string }) {
  return (
    // Focusable: a keyboard user must be able to scroll a long command sideways.
    <pre
      tabIndex={0}
      className="mt-2 overflow-x-auto rounded-lg bg-stone-900 p-3 text-xs leading-relaxed text-stone-100"
    >
      <code>{children}</code>
    </pre>
  );
}

/** The reference, generated from the server's route table and schema.graphql at build time. */
export function ApiReference() {
  const origin = window.location.origin;
  const groups = [...new Set(reference.rest.map((route) => route.group))];
  const operations = reference.graphql.operations as Record<'query' | 'mutation' | 'subscription', Operation[]>;
  return (
    <article className="space-y-10 [overflow-wrap:anywhere]">
      <header className="space-y-3 text-stone-700">
        <h2 className="font-display text-2xl font-semibold text-stone-900">API reference</h2>
        <p>
          Two faces over the same rules: REST under <code className="rounded bg-stone-100 px-1">/api</code> (JSON;
          errors are <code className="rounded bg-stone-100 px-1">{'{message, code}'}</code> with a 4xx status:{' '}
          <code className="rounded bg-stone-100 px-1">message</code> in the caller’s language, from{' '}
          <code className="rounded bg-stone-100 px-1">Accept-Language</code>, and{' '}
          <code className="rounded bg-stone-100 px-1">code</code> a stable name from the error codes below) and GraphQL
          at <code className="rounded bg-stone-100 px-1">/graphql</code> (Relay conventions; subscriptions over
          graphql-ws on the same path). Sign in with{' '}
          <code className="rounded bg-stone-100 px-1">POST /api/auth/login</code> and send the token it returns as{' '}
          <code className="rounded bg-stone-100 px-1">Authorization: Bearer</code>.
        </p>
        <p>
          Scripts and integrations use a personal access token instead (Account → API tokens): send it the same way, or
          as <code className="rounded bg-stone-100 px-1">connectionParams.authToken</code> over graphql-ws. A token with
          only the <code className="rounded bg-stone-100 px-1">read</code> scope runs queries and GET calls; mutations
          and other methods need <code className="rounded bg-stone-100 px-1">write</code> (otherwise{' '}
          <code className="rounded bg-stone-100 px-1">INSUFFICIENT_SCOPE</code>); a revoked or expired token gets a 401.
        </p>
        <p className="text-sm text-stone-500">Generated from the server’s route table and schema at build time.</p>
      </header>

      <Section id="rest-heading" title="REST" level={3} titleClassName="text-xl font-semibold text-stone-900">
        {groups.map((group) => (
          <div key={group} className="mt-6">
            <h4 className="font-semibold text-stone-800">{group}</h4>
            <ul className="mt-3 space-y-3">
              {reference.rest
                .filter((route) => route.group === group)
                .map((route) => (
                  <li key={`${route.method} ${route.path}`} className="rounded-xl border border-stone-200 bg-white">
                    <details>
                      <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-4 py-3">
                        <span className={`rounded px-2 py-0.5 text-xs font-bold ${METHOD_TONES[route.method] ?? ''}`}>
                          {route.method}
                        </span>
                        <code className="break-all text-sm font-semibold text-stone-900">{route.path}</code>
                        <span className="text-sm text-stone-600">{route.summary}</span>
                      </summary>
                      <dl className="space-y-1 border-t border-stone-100 px-4 py-3 text-sm">
                        <div>
                          <dt className="inline font-semibold text-stone-600">Who: </dt>
                          <dd className="inline">{AUTH_LABELS[route.auth] ?? route.auth}</dd>
                        </div>
                        {'body' in route && route.body && (
                          <div>
                            <dt className="inline font-semibold text-stone-600">Body: </dt>
                            <dd className="inline">{route.body}</dd>
                          </div>
                        )}
                        <div>
                          <dt className="inline font-semibold text-stone-600">Answer: </dt>
                          <dd className="inline">{route.answer}</dd>
                        </div>
                      </dl>
                      <div className="px-4 pb-3">
                        <Code>{curlOf(route, origin)}</Code>
                      </div>
                    </details>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </Section>

      <Section id="graphql-heading" title="GraphQL" level={3} titleClassName="text-xl font-semibold text-stone-900">
        {(['query', 'mutation', 'subscription'] as const).map((kind) => (
          <div key={kind} className="mt-6">
            <h4 className="font-semibold capitalize text-stone-800">{kind === 'query' ? 'Queries' : `${kind}s`}</h4>
            <ul className="mt-3 space-y-3">
              {operations[kind].map((operation) => (
                <li key={operation.name} className="rounded-xl border border-stone-200 bg-white">
                  <details>
                    <summary className="cursor-pointer px-4 py-3">
                      <code className="text-sm font-semibold text-stone-900">{operation.name}</code>
                      <span className="text-sm text-stone-500">: {operation.type}</span>
                      {operation.description && (
                        <span className="block text-sm text-stone-600">{operation.description}</span>
                      )}
                    </summary>
                    <div className="border-t border-stone-100 px-4 py-3 text-sm">
                      {operation.args.length > 0 && (
                        <ul className="space-y-1">
                          {operation.args.map((arg) => (
                            <li key={arg.name}>
                              <code>{arg.name}</code>: <code>{arg.type}</code>
                              {arg.description && <span className="text-stone-600"> — {arg.description}</span>}
                            </li>
                          ))}
                        </ul>
                      )}
                      <Code>{kind === 'subscription' ? operation.example.query : graphqlCurl(operation, origin)}</Code>
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <details className="mt-8 rounded-xl border border-stone-200 bg-white">
          <summary className="cursor-pointer px-4 py-3 font-semibold text-stone-800">
            Types ({reference.graphql.types.length})
          </summary>
          <ul className="divide-y divide-stone-100 border-t border-stone-100 text-sm">
            {reference.graphql.types.map((type) => (
              <li key={type.name} className="px-4 py-3">
                <p>
                  <code className="font-semibold text-stone-900">{type.name}</code>{' '}
                  <span className="text-stone-500">{type.kind}</span>
                </p>
                {type.description && <p className="text-stone-600">{type.description}</p>}
                {type.fields.length > 0 && (
                  <p className="mt-1 break-words text-stone-700">
                    {type.fields.map((field) => (field.type ? `${field.name}: ${field.type}` : field.name)).join(' · ')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </details>
      </Section>
    </article>
  );
}
