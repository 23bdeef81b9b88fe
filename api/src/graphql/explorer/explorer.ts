import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as Bundle from '@graphql-yoga/render-graphiql/graphiql';
import type { GraphiQLOptions } from 'graphql-yoga';
import { EXPLORER_TABS } from './examples.ts';

/**
 * GraphiQL at GET /graphql for browsers, from the bundle of @graphql-yoga/render-graphiql (no CDN: it
 * works offline and within our CSP). Yoga's own page inlines 9 MB of script; ours serves the same script
 * and its editor workers as files of our origin, so the page's CSP keeps `script-src 'self'` with no
 * inline script at all (docs/decisions/027).
 */

const ASSET_ROOT = '/graphql/explorer';

interface Assets {
  /** Content hash of the bundle, in every asset's URL, so that browsers may keep them for good. */
  version: string;
  files: Map<string, { type: string; body: string }>;
}

// 9 MB of script: read on the first visit to the explorer, not by every process that starts.
let assets: Promise<Assets> | undefined;
function loadAssets(): Promise<Assets> {
  assets ??= import('@graphql-yoga/render-graphiql/graphiql').then((bundle: typeof Bundle) => {
    const javascript = 'application/javascript; charset=utf-8';
    const files = new Map([
      ['graphiql.js', { type: javascript, body: bundle.js }],
      ['graphiql.css', { type: 'text/css; charset=utf-8', body: bundle.css }],
      ['editor.worker.js', { type: javascript, body: bundle.editorWorkerService }],
      ['json.worker.js', { type: javascript, body: bundle.jsonWorker }],
      ['graphql.worker.js', { type: javascript, body: bundle.graphqlWorker }],
    ]);
    const version = createHash('sha256').update(bundle.js).update(bundle.css).digest('hex').slice(0, 12);
    // Monaco asks for its workers by label; the options are read from a JSON block (data, not script).
    const start = `
self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (_moduleId, label) {
    var names = { editorWorkerService: 'editor', json: 'json', graphql: 'graphql' };
    return '${ASSET_ROOT}/${version}/' + (names[label] || 'editor') + '.worker.js';
  },
};
window.addEventListener('DOMContentLoaded', function () {
  var options = JSON.parse(document.getElementById('explorer-options').textContent);
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
});`;
    files.set('start.js', { type: javascript, body: start });
    return { version, files };
  });
  return assets;
}

/** Yoga's rule for a browser: a GET that accepts HTML (a fetch of JSON still runs the query). */
export function wantsExplorer(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/**
 * The explorer page's policy: only our own scripts, styles and workers; connections to our own origin.
 * Never built from the request's Host header, which the client chooses (a shared cache could keep a
 * page whose policy names another host, or directives a crafted Host smuggled in): `'self'` covers
 * the live socket in browsers that follow CSP 3, and PUBLIC_URL's socket origin is named for the rest.
 */
export function explorerContentSecurityPolicy(publicUrl: string | undefined): string {
  const connect = ["'self'"];
  if (publicUrl) {
    const origin = new URL(publicUrl);
    connect.push(`${origin.protocol === 'https:' ? 'wss' : 'ws'}://${origin.host}`);
  }
  return [
    "default-src 'none'",
    "script-src 'self'",
    "worker-src 'self'",
    // GraphiQL and its editor set style attributes and inject <style> elements.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function explorerOptions(): GraphiQLOptions {
  return {
    title: 'Wedding Photos API explorer',
    endpoint: '/graphql',
    subscriptionsProtocol: 'WS',
    // The signed-in session rides along (same origin); a pasted Bearer token in Headers works as well.
    credentials: 'same-origin',
    defaultTabs: EXPLORER_TABS.map((tab) => ({ query: tab.query, variables: tab.variables ?? null })),
    defaultEditorToolsVisibility: true,
    isHeadersEditorEnabled: true,
    // A pasted token stays in this tab only.
    shouldPersistHeaders: false,
  };
}

/** `</script>` inside the JSON block would end it; escaped, the JSON parses the same. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export async function sendExplorer(reply: FastifyReply, publicUrl: string | undefined): Promise<FastifyReply> {
  const { version } = await loadAssets();
  const root = `${ASSET_ROOT}/${version}`;
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Wedding Photos API explorer</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${root}/graphiql.css" />
    <script type="application/json" id="explorer-options">${jsonForHtml(explorerOptions())}</script>
    <script src="${root}/start.js"></script>
    <script src="${root}/graphiql.js" defer></script>
  </head>
  <body class="no-focus-outline">
    <noscript>The API explorer needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`;
  return reply
    .header('content-security-policy', explorerContentSecurityPolicy(publicUrl))
    .header('cache-control', 'no-cache')
    .header('vary', 'accept')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The bundle's files under /graphql/explorer/<version>/, cached for good (a new bundle has a new version). */
export function registerExplorerAssets(app: FastifyInstance): void {
  app.get<{ Params: { version: string; file: string } }>(`${ASSET_ROOT}/:version/:file`, async (request, reply) => {
    const { version, files } = await loadAssets();
    const file = files.get(request.params.file);
    if (!file || request.params.version !== version)
      return reply.status(404).send({ message: 'Not found.', code: 'NotFoundError' });
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type(file.type).send(file.body);
  });
}
