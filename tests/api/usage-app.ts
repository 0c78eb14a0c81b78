import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { testConfig } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/index.ts';
import { seed } from '../../src/server/demo/seed.ts';
import { radacct } from './radacct.ts';
import { ADMIN, openTestDatabase } from './setup.ts';
import { testSmtp, type TestSmtp } from './smtp.ts';

// The app the usage tests call (docs/usage.md): a database of the kind under test reading a radacct of
// the same kind (tests/api/radacct.ts), SMS as files, email to a real SMTP server, and a clock the
// tests move. Declared in a describe: its hooks make it before the tests and remove it after.

export const H = 3_600_000;
export const DAY = 24 * H;
/** Nepal midnight starting a calendar day (plus hours), as an instant. */
export const npt = (day: string, hour = 0) => Date.parse(`${day}T00:00:00+05:45`) + hour * H;

export function usageApp(kind: 'sqlite' | 'postgres', startsAt: number) {
  const smsDir = mkdtempSync(join(tmpdir(), 'isp-usage-sms-'));
  const t = {
    offset: 0,
    now: () => new Date(startsAt + t.offset),
    radius: undefined as unknown as Awaited<ReturnType<typeof radacct>>,
    created: undefined as unknown as Awaited<ReturnType<typeof createApp>>,
    smtp: undefined as unknown as TestSmtp,
    db: undefined as unknown as Db,
    staffToken: '',
    /** A signed-in customer's cookie, through the app's own sessions. */
    async signIn(customerId: string) {
      const door = new Hono();
      door.get('/', async (c) => {
        await t.created.sessions.start(c, customerId);
        return c.text('');
      });
      return (await door.request('/')).headers.get('set-cookie')?.split(';')[0] ?? '';
    },
    account: async (cookie: string) => (await t.created.app.request('/api/account', { headers: { cookie } })).json(),
    staff: (customerId: string) =>
      t.created.app.request(`/api/customer/by-id/${customerId}/usage`, { headers: { 'x-auth-token': t.staffToken } }),
    /** The SMS written so far (SMS_PROVIDER=file). */
    sms: () =>
      readdirSync(smsDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(join(smsDir, f), 'utf8')) as { to: string; text: string }),
  };
  let cleanup = async () => {};
  beforeAll(async () => {
    t.radius = await radacct(kind);
    t.smtp = await testSmtp();
    const opened = await openTestDatabase(kind);
    t.db = opened.database.db;
    const config = testConfig({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: false,
      LOG_LOGINS: false,
      SMS_PROVIDER: 'file',
      SMS_DIR: smsDir,
      SMTP_URL: t.smtp.url,
      SITE_URL: 'https://isp.example.com',
      RADIUS_DATABASE_URL: t.radius.url,
    });
    await seed(t.db, config);
    t.created = await createApp({ database: opened.database, config, now: t.now });
    cleanup = async () => {
      await t.created.notifier.stop();
      await t.created.radius?.close();
      await opened.cleanup();
    };
    const login = await t.created.app.request('/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    t.staffToken = (await login.json()).token;
  });
  afterAll(async () => {
    await cleanup();
    await t.radius.drop();
    await t.smtp.stop();
    rmSync(smsDir, { recursive: true, force: true });
  });
  return t;
}
