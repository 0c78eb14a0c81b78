import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageAlerts } from '../../src/server/account/usage-alerts.ts';
import { createApp } from '../../src/server/app.ts';
import { testConfig } from '../../src/server/config.ts';
import { seed } from '../../src/server/demo/seed.ts';
import { insertCustomer, insertPlan } from './customer-account.ts';
import { radacct } from './radacct.ts';
import { ADMIN, DIALECTS, openTestDatabase } from './setup.ts';
import { testSmtp, type TestSmtp } from './smtp.ts';

// Usage read from FreeRADIUS's radacct (docs/usage.md), on both databases, each reading a radacct of its
// own kind made from FreeRADIUS's official schema. Every figure below is worked out by hand: a session's
// octets are spread evenly over its time (start to stop, or to its last interim update).

const H = 3_600_000;
const DAY = 24 * H;
/** Nepal midnight starting a calendar day, as an instant. */
const npt = (day: string, hour = 0) => Date.parse(`${day}T00:00:00+05:45`) + hour * H;
// Now: 20 November 2026, 12:00 in Nepal. Due date the 5th: the period is 5 Nov to 4 Dec.
const NOW = npt('2026-11-20', 12);
const P = npt('2026-11-05');

for (const kind of DIALECTS) {
  describe(`usage from RADIUS [${kind}]`, () => {
    let offset = 0;
    const now = () => new Date(NOW + offset);
    let radius: Awaited<ReturnType<typeof radacct>>;
    let created: Awaited<ReturnType<typeof createApp>>;
    let smtp: TestSmtp;
    let cleanup: () => Promise<void>;
    let staffToken = '';
    const smsDir = mkdtempSync(join(tmpdir(), 'isp-usage-sms-'));
    let db: Awaited<ReturnType<typeof openTestDatabase>>['database']['db'];

    beforeAll(async () => {
      radius = await radacct(kind);
      smtp = await testSmtp();
      const opened = await openTestDatabase(kind);
      db = opened.database.db;
      const config = testConfig({
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: false,
        LOG_LOGINS: false,
        SMS_PROVIDER: 'file',
        SMS_DIR: smsDir,
        SMTP_URL: smtp.url,
        SITE_URL: 'https://isp.example.com',
        RADIUS_DATABASE_URL: radius.url,
      });
      await seed(db, config);
      created = await createApp({ database: opened.database, config, now });
      cleanup = async () => {
        await created.notifier.stop();
        await created.radius?.close();
        await opened.cleanup();
      };
      const login = await created.app.request('/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      staffToken = (await login.json()).token;
    });
    afterAll(async () => {
      await cleanup();
      await radius.drop();
      await smtp.stop();
      rmSync(smsDir, { recursive: true, force: true });
    });

    /** A signed-in customer's cookie, through the app's own sessions. */
    async function signIn(customerId: string) {
      const door = new Hono();
      door.get('/', async (c) => {
        await created.sessions.start(c, customerId);
        return c.text('');
      });
      return (await door.request('/')).headers.get('set-cookie')?.split(';')[0] ?? '';
    }
    const account = async (cookie: string) =>
      (await created.app.request('/api/account', { headers: { cookie } })).json();
    const staff = async (customerId: string) =>
      created.app.request(`/api/customer/by-id/${customerId}/usage`, { headers: { 'x-auth-token': staffToken } });

    it('adds up the period: a session across its start, one across midnight, an open one with interim updates, two at once', async () => {
      const plan = await insertPlan(db, 'Volume 5', '50 Mbps');
      await db.updateTable('plan').set({ capGb: '5' }).where('id', '=', plan).execute();
      await insertCustomer(db, { customerId: 'KN-1', radiusUser: 'kn1', dueDate: '2026-12-05', planId: plan });
      await radius.insert(
        // across the period's start: half of it (6 h of 12) in the period, all on 5 Nov
        { username: 'kn1', start: P - 6 * H, stop: P + 6 * H, output: 2_000_000_000, input: 400_000_000 },
        // across midnight, 22:00 to 02:00: half on 10 Nov, half on 11 Nov
        {
          username: 'kn1',
          start: npt('2026-11-10', 22),
          stop: npt('2026-11-11', 2),
          output: 800_000_000,
          input: 80_000_000,
        },
        // open since 19 Nov 12:00, last interim update at 20 Nov 10:00 (22 h: 100 MB down, 10 MB up an hour)
        {
          username: 'kn1',
          start: npt('2026-11-19', 12),
          update: npt('2026-11-20', 10),
          interval: 3600,
          output: 2_200_000_000,
          input: 220_000_000,
          address: '100.64.0.10',
        },
        // a second session at the same time, 18:00 to 20:00 on 19 Nov, from another address
        {
          username: 'kn1',
          start: npt('2026-11-19', 18),
          stop: npt('2026-11-19', 20),
          output: 500_000_000,
          input: 50_000_000,
          address: '100.64.0.11',
        },
        // before the period, and another customer's: not counted
        { username: 'kn1', start: P - 2 * DAY, stop: P - DAY, output: 9_000_000_000, input: 9_000_000_000 },
        { username: 'kn9', start: npt('2026-11-12'), stop: npt('2026-11-12', 1), output: 7_000_000_000, input: 1 },
      );
      const cookie = await signIn('KN-1');
      let usage = (await account(cookie)).usage;
      expect(usage.period).toEqual({ start: '2026-11-05', end: '2026-12-04' });
      // 1,000 + 800 + 2,200 + 500 MB down; 200 + 80 + 220 + 50 MB up
      expect([usage.download, usage.upload]).toEqual([4_500_000_000, 550_000_000]);

      // The NAS's next interim update: the open session's totals as of 11:00 (one more hour).
      await radius.interim('kn1', npt('2026-11-20', 11), 230_000_000, 2_300_000_000);
      usage = (await account(cookie)).usage;
      expect([usage.download, usage.upload]).toEqual([4_600_000_000, 560_000_000]);
      expect(usage.capGb).toBe(5);
      expect(usage.share).toBe(103); // 5.16 GB of 5 GB
      const days = Object.fromEntries(
        usage.days.map((d: { day: string; download: number; upload: number }) => [d.day, [d.download, d.upload]]),
      );
      expect(usage.days).toHaveLength(16); // 5 to 20 November: up to today
      expect(days).toMatchObject({
        '2026-11-05': [1_000_000_000, 200_000_000],
        '2026-11-06': [0, 0],
        '2026-11-10': [400_000_000, 40_000_000],
        '2026-11-11': [400_000_000, 40_000_000],
        // 12 h of the open session and the whole second one
        '2026-11-19': [1_700_000_000, 170_000_000],
        '2026-11-20': [1_100_000_000, 110_000_000],
      });
      expect(usage.online).toEqual([{ since: new Date(npt('2026-11-19', 12)).toISOString(), address: '100.64.0.10' }]);

      // Staff see the same figures.
      const res = await staff('KN-1');
      expect(res.status).toBe(200);
      expect((await res.json()).usage).toEqual(usage);
      expect((await staff('KN-404')).status).toBe(404);
      expect((await created.app.request('/api/customer/by-id/KN-1/usage')).status).toBe(401);
    });

    it('shows a session open on two NAS at once as two, and a stale open session (NAS silent) as offline', async () => {
      await insertCustomer(db, { customerId: 'KN-2', radiusUser: 'kn2', phone: '9841000002' });
      await radius.insert(
        {
          username: 'kn2',
          start: NOW - 2 * H,
          update: NOW - 5 * 60_000,
          interval: 300,
          output: 1,
          input: 1,
          address: '100.64.1.1',
        },
        { username: 'kn2', start: NOW - H, update: NOW - H, interval: 300, output: 1, input: 1, address: '100.64.1.2' },
        {
          username: 'kn2',
          start: NOW - 30 * 60_000,
          update: NOW - 60_000,
          interval: 300,
          output: 1,
          input: 1,
          address: '100.64.1.3',
        },
      );
      const usage = (await account(await signIn('KN-2'))).usage;
      // Calendar months without a due date; no plan, no cap.
      expect(usage.period).toEqual({ start: '2026-11-01', end: '2026-11-30' });
      expect([usage.capGb, usage.share]).toEqual([null, null]);
      expect(usage.online.map((o: { address: string }) => o.address)).toEqual(['100.64.1.1', '100.64.1.3']);
    });

    it('leaves usage out for a customer without a RADIUS user', async () => {
      await insertCustomer(db, { customerId: 'KN-3', phone: '9841000003' });
      expect((await account(await signIn('KN-3'))).usage).toBeNull();
      expect((await (await staff('KN-3')).json()).usage).toBeNull();
    });

    it('alerts at 80 % and 100 % of the cap once a period, however many servers check', async () => {
      const plan = await insertPlan(db, 'Volume 10', '50 Mbps');
      await db
        .updateTable('plan')
        .set({ capGb: '10', fairUsage: 'After the cap, the speed is 2 Mbps until the period ends.' })
        .where('id', '=', plan)
        .execute();
      await insertCustomer(db, {
        customerId: 'KN-4',
        radiusUser: 'kn4',
        planId: plan,
        phone: '9841000004',
        email: 'sita@example.com',
        dueDate: '2026-12-01',
      });
      // 7 GB so far this period (1 to 30 November): 70 %, nothing yet.
      await radius.insert({
        username: 'kn4',
        start: npt('2026-11-18'),
        update: npt('2026-11-18', 7),
        interval: 300,
        output: 6_000_000_000,
        input: 1_000_000_000,
      });
      // Two servers of a cluster, each with its own job, on the same databases.
      const other = usageAlerts({
        db,
        usageFor: created.usageFor!,
        smsInserts: created.notifier.smsInserts,
        sendsEmail: created.notifier.sendsStatus,
        wake: created.notifier.wake,
        siteUrl: 'https://isp.example.com',
        now,
      });
      const servers = [created.usageAlerts!, other];
      const round = async () => {
        let queued = 0;
        for (const s of servers) queued += await s.check();
        await created.notifier.drained();
        return queued;
      };
      // KN-1 (above) is found past both at once: the 100 % alert alone, an SMS (no email on record); KN-4 at 70 %.
      expect(await round()).toBe(1);
      expect(await round()).toBe(0);
      await radius.interim('kn4', npt('2026-11-18', 8), 1_000_000_000, 7_500_000_000); // 8.5 GB: 85 %
      expect(await round()).toBe(2); // one SMS, one email
      expect(await round()).toBe(0);
      await radius.interim('kn4', npt('2026-11-18', 9), 1_100_000_000, 9_000_000_000); // 10.1 GB: 101 %
      expect(await round()).toBe(2);
      expect(await round()).toBe(0);
      // The next period: counted afresh, alerted afresh.
      offset = 15 * DAY; // 5 December
      await radius.insert({
        username: 'kn4',
        start: npt('2026-12-02'),
        stop: npt('2026-12-03'),
        output: 8_000_000_000,
        input: 500_000_000,
      });
      expect(await round()).toBe(2);
      expect(await round()).toBe(0);
      offset = 0;
      const texts = readdirSync(smsDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(join(smsDir, f), 'utf8')) as { to: string; text: string });
      const sms = texts.filter((m) => m.to.endsWith('9841000004')).map((m) => /(\d+)%/.exec(m.text)?.[1]);
      expect(sms.sort()).toEqual(['101', '85', '85']);
      expect(texts.filter((m) => m.to.endsWith('9841000001')).map((m) => m.text)).toEqual([
        expect.stringMatching(/used 103% \(5\.16 GB\) of your 5 GB data cap this billing period, to 4 Dec 2026/),
      ]);
      const mails = (await smtp.waitFor(3)).filter((m) => m.to && JSON.stringify(m.to).includes('sita@example.com'));
      expect(mails.map((m) => m.subject)).toEqual([
        'You have used 85% of your data cap',
        'You have used 101% of your data cap',
        'You have used 85% of your data cap',
      ]);
      expect(mails[1]!.text).toContain('After the cap, the speed is 2 Mbps');
      expect(mails[1]!.text).toContain('https://isp.example.com/account');
    });
  });
}
