import { describe, expect, it } from 'vitest';
import { insertCustomer, insertPlan } from './customer-account.ts';
import { DIALECTS, forEachDatabase } from './setup.ts';
import { DAY, H, npt, usageApp } from './usage-app.ts';

// Usage read from FreeRADIUS's radacct (docs/usage.md), on both databases, each reading a radacct of its
// own kind made from FreeRADIUS's official schema. Every figure below is worked out by hand: a session's
// octets are spread evenly over its time (start to stop, or to its last interim update).

// Now: 20 November 2026, 12:00 in Nepal. Due date the 5th: the period is 5 Nov to 4 Dec.
const NOW = npt('2026-11-20', 12);
const P = npt('2026-11-05');

for (const kind of DIALECTS) {
  describe(`usage from RADIUS [${kind}]`, () => {
    const t = usageApp(kind, NOW);
    const { signIn, account, staff } = t;
    it('adds up the period: a session across its start, one across midnight, an open one with interim updates, two at once', async () => {
      const plan = await insertPlan(t.db, 'Volume 5', '50 Mbps');
      await t.db.updateTable('plan').set({ capGb: '5' }).where('id', '=', plan).execute();
      await insertCustomer(t.db, { customerId: 'KN-1', radiusUser: 'kn1', dueDate: '2026-12-05', planId: plan });
      await t.radius.insert(
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
      await t.radius.interim('kn1', npt('2026-11-20', 11), 230_000_000, 2_300_000_000);
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
      expect((await t.created.app.request('/api/customer/by-id/KN-1/usage')).status).toBe(401);
    });

    it('shows a session open on two NAS at once as two, and a stale open session (NAS silent) as offline', async () => {
      await insertCustomer(t.db, { customerId: 'KN-2', radiusUser: 'kn2', phone: '9841000002' });
      await t.radius.insert(
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
      await insertCustomer(t.db, { customerId: 'KN-3', phone: '9841000003' });
      expect((await account(await signIn('KN-3'))).usage).toBeNull();
      expect((await (await staff('KN-3')).json()).usage).toBeNull();
    });
  });
}

// Without RADIUS_DATABASE_URL there is no usage at all: the staff's route answers null, and My account
// has no `usage` (its section is absent, not empty).
forEachDatabase('usage without RADIUS', (ctx) => {
  it('answers no usage for a customer with a RADIUS user', async () => {
    await insertCustomer(ctx.database.db, { customerId: 'KN-7', radiusUser: 'kn7' });
    const res = await ctx.call('GET', '/api/customer/by-id/KN-7/usage');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ usage: null });
  });
});
