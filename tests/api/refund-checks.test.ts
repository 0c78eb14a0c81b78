import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { testConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/index.ts';
import { seed } from '../../src/server/demo/seed.ts';
import { reconciler } from '../../src/server/payments/reconciler.ts';
import { nextLookup } from '../../src/server/payments/cadence.ts';
import { getPayment } from '../../src/server/payments/store.ts';
import { dueOf, insertCustomer } from '../support/customers.ts';
import { startFakeGateways, type FakeGateways } from '../support/gateways.ts';
import { caller, paymentSettings, type App } from './payment-setup.ts';
import { ADMIN, DIALECTS, openTestDatabase } from './setup.ts';

// A refund made in a gateway's merchant panel comes to light by itself: a paid payment is looked up
// again 1, 3, 7, 14 and 30 days after it was paid (the reconciler's rounds on a moved clock), never
// credited again, raised back once when the gateway says refunded (also while staff mark it refunded
// at the same moment), left paid with a note on a partial refund or a reversal, and never looked up
// after day 30.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-01T04:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('nextLookup, the lookups’ cadence', () => {
  const paid = { status: 'paid', createdAt: iso(T0 - 60_000), paidAt: iso(T0) };
  it('a paid payment: 1, 3, 7, 14 and 30 days after paidAt, each counted from paidAt, then never', () => {
    const checkAfter = (ms: number) => nextLookup(paid, new Date(ms));
    expect(checkAfter(T0)).toBe(iso(T0 + DAY));
    expect(checkAfter(T0 + DAY)).toBe(iso(T0 + 3 * DAY));
    // A round that ran late does not push the later checks back.
    expect(checkAfter(T0 + 5 * DAY)).toBe(iso(T0 + 7 * DAY));
    expect(checkAfter(T0 + 7 * DAY)).toBe(iso(T0 + 14 * DAY));
    expect(checkAfter(T0 + 29 * DAY)).toBe(iso(T0 + 30 * DAY));
    expect(checkAfter(T0 + 30 * DAY)).toBeNull();
  });
  it('an open payment: every 5 minutes, then hourly, then settled; a refunded or failed one: never', () => {
    const open = { status: 'pending', createdAt: iso(T0) };
    expect(nextLookup(open, new Date(T0))).toBe(iso(T0 + 300_000));
    expect(nextLookup(open, new Date(T0 + 2 * 3_600_000))).toBe(iso(T0 + 3 * 3_600_000));
    expect(nextLookup(open, new Date(T0 + DAY))).toBeNull();
    expect(nextLookup({ ...paid, status: 'refunded' }, new Date(T0))).toBeNull();
    expect(nextLookup({ ...open, status: 'failed' }, new Date(T0 + DAY))).toBeNull();
  });
});

const fake: FakeGateways = await startFakeGateways();
afterAll(() => fake.close());

