import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { requirePostgresInCi } from './tests/require-postgres.ts';
import LongestFirst from './tests/timing/sequencer.ts';

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
    // Every server a test starts keeps the images' variants and the Nepali words' shapes in one cache named
    // by content (README: SHARED_CACHE_DIR): the demo's photos are encoded once for the whole run, not per server.
    env: {
      PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? '10',
      SHARED_CACHE_DIR: process.env.SHARED_CACHE_DIR ?? resolve('data/test-cache'),
    },
    // The longest files first, by tests/timing/file-times.json (measured; `npm run test:times` updates it):
    // a long file started last would run alone at the end. Each file's time is written for the next update.
    sequence: { sequencer: LongestFirst },
    // PostgreSQL schemas of finished files are dropped at the end of the run, not under a running one.
    globalSetup: ['./tests/support/pg-sweep.ts'],
    reporters: ['default', './tests/reporters/vitest-file-times.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
