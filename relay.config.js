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
};

export { config as 'module.exports' };
export default config;
