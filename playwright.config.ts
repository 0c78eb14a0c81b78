import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { adminHereNames } from './tests/timing/lanes.ts';

// End-to-end tests run against the real server (`npm start`) on a fresh SQLite file, in the
// machine's Chromium: CHROMIUM_PATH, else Debian's chromium-headless-shell (Chromium's headless-only
// build, the one Playwright runs headless by itself: a third less CPU than the whole browser for the same
// pages, docs/testing.md), else Debian's chromium.
const BROWSER =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 4399);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };
/** Where the e2e server keeps its database and built site (quality gates read the live build). */
export const DATA = `./data/e2e-${PORT}`;
// The server's own database and FreeRADIUS file, for tests that set data up beside its API
// (tests/e2e/server-db.ts); playwright.postgres.config.ts names its server's.
process.env.E2E_DATABASE_URL = `file:${DATA}/site.db`;
process.env.E2E_RADIUS_FILE = `${DATA}/radius.db`;
// The server's SMTP server (tests/e2e/mail-sink.ts): status emails and replies land in files there.
process.env.E2E_MAIL_PORT = String(PORT + 2);
process.env.E2E_MAIL_DIR = `./data/e2e-mail-${PORT}`;
// One cache of what builds make from content alone (images' variants, Nepali words' shapes) for every
// server of every run, Vitest's too (README: SHARED_CACHE_DIR): a server's first build pays for Astro's
// build alone, not for encoding the demo's photos again (27 of its 40 s of CPU, docs/performance.md).
process.env.SHARED_CACHE_DIR ??= resolve('data/test-cache');
// The local eSewa and Khalti (tests/e2e/fake-gateways.ts) the server pays through.
process.env.E2E_GATEWAY_PORT = String(PORT + 3);
/** The server's gateway addresses: the local eSewa and Khalti on `port`. */
export const gatewayEnv = (port: number) => ({
  ESEWA_FORM_URL: `http://127.0.0.1:${port}/api/epay/main/v2/form`,
  ESEWA_STATUS_URL: `http://127.0.0.1:${port}/api/epay/transaction/status/`,
  KHALTI_BASE_URL: `http://127.0.0.1:${port}`,
  KHALTI_SECRET_KEY: 'live_secret_key_68791341fdd94846a146f0457ff7b455',
});

/**
 * Admin tests that run in this pass even with PostgreSQL there: large-lists writes its rows into this
 * server's SQLite file; the others are chosen by their measured times to even out the two lanes (the
 * PostgreSQL lane runs Vitest first): tests/timing/lanes.ts, from tests/timing/file-times.json. A new
 * admin file lands in one of the two by itself.
 */
export const ADMIN_HERE = adminHereNames();

export default defineConfig({
  testDir: './tests/e2e',
  // One folder per port, so runs side by side never clean each other's artifacts.
  outputDir: `./test-results/e2e-${PORT}`,
  // With PostgreSQL there (CI), the admin's tests run once, on PostgreSQL, in the other lane
  // (playwright.postgres.config.ts): the admin is the same above the API, whose tests run on both
  // databases, and running them twice cost the run 9 minutes (docs/testing.md). ADMIN_HERE stay.
  testIgnore: process.env.TEST_DATABASE_URL
    ? [new RegExp(`[\\\\/]admin[\\\\/](?!(${ADMIN_HERE.join('|')})\\.spec\\.ts$)`)]
    : [],
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a test that passes only the second time is a defect to fix.
  retries: 0,
  // Generous for a loaded 2-core machine (uploads, builds); no retries hide a slow test.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // The list as tests run, then the time each file took (tests/reporters/file-times.ts).
  reporter: [['list'], ['./tests/reporters/file-times.ts']],
  use: {
    baseURL: BASE_URL,
    // A click or fill on an element that never comes fails in 30 s, not at the test's 120 s (issue 45).
    actionTimeout: 30_000,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: BROWSER,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  globalSetup: ['./tests/e2e/mail-sink.ts', './tests/e2e/fake-gateways.ts'],
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${DATA} && node src/server/main.ts`,
    // The home page answers 200 once the first build of the site is live.
    url: `${BASE_URL}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      SITE_DIR: `${DATA}/site`,
      // Sign-in codes by SMS land as files here (SMS_PROVIDER=file), where the account test reads them.
      SMS_DIR: `${DATA}/sms`,
      // FreeRADIUS's accounting, an SQLite file the usage test makes from FreeRADIUS's schema (docs/usage.md).
      RADIUS_DATABASE_URL: `file:${process.env.E2E_RADIUS_FILE}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLISH_DEBOUNCE_MS: '300',
      // Every test submits from 127.0.0.1; the per-address limit itself is tested in tests/security.
      SUBMIT_MAX_PER_MINUTE: '600',
      SUBMIT_MAX_PER_DAY: '1000000',
      // As in production behind nginx (deploy/isp-site@.service): the visitor's address is
      // X-Forwarded-For's. Without the header it is the socket's, 127.0.0.1, as before; a test that
      // fails a sign-in on purpose sends an address of its own (tests/e2e/admin/helpers.ts
      // ownSignIn), so its failures lock out no other test.
      TRUST_PROXY: 'true',
      SMTP_URL: `smtp://127.0.0.1:${PORT + 2}`,
      ASTRO_TELEMETRY_DISABLED: '1',
      // Password hashes at a test's cost, not production's half a second of CPU (README: PASSWORD_HASH_COST).
      PASSWORD_HASH_COST: '10',
      SHARED_CACHE_DIR: process.env.SHARED_CACHE_DIR,
      ...gatewayEnv(PORT + 3),
    },
  },
});
