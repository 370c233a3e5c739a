// Frontend unit tests (the root jest config covers packages/services/tools only).
// Run: npx jest -c frontends/jest.config.js -w 1
// Files default to the node environment; DOM tests opt in with a `@jest-environment jsdom` docblock.
const path = require('node:path');

module.exports = {
  rootDir: __dirname,
  displayName: 'web',
  testEnvironment: 'node',
  roots: ['<rootDir>/tooling', '<rootDir>/design', '<rootDir>/shell', '<rootDir>/picks', '<rootDir>/billfold', '<rootDir>/betcard'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // canonicalize ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!canonicalize/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  setupFiles: [path.join(__dirname, 'tooling', 'src', 'jest-setup.js')],
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, 'tooling', 'src', 'css-module-stub.js'),
  },
};
