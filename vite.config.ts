import { fileURLToPath } from 'node:url';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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

export default defineConfig({
  root: fromRoot('./web'),
  plugins: [react(), babel({ presets: [relayPreset] }), tailwindcss()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: fromRoot('./web/dist'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: their own chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'relay',
              test: /[\\/]node_modules[\\/](relay-runtime|react-relay|fbjs|invariant|@babel[\\/]runtime)[\\/]/,
            },
            // Loaded only when the first subscription starts.
            { name: 'graphql-ws', test: /[\\/]node_modules[\\/]graphql-ws[\\/]/ },
          ],
        },
      },
    },
  },
});
