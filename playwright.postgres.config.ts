import { defineConfig } from '@playwright/test';
import base, { ADMIN_HERE, gatewayEnv } from './playwright.config.ts';
import { requirePostgresInCi } from './tests/require-postgres.ts';
import { inSchema } from './tests/support/postgres.ts';

// The admin's end-to-end tests (in CI only here: playwright.config.ts leaves them out when
// TEST_DATABASE_URL is set) and the publishing ones once more, with the server on PostgreSQL
// (TEST_DATABASE_URL, a fresh schema each run), on the port after E2E_PORT + 1000.
// Without TEST_DATABASE_URL there is nothing to run (and in CI that is an error).
const url = requirePostgresInCi('the PostgreSQL end-to-end run');
const PORT = Number(process.env.E2E_PORT ?? 4399) + 1000;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA = `./data/e2e-pg-${PORT}`;
// A mail server of its own (the SQLite run may be going on beside it).
process.env.E2E_MAIL_PORT = String(PORT + 2);
process.env.E2E_MAIL_DIR = `./data/e2e-mail-${PORT}`;
process.env.E2E_GATEWAY_PORT = String(PORT + 3);
// Its database (the schema tests/e2e/postgres-server.ts makes) and a FreeRADIUS file of its own.
if (url) process.env.E2E_DATABASE_URL = inSchema(url, `e2e_${PORT}`);
process.env.E2E_RADIUS_FILE = `${DATA}/radius.db`;

export default defineConfig({
  ...base,
  testMatch: url ? ['admin/**/*.spec.ts', 'publish/**/*.spec.ts'] : [],
  // The admin tests the SQLite pass keeps (ADMIN_HERE): large-lists writes its 12,000 bookings
  // straight into that server's SQLite file (the paging it checks is covered on PostgreSQL by
  // tests/api/lists.test.ts); the others even out the lanes by their measured times (tests/timing/lanes.ts).
  testIgnore: ADMIN_HERE.map((name) => `admin/${name}.spec.ts`),
  // That test runs a server of its own on SQLite: once, in the main run, is enough.
  grepInvert: /a failed build/,
  outputDir: `./test-results/e2e-pg-${PORT}`,
  use: { ...base.use, baseURL: BASE_URL },
  webServer: url
    ? {
        ...(base.webServer as object),
        command: `rm -rf ${DATA} && node tests/e2e/postgres-server.ts`,
        url: `${BASE_URL}/`,
        env: {
          ...(base.webServer as { env: Record<string, string> }).env,
          PORT: String(PORT),
          DATABASE_URL: '',
          SITE_DIR: `${DATA}/site`,
          SMS_DIR: `${DATA}/sms`,
          RADIUS_DATABASE_URL: `file:${process.env.E2E_RADIUS_FILE}`,
          SMTP_URL: `smtp://127.0.0.1:${PORT + 2}`,
          ...gatewayEnv(PORT + 3),
        },
      }
    : undefined,
});
