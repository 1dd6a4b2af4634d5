// Jest runs the TypeScript sources as native ES modules (@middy/core is ESM-only); swc strips types only,
// `npm run typecheck` does the type checking.
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' }, sourceMaps: 'inline' }],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  setupFiles: ['<rootDir>/test/setup/environment.ts'],
  // One DynamoDB Local for the whole run (test/setup/dynamodb-local.ts).
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  testTimeout: 30000,
  // On a 2-core machine jest runs the suites one after another in a single process, and a full run has been seen
  // to keep a handle open after its last suite (all passed): exit instead of hanging CI. DynamoDB Local's
  // watchdog ends the JVM when this process goes. Which suite leaks is still to be found (--detectOpenHandles).
  forceExit: true,
};
