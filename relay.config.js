// relay-compiler reads this file with require(); the root package is ESM, hence the
// 'module.exports' alias export (relay-compiler panics on an __esModule object otherwise).
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  customScalarTypes: {
    DateTime: 'string',
    LocalDate: 'string',
    EmailAddress: 'string',
    URL: 'string',
    JSON: 'unknown',
  },
};
export { config as 'module.exports' };
export default config;
