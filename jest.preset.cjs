// One jest setup for every front-end package: TypeScript and TSX through swc, a jsdom page.
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFiles: [require.resolve('./jest.setup.cjs')],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // A guard against hangs, not a speed check: typing through user-event on a loaded 2-core machine took
  // over jest's 5 s default.
  testTimeout: 30_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  moduleNameMapper: { '\\.(css)$': '<rootDir>/../jest.style-stub.cjs' },
};
