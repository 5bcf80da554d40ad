// SWC compiles TypeScript and the ESM-only @nestjs packages so jest can require them (STACK.md #3).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testRegex: '(src|test)/.*\\.(spec|e2e-spec)\\.ts$',
  transform: { '^.+\\.(t|j|mj)s$': swc },
  // ESM-only packages that jest's CommonJS module runtime cannot require: SWC compiles them to CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|peek-readable|@tokenizer|uint8array-extras|@borewit|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|@fastify/static|content-disposition|cookie)/)',
  ],
  // The shared package from its source: no build needed before the tests.
  moduleNameMapper: { '^@stockwatt/shared$': '<rootDir>/../packages/shared/src/index.ts', '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/test/global-setup.ts',
  setupFiles: ['<rootDir>/test/env.ts'],
  testTimeout: 30000,
};
