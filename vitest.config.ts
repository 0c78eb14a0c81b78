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
    // Password hashes at scrypt's N = 2^10, not production's 2^17 (half a second of CPU each, 84 % of the
    // sign-in-heavy files' time): in this process and every server or script a test starts, which inherit
    // it (PASSWORD_HASH_COST=17 npx vitest … runs at production's). tests/unit/server/passwords.test.ts holds those.
    env: { PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? '10' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
