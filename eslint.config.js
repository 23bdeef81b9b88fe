import { dirname, relative, resolve } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import i18n from './scripts/eslint/i18n-plugin.js';

// The web app by page area (CONVENTIONS 13, 17), like the API's domains: an area never imports another
// area's files, and what two areas share lives in components/, api/, relay/, session/ or the top-level
// modules (format, paths, brand...). Relative specifiers are matched by how far up they climb, so the
// rule is written per area and folder depth.
const WEB_AREAS = ['admin', 'auth', 'dashboard', 'errors', 'events', 'guest', 'info', 'landing'];
const WEB_AREA_DEPTH = 4;
const UP = String.raw`(?:\.\./)`;

// What the guest page may import from components/, and the shared modules it loads: all kept free of
// the Relay runtime and the session below, so a component cannot pull them into the guest bundle.
// A component the guest page starts to use is added here, and then checked like the others.
const GUEST_COMPONENTS = {
  files: ['ConfirmDialog', 'FallbackImage', 'icons', 'LanguageSwitcher', 'Modal', 'Toast'],
  folders: ['form', 'photo'],
};
const GUEST_SHARED_MODULES = [
  `web/src/components/{${GUEST_COMPONENTS.files.join(',')}}.tsx`,
  `web/src/components/{${GUEST_COMPONENTS.folders.join(',')}}/**/*.{ts,tsx}`,
  'web/src/format.ts',
  'common/*.ts',
];
const NO_RELAY_OR_SESSION = [
  {
    group: ['react-relay', 'react-relay/*', 'relay-runtime', 'relay-runtime/*'],
    message: 'The guest page loads this module, and it has no Relay runtime: use api/graphqlClient.',
  },
  {
    regex: String.raw`(?:^|/)(?:relay|session)/`,
    message: 'The guest page loads this module, and it has no Relay runtime and no session.',
  },
];
const SHARED_MUST_NOT_IMPORT_PAGES = {
  regex: String.raw`(?:^|/)pages/`,
  message: 'Shared code must not import a page area.',
};

