import { defineConfig } from 'vitest/config';
import { requirePostgresInCi } from './tests/require-postgres.ts';

requirePostgresInCi('every API and PostgreSQL test on PostgreSQL');

export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/api/**/*.test.ts',
      'tests/security/**/*.test.ts',
      'tests/cluster/**/*.test.ts',
    ],
    // scrypt at N = 2^17 takes a moment on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
