// Relay compiler configuration, also read by babel-plugin-relay (through cosmiconfig).
// Both loaders `require()` this file; the package is ESM, so the config is exported under
// the "module.exports" name, which Node's require(esm) hands back as the module's value.
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
};

export { config as 'module.exports' };
export default config;