function webAreaBoundaries() {
  return WEB_AREAS.flatMap((area) =>
    Array.from({ length: WEB_AREA_DEPTH }, (_, depth) => {
      const patterns = [
        {
          // Up to pages/, then into another area; or up to src/ and back into pages/.
          regex: `^(?:${UP}{${depth + 1}}(?!\\.\\./)(?!${area}/)[^/]+/|${UP}{${depth + 2}}pages/(?!${area}/))`,
          message: `pages/${area} must not import another page area: move what both use to components/, api/, relay/ or session/.`,
        },
      ];
      if (area === 'guest') {
        // The guest page loads without the Relay runtime or a session (ARCHITECTURE.md, budgets).
        patterns.push(
          {
            group: ['react-relay', 'react-relay/*', 'relay-runtime', 'relay-runtime/*'],
            message: 'The guest page has no Relay runtime: use api/graphqlClient.',
          },
          {
            regex: `^${UP}{${depth + 2}}(?:relay|session)/`,
            message: 'The guest page has no Relay runtime and no session: use api/.',
          },
          {
            regex: `^${UP}{${depth + 2}}components/(?!(?:${GUEST_COMPONENTS.files.join('|')})$|(?:${GUEST_COMPONENTS.folders.join('|')})(?:/|$))`,
            message:
              'The guest page uses only the components checked to be Relay-free: add this one to GUEST_COMPONENTS in eslint.config.js.',
          },
        );
      }
      return {
        files: [`web/src/pages/${area}/${'*/'.repeat(depth)}*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      };
    }),
  );
}

// The three sides of the house (ARCHITECTURE.md, layout): the server (api/), the client (web/) and the
// rules both use (common/). Neither side imports the other, and common/ imports neither; what both need
// moves to common/. Relative specifiers are resolved against the importing file, so a path that climbs
// out and back in (`../../../web/src/x`) is caught however deep the file is.
const SIDES = ['api', 'web', 'common'];
const MAY_IMPORT = { api: ['api', 'common'], web: ['web', 'common'], common: ['common'] };
const ROOT = import.meta.dirname;

/** The side a file of the repository belongs to, or undefined (scripts, e2e, configs). */
function sideOf(file) {
  const top = relative(ROOT, file).split(/[\\/]/)[0];
  return SIDES.includes(top) ? top : undefined;
}

const sides = {
  rules: {
    'no-cross-side-import': {
      meta: {
        type: 'problem',
        schema: [],
        messages: { crossing: '{{from}}/ must not import {{to}}/: move what both sides use to common/.' },
      },
      create(context) {
        const from = sideOf(context.filename);
        if (!from) return {};
        const check = (node) => {
          const specifier = node.source?.value;
          if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
          const to = sideOf(resolve(dirname(context.filename), specifier));
          if (to && !MAY_IMPORT[from].includes(to))
            context.report({ node: node.source, messageId: 'crossing', data: { from, to } });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

// Web files that stay English by design (decision 058): the API reference and "Build on the API" are
// developer material generated from, or tied to, the schema's English descriptions. The rule
// i18n/no-hard-coded-text (scripts/eslint/no-hard-coded-text.js) checks every other web file.
const ENGLISH_BY_DESIGN = ['web/src/pages/info/docs/ApiReference.tsx', 'web/src/pages/info/docs/BuildOnApi.tsx'];

// API files that stay English by design (decision 058): the operators' command-line tools and the server's
// configuration, read by whoever runs it. The rule i18n/no-english-refusal (scripts/eslint/no-english-refusal.js)
// checks every other API file.
const API_ENGLISH_BY_DESIGN = ['api/src/backup/**', 'api/src/config.ts'];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'web/dist',
      'dist',
      'api/src/generated',
      'web/src/__generated__',
      'test-results',
      'playwright-report',
      'data',
      'tmp',
    ],
  },
  {
    files: ['{api,web,common}/**/*.{ts,tsx,cts,mts,js,mjs}'],
    plugins: { sides },
    rules: { 'sides/no-cross-side-import': 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One domain never reaches into another domain's internals; shared pieces live outside modules/.
    files: ['api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./(?!\.\.)[^/]+/(?!index\.ts$|public-user\.ts$|guest-key\.ts$|errors\.ts$|[^/]+-json\.ts$|[^/]+-fields\.ts$|[^/]+\.service\.ts$|[^/]+\.graphql\.ts$).*\.ts$`,
              message: 'Import another domain only through its service or public helpers, not its internals.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Words a person reads come from the message catalogs (docs/translation.md), in every web file but
    // the developer pages ENGLISH_BY_DESIGN lists.
    files: ['web/src/**/*.tsx'],
    ignores: ENGLISH_BY_DESIGN,
    plugins: { i18n },
    rules: { 'i18n/no-hard-coded-text': 'error' },
  },
  {
    // Refusals a person reads come from the server's catalogs (docs/translation.md), in the caller's language.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', ...API_ENGLISH_BY_DESIGN],
    plugins: { i18n },
    rules: { 'i18n/no-english-refusal': 'error' },
  },
  ...webAreaBoundaries(),
  {
    // Shared code serves every area and knows none of them.
    files: ['web/src/{components,relay,session}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHARED_MUST_NOT_IMPORT_PAGES] }] },
  },
  {
    // What the guest page loads from outside its area (GUEST_COMPONENTS): no Relay runtime, no session.
    files: GUEST_SHARED_MODULES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [SHARED_MUST_NOT_IMPORT_PAGES, ...NO_RELAY_OR_SESSION] }],
    },
  },
  {
    // The guest entry (web/guest.html) renders pages/guest, and nothing of Relay or the session either.
    files: ['web/src/guest/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: NO_RELAY_OR_SESSION }] },
  },
  {
    // The network clients serve the guest page too, which loads without the Relay runtime.
    files: ['web/src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: String.raw`(?:^|/)pages/`, message: 'Shared code must not import a page area.' },
            {
              group: ['react-relay', 'react-relay/*', 'relay-runtime', 'relay-runtime/*', '../relay/*'],
              message: 'api/ is used by the guest page, which has no Relay runtime.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node, parserOptions: { projectService: false, program: null } },
  },
  {
    files: ['**/*.test.ts', 'api/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
