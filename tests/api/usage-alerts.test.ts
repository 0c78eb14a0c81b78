import { describe, expect, it } from 'vitest';
import { usageAlerts } from '../../src/server/account/usage-alerts.ts';
import { insertCustomer, insertPlan } from './customer-account.ts';
import { DIALECTS } from './setup.ts';
import { DAY, npt, usageApp } from './usage-app.ts';

// The usage alerts (docs/usage.md) under a controlled clock, on both databases: at 80 % and 100 % of a
// plan's cap, an SMS and an email once a billing period, however many servers check.

for (const kind of DIALECTS) {
  describe(`usage alerts [${kind}]`, () => {
    const t = usageApp(kind, npt('2026-11-20', 12));
    it('alerts at 80 % and 100 % of the cap once a period, however many servers check', async () => {
      const plan = await insertPlan(t.db, 'Volume 10', '50 Mbps');
      await t.db
        .updateTable('plan')
        .set({ capGb: '10', fairUsage: 'After the cap, the speed is 2 Mbps until the period ends.' })
        .where('id', '=', plan)
        .execute();
      await insertCustomer(t.db, {
        customerId: 'KN-4',
        radiusUser: 'kn4',
        planId: plan,
        phone: '9841000004',
        email: 'sita@example.com',
        dueDate: '2026-12-01',
      });
      // A 5 GB plan, 5.16 GB used in the period (5 November to 4 December): 103 %.
      const small = await insertPlan(t.db, 'Volume 5', '50 Mbps');
      await t.db.updateTable('plan').set({ capGb: '5' }).where('id', '=', small).execute();
      await insertCustomer(t.db, {
        customerId: 'KN-5',
        radiusUser: 'kn5',
        planId: small,
        phone: '9841000005',
        dueDate: '2026-12-05',
      });
      await t.radius.insert({
        username: 'kn5',
        start: npt('2026-11-10'),
        stop: npt('2026-11-10', 2),
        output: 4_600_000_000,
        input: 560_000_000,
      });
      // 7 GB so far this period (1 to 30 November): 70 %, nothing yet.
      await t.radius.insert({
        username: 'kn4',
        start: npt('2026-11-18'),
        update: npt('2026-11-18', 7),
        interval: 300,
        output: 6_000_000_000,
        input: 1_000_000_000,
      });
      // Two servers of a cluster, each with its own job, on the same databases.
      const other = usageAlerts({
        db: t.db,
        usageFor: t.created.usageFor!,
        smsInserts: t.created.notifier.smsInserts,
        sendsEmail: t.created.notifier.sendsStatus,
        wake: t.created.notifier.wake,
        siteUrl: 'https://isp.example.com',
        now: t.now,
      });
      const servers = [t.created.usageAlerts!, other];
      const round = async () => {
        let queued = 0;
        for (const s of servers) queued += await s.check();
        await t.created.notifier.drained();
        return queued;
      };
      // KN-5 is found past both at once: the 100 % alert alone, an SMS (no email on record); KN-4 at 70 %.
      expect(await round()).toBe(1);
      expect(await round()).toBe(0);
      await t.radius.interim('kn4', npt('2026-11-18', 8), 1_000_000_000, 7_500_000_000); // 8.5 GB: 85 %
      expect(await round()).toBe(2); // one SMS, one email
      expect(await round()).toBe(0);
      await t.radius.interim('kn4', npt('2026-11-18', 9), 1_100_000_000, 9_000_000_000); // 10.1 GB: 101 %
      expect(await round()).toBe(2);
      expect(await round()).toBe(0);
      // The next period: counted afresh, alerted afresh.
      t.offset = 15 * DAY; // 5 December
      await t.radius.insert({
        username: 'kn4',
        start: npt('2026-12-02'),
        stop: npt('2026-12-03'),
        output: 8_000_000_000,
        input: 500_000_000,
      });
      expect(await round()).toBe(2);
      expect(await round()).toBe(0);
      t.offset = 0;
      const texts = t.sms();
      const sms = texts.filter((m) => m.to.endsWith('9841000004')).map((m) => /(\d+)%/.exec(m.text)?.[1]);
      expect(sms.sort()).toEqual(['101', '85', '85']);
      expect(texts.filter((m) => m.to.endsWith('9841000005')).map((m) => m.text)).toEqual([
        expect.stringMatching(/used 103% \(5\.16 GB\) of your 5 GB data cap this billing period, to 4 Dec 2026/),
      ]);
      const mails = (await t.smtp.waitFor(3)).filter((m) => m.to && JSON.stringify(m.to).includes('sita@example.com'));
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