for (const kind of DIALECTS) {
  describe(`checks for refunds [${kind}]`, () => {
    let database: Database;
    let cleanup: () => Promise<void>;
    let a: App;
    let token: string;
    const clock = { at: T0 };
    const now = () => new Date(clock.at);
    const call = caller(() => token);
    let round: ReturnType<typeof reconciler>;

    /** A payment started and paid at the gateway, credited by "Look up now"; its paidAt is the clock's. */
    async function paid(gateway: 'esewa' | 'khalti', amount: number) {
      const started = await (await call(a, 'POST', '/api/payment', { customerId: 'KN-3001', amount, gateway })).json();
      const id = started._id as string;
      const code = randomBytes(8).toString('hex');
      if (gateway === 'esewa') {
        await fetch(started.redirect.url, { method: 'POST', body: new URLSearchParams(started.redirect.fields) });
        Object.assign(fake.esewa.get(id)!, { status: 'COMPLETE', ref_id: code });
      } else Object.assign(await khaltiOf(id), { status: 'Completed', transaction_id: code });
      expect((await call(a, 'POST', `/api/payment/${id}/lookup`, {}, true)).status).toBe(200);
      const payment = (await getPayment(database.db, id))!;
      expect([payment.status, payment.paidAt, payment.nextLookupAt]).toEqual([
        'paid',
        iso(clock.at),
        iso(clock.at + DAY),
      ]);
      return { id, paidAt: clock.at };
    }
    const khaltiOf = async (id: string) => fake.khalti.get((await getPayment(database.db, id))!.gatewayKey!)!;
    /** What the gateway answers from now on (eSewa's status, Khalti's). */
    async function atGateway(id: string, esewa: string, khalti: string) {
      if ((await getPayment(database.db, id))!.gateway === 'esewa') fake.esewa.get(id)!.status = esewa;
      else (await khaltiOf(id)).status = khalti;
    }
    const lookups = async (id: string) =>
      (
        await database.db
          .selectFrom('payment_exchange')
          .select('seq')
          .where('paymentId', '=', id)
          .where('kind', '=', 'lookup')
          .execute()
      ).length;
    /** The receipts queued: the payment's email, the customer's SMS. */
    const receipts = async (id: string) =>
      (await database.db.selectFrom('outbox').select('id').where('recordId', 'in', [id, 'KN-3001']).execute()).length;
    /** The reconciler's round at that moment. */
    const roundAt = async (ms: number) => {
      clock.at = ms;
      expect(await round.runOnce()).toBeTypeOf('number');
    };

    beforeAll(async () => {
      const opened = await openTestDatabase(kind);
      database = opened.database;
      cleanup = opened.cleanup;
      const config = testConfig(paymentSettings(fake, 'isp-refund-checks-mail'));
      await seed(database.db, config);
      a = await createApp({ database, config, now });
      round = reconciler({ db: database.db, payments: a.payments, instance: 'refund-checks', now });
      token = (await (await call(a, 'POST', '/api/users/login', ADMIN)).json()).token;
      await insertCustomer(database.db, {
        customerId: 'KN-3001',
        name: 'Maya Gurung',
        dueAmount: 5_000_000,
        email: 'maya@example.com',
      });
    });
    afterAll(async () => {
      await round.stop();
      await a.notifier.stop();
      await cleanup();
    });

    it('a paid payment is looked up on days 1, 3, 7, 14 and 30, never credited again, then no more', async () => {
      const e = await paid('esewa', 30_000);
      const k = await paid('khalti', 40_000);
      const due = await dueOf(database.db, 'KN-3001');
      const sent = [await receipts(e.id), await receipts(k.id)];
      const mails = await database.db
        .selectFrom('outbox')
        .select('channel')
        .where('recordId', 'in', [e.id, k.id])
        .execute();
      expect(mails.map((m) => m.channel)).toEqual(['payment-mail', 'payment-mail']);
      await roundAt(e.paidAt + DAY - 1);
      expect([await lookups(e.id), await lookups(k.id)]).toEqual([1, 1]);
      for (const [i, day] of [1, 3, 7, 14, 30].entries()) {
        await roundAt(e.paidAt + day * DAY);
        // A second round at the same moment asks nothing more.
        await round.runOnce();
        expect([await lookups(e.id), await lookups(k.id)]).toEqual([i + 2, i + 2]);
        for (const { id } of [e, k]) expect((await getPayment(database.db, id))?.status).toBe('paid');
        expect(await dueOf(database.db, 'KN-3001')).toBe(due);
        expect([await receipts(e.id), await receipts(k.id)]).toEqual(sent);
      }
      const last = await getPayment(database.db, e.id);
      expect([last?.nextLookupAt, last?.note, last?.updatedAt]).toEqual([null, 'COMPLETE', iso(e.paidAt)]);
      expect((await getPayment(database.db, k.id))?.nextLookupAt).toBeNull();
      // Refunded after day 30: no round asks any more (staff's "Look up now" still would).
      await atGateway(e.id, 'FULL_REFUND', 'Refunded');
      await roundAt(e.paidAt + 90 * DAY);
      expect([await lookups(e.id), await lookups(k.id)]).toEqual([6, 6]);
      expect((await getPayment(database.db, e.id))?.status).toBe('paid');
    });

    it('the gateway down at the last check: tried again hourly for a day, so a refund is not lost to an outage', async () => {
      const e = await paid('esewa', 15_000);
      const due = await dueOf(database.db, 'KN-3001');
      for (const day of [1, 3, 7, 14]) await roundAt(e.paidAt + day * DAY);
      fake.down = true;
      await roundAt(e.paidAt + 30 * DAY);
      await roundAt(e.paidAt + 30 * DAY + HOUR);
      expect((await getPayment(database.db, e.id))?.nextLookupAt).toBe(iso(e.paidAt + 30 * DAY + 2 * HOUR));
      fake.down = false;
      await atGateway(e.id, 'FULL_REFUND', 'Refunded');
      await roundAt(e.paidAt + 30 * DAY + 2 * HOUR);
      expect((await getPayment(database.db, e.id))?.status).toBe('refunded');
      expect(await dueOf(database.db, 'KN-3001')).toBe(due + 15_000);
      // A day of silence after a check day gives up on it: the checks end.
      const f = await paid('esewa', 16_000);
      for (const day of [1, 3, 7, 14]) await roundAt(f.paidAt + day * DAY);
      fake.down = true;
      for (let h = 0; h < 24; h += 1) await roundAt(f.paidAt + 30 * DAY + h * HOUR);
      fake.down = false;
      expect((await getPayment(database.db, f.id))?.nextLookupAt).toBeNull();
    });

    it('a refund made at the gateway is found at the next check: refunded, the amount due raised once', async () => {
      const e = await paid('esewa', 25_000);
      const k = await paid('khalti', 35_000);
      const due = await dueOf(database.db, 'KN-3001');
      await atGateway(e.id, 'FULL_REFUND', 'Refunded');
      await roundAt(e.paidAt + DAY - 1);
      expect((await getPayment(database.db, e.id))?.status).toBe('paid');
      await roundAt(e.paidAt + DAY);
      expect((await getPayment(database.db, e.id))?.status).toBe('refunded');
      expect((await getPayment(database.db, k.id))?.status).toBe('paid');
      expect(await dueOf(database.db, 'KN-3001')).toBe(due + 25_000);
      // Khalti's refund two days on: found at the day-3 check.
      await atGateway(k.id, 'FULL_REFUND', 'Refunded');
      await roundAt(k.paidAt + 3 * DAY);
      const refunded = await getPayment(database.db, k.id);
      expect([refunded?.status, refunded?.nextLookupAt, refunded?.note]).toEqual([
        'refunded',
        null,
        'khalti: Refunded',
      ]);
      expect(await dueOf(database.db, 'KN-3001')).toBe(due + 60_000);
      for (const day of [7, 14, 30]) await roundAt(e.paidAt + day * DAY);
      expect([await lookups(e.id), await lookups(k.id)]).toEqual([2, 3]);
      expect(await dueOf(database.db, 'KN-3001')).toBe(due + 60_000);
      const audit = await database.db
        .selectFrom('audit')
        .select(['recordId', 'userId'])
        .where('action', '=', 'refund')
        .where('recordId', 'in', [e.id, k.id])
        .execute();
      expect(audit.map((r) => r.userId)).toEqual(['', '']);
    });

    it('staff mark it refunded while the check finds the refund: the amount due raised once', async () => {
      for (const gateway of ['esewa', 'khalti'] as const) {
        const p = await paid(gateway, 20_000);
        const due = await dueOf(database.db, 'KN-3001');
        await atGateway(p.id, 'FULL_REFUND', 'Refunded');
        clock.at = p.paidAt + DAY;
        const [, staff] = await Promise.all([
          round.runOnce(),
          call(a, 'POST', `/api/payment/${p.id}/refund`, { reason: 'Refunded in the merchant panel' }, true),
        ]);
        expect([200, 409]).toContain(staff.status);
        expect((await getPayment(database.db, p.id))?.status).toBe('refunded');
        expect(await dueOf(database.db, 'KN-3001')).toBe(due + 20_000);
        const audit = await database.db
          .selectFrom('audit')
          .select('id')
          .where('action', '=', 'refund')
          .where('recordId', '=', p.id)
          .execute();
        expect(audit).toHaveLength(1);
      }
    });

    it('a partial refund leaves the payment paid with a note for staff, the amount due as it was', async () => {
      const e = await paid('esewa', 50_000);
      const k = await paid('khalti', 50_000);
      const due = await dueOf(database.db, 'KN-3001');
      await atGateway(e.id, 'PARTIAL_REFUND', 'Partially refunded');
      await atGateway(k.id, 'PARTIAL_REFUND', 'Partially refunded');
      await roundAt(e.paidAt + DAY);
      const notes = {
        [e.id]: 'eSewa says PARTIAL_REFUND: check the statement',
        [k.id]: 'Khalti says partially refunded: check the statement',
      };
      for (const { id } of [e, k]) {
        const detail = await (await call(a, 'GET', `/api/payment/${id}`, undefined, true)).json();
        expect([detail.status, detail.note, detail.nextLookupAt]).toEqual(['paid', notes[id], iso(e.paidAt + 3 * DAY)]);
      }
      expect(await dueOf(database.db, 'KN-3001')).toBe(due);
      // The gateway down at the next check: the note stays, and the check is tried again an hour on.
      fake.down = true;
      await roundAt(e.paidAt + 3 * DAY);
      fake.down = false;
      const after = await getPayment(database.db, e.id);
      expect([after?.status, after?.note, after?.nextLookupAt]).toEqual([
        'paid',
        notes[e.id],
        iso(e.paidAt + 3 * DAY + HOUR),
      ]);
      // Refunded in full after the partial refund: raising the amount due by the whole payment would
      // charge the part already refunded twice, so it stays paid with a note for staff.
      await atGateway(e.id, 'FULL_REFUND', 'Refunded');
      await roundAt(e.paidAt + 3 * DAY + HOUR);
      const full = await getPayment(database.db, e.id);
      expect([full?.status, full?.nextLookupAt]).toEqual(['paid', iso(e.paidAt + 7 * DAY)]);
      expect(full?.note).toBe('the gateway now says FULL_REFUND; still paid here: check the statement');
      expect(await dueOf(database.db, 'KN-3001')).toBe(due);
      // Reversed on eSewa's side (CANCELED) once paid: still paid here, said plainly for staff to settle.
      await atGateway(e.id, 'CANCELED', 'Completed');
      await roundAt(e.paidAt + 7 * DAY);
      expect([(await getPayment(database.db, e.id))?.status, (await getPayment(database.db, e.id))?.note]).toEqual([
        'paid',
        'the gateway now says CANCELED; still paid here: check the statement',
      ]);
      expect(await dueOf(database.db, 'KN-3001')).toBe(due);
    });
  });
}
