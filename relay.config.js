// Relay compiler configuration, also read by babel-plugin-relay (through cosmiconfig).
// Both loaders `require()` this file; the package is ESM, so the config is exported under
// the "module.exports" name, which Node's require(esm) hands back as the module's value.
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  // DateTime values travel as ISO-8601 strings (api/src/graphql/common.ts).
  customScalarTypes: { DateTime: 'string' },
  // Persisted operations (docs/decisions/042): artifacts carry the SHA-256 of their text as `id` and no
  // text; the texts go to this manifest, which the server reads (it never imports web/). Run the compiler
  // through `npm run relay` (scripts/relay.mjs), which keeps the manifest exact.
  persistConfig: { file: './common/generated/persisted-operations.json', algorithm: 'SHA256' },
};

export { config as 'module.exports' };
export default config;
