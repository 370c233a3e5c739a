// Two projects: unit tests (pure, no servers) and integration tests (real Postgres, Redis, Kafka).
// `make test` starts the servers through tools/testinfra and runs unit, then integration.
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] };
const common = {
  transform,
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // ESM-only dependencies are compiled to CommonJS for jest (Node 20 runs them natively via
  // require(esm), which jest's module loader does not support before Node 24.9).
  transformIgnorePatterns: ['/node_modules/(?!(cookie|canonicalize)/)'],
};

module.exports = {
  // A global option (jest ignores it inside a project): integration tests wait on real servers.
  testTimeout: 60000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      roots: ['<rootDir>/packages', '<rootDir>/services', '<rootDir>/tools'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.int\\.test\\.ts$'],
    },
    {
      ...common,
      displayName: 'integration',
      roots: ['<rootDir>/packages', '<rootDir>/services', '<rootDir>/tools'],
      testMatch: ['**/*.int.test.ts'],
      globalSetup: '<rootDir>/tools/testinfra/src/jest-global-setup.ts',
    },
    require('./frontends/jest.config.js'),
  ],
};
