import { fileURLToPath } from 'node:url';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin, type ProxyOptions } from 'vite';
import { catalogs } from './scripts/build/catalogs.ts';
import { precompress } from './scripts/build/precompress.ts';
import { licenseReport } from './scripts/licenses/collect.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// babel-plugin-relay turns each graphql`` tag into an import of its artifact. Babel runs only on
// files that contain such a tag; everything else goes straight to Vite's own (oxc) transform.
const relayPreset = defineRolldownBabelPreset({
  preset: () => ({
    plugins: [['babel-plugin-relay', { artifactDirectory: fromRoot('./web/src/__generated__'), eagerEsModules: true }]],
  }),
  rolldown: { filter: { code: /\bgraphql\s*`/ } },
});

// API_URL lets several dev servers run side by side (one API each).
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';
const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: api, ws: true },
  '/api': { target: api },
};

// The guest page /e/{slug} is its own entry (web/guest.html): no router, no host or admin code, so a
// phone on mobile data loads only what that page needs (ARCHITECTURE.md, budgets). The API server
// sends web/dist/guest.html for /e/{slug}; the dev and preview servers do the same here.
const GUEST_PAGE = /^\/e\/[^/?#.]+\/?(?:[?#].*)?$/;

function guestEntry(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.url && GUEST_PAGE.test(req.url)) {
      const query = req.url.indexOf('?');
      req.url = `/guest.html${query === -1 ? '' : req.url.slice(query)}`;
    }
    next();
  };
  return {
    name: 'guest-entry',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

// /licenses lists what we actually ship: the packages whose modules ended up in this build, and
// the server's production dependencies. Written next to the build as licenses.json (the page is
// part of the same build, so it fetches the list rather than importing it).
function shippedLicenses(): Plugin {
  return {
    name: 'shipped-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      const moduleIds = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []));
      const report = licenseReport(moduleIds, fromRoot('./'));
      this.emitFile({ type: 'asset', fileName: 'licenses.json', source: `${JSON.stringify(report)}\n` });
    },
  };
}

export default defineConfig({
  root: fromRoot('./web'),
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore; @lingui/react's shim for older Reacts stays out of the bundle.
      { find: /^use-sync-external-store\/shim$/, replacement: fromRoot('./web/src/i18n/useSyncExternalStore.ts') },
    ],
  },
  plugins: [
    react(),
    babel({ presets: [relayPreset] }),
    tailwindcss(),
    catalogs(),
    guestEntry(),
    shippedLicenses(),
    precompress(),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: fromRoot('./web/dist'),
    emptyOutDir: true,
    // The server reads it to preload a public page's own chunk with its HTML (api/src/http/page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      input: { index: fromRoot('./web/index.html'), guest: fromRoot('./web/guest.html') },
      output: {
        // Libraries change far less often than the app: their own chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Apart from React itself: the guest entry does not use the router.
            { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            {
              name: 'relay',
              test: /[\\/]node_modules[\\/](relay-runtime|react-relay|fbjs|invariant|@babel[\\/]runtime)[\\/]/,
            },
            // Loaded only when the first subscription starts.
            { name: 'graphql-ws', test: /[\\/]node_modules[\\/]graphql-ws[\\/]/ },
            // Two small modules of the guest page's first load that host pages share (dates, slugs): one
            // file rather than two on a phone's slow link. The landing page loads neither.
            { name: 'format', test: /[\\/]web[\\/]src[\\/](format|slug)\.ts$/ },
          ],
        },
      },
    },
  },
});
