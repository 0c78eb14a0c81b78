import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { testConfig } from '../../src/server/config.ts';
import { seed } from '../../src/server/demo/seed.ts';
import { reconciler } from '../../src/server/payments/reconciler.ts';
import { getPayment } from '../../src/server/payments/store.ts';
import type { Database } from '../../src/server/db/index.ts';
import { dueOf, insertCustomer } from '../support/customers.ts';
import { startFakeGateways, type FakeGateways } from '../support/gateways.ts';
import { caller, paymentSettings, type App } from './payment-setup.ts';
import { ADMIN, DIALECTS, openTestDatabase } from './setup.ts';

// Online payments against local eSewa and Khalti servers that answer as their documentation shows: the
// happy paths, forged and tampered returns, PENDING settled by the reconciler on a moved clock, a
// cancel, the gateway down, the same return twice from two servers at once, and a restart mid-payment.

const fake: FakeGateways = await startFakeGateways();
afterAll(() => fake.close());

for (const kind of DIALECTS) {
  describe(`payments [${kind}]`, () => {
    let database: Database;
    let cleanup: () => Promise<void>;
    const clock = { at: Date.now() };
    const now = () => new Date(clock.at);
    const config = testConfig(paymentSettings(fake, 'isp-payments-mail'));
    const apps: App[] = [];
    const server = async () => {
      const made = await createApp({ database, config, now });
      apps.push(made);
      return made;
    };
    let a: App;
    let b: App;
    let token: string;
    const call = caller(() => token);
    /** The SMS rows queued for a customer (a sent one's text is dropped, the row stays). */
    const smsTo = async (customerId: string) =>
      (
        await database.db
          .selectFrom('outbox')
          .select('id')
          .where('channel', '=', 'sms')
          .where('recordId', '=', customerId)
          .execute()
      ).length;
    /** Starts a payment on app `a` and sends the browser through the fake gateway's page. */
    async function pay(
      customerId: string,
      amount: number,
      gateway: 'esewa' | 'khalti',
      choice: 'pay' | 'cancel' = 'pay',
    ) {
      const res = await call(a, 'POST', '/api/payment', { customerId, amount, gateway });
      expect(res.status).toBe(201);
      const started = await res.json();
      expect(started.status).toBe('initiated');
      let back: string;
      if (gateway === 'esewa') {
        expect(started.redirect.method).toBe('POST');
        const form = await fetch(started.redirect.url, {
          method: 'POST',
          body: new URLSearchParams(started.redirect.fields),
        });
        expect(await form.text()).toContain('Pay Rs.');
        const click = await fetch(`${fake.url}/fake/esewa/pay`, {
          method: 'POST',
          body: new URLSearchParams({ uuid: started._id, choice }),
          redirect: 'manual',
        });
        back = click.headers.get('location')!;
      } else {
        expect(started.redirect.method).toBe('GET');
        const pidx = new URL(started.redirect.url).searchParams.get('pidx')!;
        const click = await fetch(`${fake.url}/fake/khalti/pay`, {
          method: 'POST',
          body: new URLSearchParams({ pidx, choice }),
          redirect: 'manual',
        });
        back = click.headers.get('location')!;
      }
      const url = new URL(back);
      return { id: started._id as string, started, returnPath: url.pathname + url.search };
    }

    beforeAll(async () => {
      const opened = await openTestDatabase(kind);
      database = opened.database;
      cleanup = opened.cleanup;
      await seed(database.db, config);
      a = await server();
      b = await server();
      token = (await (await call(a, 'POST', '/api/users/login', ADMIN)).json()).token;
      for (const [customerId, name, due] of [
        ['KN-1001', 'Ram Bahadur Shrestha', 150_000],
        ['KN-1002', 'Sita Kumari Rai', 99_900],
        ['KN-1003', 'Hari Prasad Koirala', 200_000],
      ] as const)
        await insertCustomer(database.db, {
          customerId,
          name,
          dueAmount: due,
          email: `${customerId.toLowerCase()}@example.com`,
        });
      await insertCustomer(database.db, {
        customerId: 'KN-9',
        name: 'Gone Away',
        status: 'disconnected',
        dueAmount: 5000,
      });
    });
    afterAll(async () => {
      for (const app of apps) await app.notifier.stop();
      await cleanup();
    });

    it('quick pay shows the masked name and the amount due, nothing else', async () => {
      const res = await call(a, 'GET', '/api/payment/customer/KN-1001');
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({
        customerId: 'KN-1001',
        name: 'R** B****** S*******',
        dueAmount: 150_000,
        gateways: ['esewa', 'khalti'],
      });
      expect(JSON.stringify(body)).not.toMatch(/9841|example\.com|Ram/);
      expect((await call(a, 'GET', '/api/payment/customer/KN-9')).status).toBe(404);
      expect((await call(a, 'GET', '/api/payment/customer/NOPE')).status).toBe(404);
    });

    it('refuses an unknown or disconnected customer, an amount outside the limits, another gateway', async () => {
      const refuse = async (json: unknown, field: string) => {
        const res = await call(a, 'POST', '/api/payment', json);
        expect(res.status).toBe(400);
        const body = await res.json();
        expect(body.message).toBeTruthy();
        expect(body.errors[field]).toBeTruthy();
      };
      await refuse({ customerId: 'NOPE-1', amount: 10_000, gateway: 'esewa' }, 'customerId');
      await refuse({ customerId: 'KN-9', amount: 10_000, gateway: 'esewa' }, 'customerId');
      await refuse({ customerId: 'KN-1001', amount: 500, gateway: 'esewa' }, 'amount');
      await refuse({ customerId: 'KN-1001', amount: 100_000_01, gateway: 'khalti' }, 'amount');
      await refuse({ customerId: 'KN-1001', amount: 10_000, gateway: 'paypal' }, 'gateway');
      await refuse({ customerId: 'KN-1001', amount: '100', gateway: 'esewa' }, 'amount');
    });

    it('eSewa: the signed form, the return checked with the status API, credited, receipt', async () => {
      const { id, started, returnPath } = await pay('KN-1001', 150_000, 'esewa');
      const f = started.redirect.fields;
      expect(Object.keys(f).sort()).toEqual(
        [
          'amount',
          'failure_url',
          'product_code',
          'product_service_charge',
          'product_delivery_charge',
          'signature',
          'signed_field_names',
          'success_url',
          'tax_amount',
          'total_amount',
          'transaction_uuid',
        ].sort(),
      );
      expect(f).toMatchObject({
        total_amount: '1500',
        transaction_uuid: id,
        product_code: 'EPAYTEST',
        signed_field_names: 'total_amount,transaction_uuid,product_code',
      });
      const back = await call(a, 'GET', returnPath);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`/pay/receipt/${id}`);
      const payment = await getPayment(database.db, id);
      expect(payment).toMatchObject({
        status: 'paid',
        gatewayTransactionId: fake.esewa.get(id)!.ref_id,
        // Its first check for a refund (refund-checks.test.ts).
        nextLookupAt: new Date(clock.at + 86_400_000).toISOString(),
      });
      expect(await dueOf(database.db, 'KN-1001')).toBe(0);
      const receipt = await (await call(a, 'GET', `/pay/receipt/${id}`)).text();
      expect(receipt).toContain('Rs. 1,500');
      expect(receipt).toContain('R** B****** S*******');
      const ne = await (await call(a, 'GET', `/ne/pay/receipt/${id}`)).text();
      expect(ne).toContain('रु. १,५००');
      // The Devanagari font the receipt names is served beside it.
      const font = await call(a, 'GET', '/pay/receipt-font/400.woff2');
      expect([font.status, font.headers.get('content-type')]).toEqual([200, 'font/woff2']);
      expect((await call(a, 'GET', `/pay/receipt/${'0'.repeat(32)}`)).status).toBe(404);
    });

    it('Khalti: initiate with Authorization: Key, lookup on return, credited only when Completed', async () => {
      const { id, returnPath } = await pay('KN-1002', 99_900, 'khalti');
      expect((await call(a, 'GET', returnPath)).status).toBe(303);
      const payment = await getPayment(database.db, id);
      expect(payment?.status).toBe('paid');
      expect(payment?.gatewayTransactionId).toBe(fake.khalti.get(payment!.gatewayKey!)!.transaction_id);
      expect(await dueOf(database.db, 'KN-1002')).toBe(0);
      const detail = await (await call(a, 'GET', `/api/payment/${id}`, undefined, true)).json();
      expect(detail.exchange.map((e: { kind: string }) => e.kind)).toEqual(['initiate', 'return', 'lookup']);
      expect(detail.exchange[2].body).toContain('"status":"Completed"');
    });

    it('a tampered eSewa signature and another merchant’s product code are refused and recorded; nothing credited', async () => {
      const before = await dueOf(database.db, 'KN-1003');
      const res = await call(a, 'POST', '/api/payment', { customerId: 'KN-1003', amount: 50_000, gateway: 'esewa' });
      const { _id: id, redirect } = await res.json();
      await fetch(redirect.url, { method: 'POST', body: new URLSearchParams(redirect.fields) });
      // The customer never paid (eSewa holds it PENDING); a forged COMPLETE comes back.
      const forged = fake.esewaData(id, { transaction_code: 'FAKE001' }, 'not the merchant key');
      await call(a, 'GET', `/api/payment/esewa/success/${id}?data=${encodeURIComponent(forged)}`);
      const other = fake.esewaData(id, { product_code: 'OTHERMERCHANT' });
      await call(a, 'GET', `/api/payment/esewa/success/${id}?data=${encodeURIComponent(other)}`);
      const tampered = JSON.parse(Buffer.from(fake.esewaData(id), 'base64').toString());
      tampered.total_amount = 5000.0;
      await call(
        a,
        'GET',
        `/api/payment/esewa/success/${id}?data=${Buffer.from(JSON.stringify(tampered)).toString('base64')}`,
      );
      expect((await getPayment(database.db, id))?.status).toBe('pending');
      expect(await dueOf(database.db, 'KN-1003')).toBe(before);
      const rejected = await database.db
        .selectFrom('payment_exchange')
        .select('note')
        .where('paymentId', '=', id)
        .where('kind', '=', 'rejected')
        .execute();
      expect(rejected.map((r) => r.note)).toEqual([
        'the signature does not match',
        "another merchant's product code (OTHERMERCHANT)",
        'the signature does not match',
      ]);
    });

    it('an amount that differs at the gateway is never credited (eSewa and Khalti)', async () => {
      const before = await dueOf(database.db, 'KN-1003');
      const e = await pay('KN-1003', 20_000, 'esewa');
      fake.esewa.get(e.id)!.total_amount = '10';
      await call(a, 'GET', e.returnPath);
      expect((await getPayment(database.db, e.id))?.status).not.toBe('paid');
      const k = await pay('KN-1003', 20_000, 'khalti');
      const p = await getPayment(database.db, k.id);
      fake.khalti.get(p!.gatewayKey!)!.amount = 1000;
      await call(a, 'GET', k.returnPath);
      expect((await getPayment(database.db, k.id))?.status).not.toBe('paid');
      expect(await dueOf(database.db, 'KN-1003')).toBe(before);
    });

    it('PENDING, then COMPLETE later: the reconciler settles it, one server at a time', async () => {
      fake.payLeaves = 'pending';
      const e = await pay('KN-1003', 30_000, 'esewa');
      const k = await pay('KN-1003', 40_000, 'khalti');
      fake.payLeaves = 'complete';
      await call(a, 'GET', e.returnPath);
      await call(a, 'GET', k.returnPath);
      expect((await getPayment(database.db, e.id))?.status).toBe('pending');
      expect((await getPayment(database.db, k.id))?.status).toBe('pending');
      fake.esewa.get(e.id)!.status = 'COMPLETE';
      const kp = fake.khalti.get((await getPayment(database.db, k.id))!.gatewayKey!)!;
      kp.status = 'Completed';
      kp.transaction_id = 'KhaltiTxn0000000000001';
      const before = await dueOf(database.db, 'KN-1003');
      const one = reconciler({ db: database.db, payments: a.payments, instance: 'one', now });
      const two = reconciler({ db: database.db, payments: b.payments, instance: 'two', now });
      // Not due yet: nothing asked.
      expect(await one.runOnce()).toBe(0);
      clock.at += 6 * 60_000;
      const [ran1, ran2] = await Promise.all([one.runOnce(), two.runOnce()]);
      expect([ran1, ran2].filter((r) => r === undefined)).toHaveLength(1);
      expect((await getPayment(database.db, e.id))?.status).toBe('paid');
      expect((await getPayment(database.db, k.id))?.status).toBe('paid');
      expect(await dueOf(database.db, 'KN-1003')).toBe(before - 70_000);
      await one.stop();
      expect(await two.runOnce()).toBeTypeOf('number');
      await two.stop();
    });

    it('an answer naming a transaction another payment holds: never credited, held for staff, asked no more', async () => {
      const first = await pay('KN-1002', 11_000, 'esewa');
      await call(a, 'GET', first.returnPath);
      const held = (await getPayment(database.db, first.id))!;
      expect(held.status).toBe('paid');
      fake.payLeaves = 'pending';
      const second = await pay('KN-1002', 11_000, 'esewa');
      fake.payLeaves = 'complete';
      await call(a, 'GET', second.returnPath);
      expect((await getPayment(database.db, second.id))?.status).toBe('pending');
      // eSewa's answer for the second now claims the first's transaction.
      Object.assign(fake.esewa.get(second.id)!, { status: 'COMPLETE', ref_id: held.gatewayTransactionId });
      const before = await dueOf(database.db, 'KN-1002');
      const rounds = reconciler({ db: database.db, payments: a.payments, instance: 'taken', now });
      clock.at += 6 * 60_000;
      expect(await rounds.runOnce()).toBeGreaterThanOrEqual(1);
      const closed = (await getPayment(database.db, second.id))!;
      // Pending, not failed: the gateway says this order was paid, so the customer is not told to pay again.
      expect(closed).toMatchObject({ status: 'pending', nextLookupAt: null, gatewayTransactionId: null });
      expect(closed.note).toContain(`holds esewa transaction ${held.gatewayTransactionId}`);
      expect(await dueOf(database.db, 'KN-1002')).toBe(before);
      // The next rounds leave it alone (it was looked up again at every round before).
      const lookups = closed.lookups;
      clock.at += 6 * 60_000;
      await rounds.runOnce();
      expect((await getPayment(database.db, second.id))?.lookups).toBe(lookups);
      await rounds.stop();
    });

    it('a customer who cancels: cancelled, nothing credited', async () => {
      const before = await dueOf(database.db, 'KN-1003');
      const e = await pay('KN-1003', 10_000, 'esewa', 'cancel');
      await call(a, 'GET', e.returnPath);
      const k = await pay('KN-1003', 10_000, 'khalti', 'cancel');
      await call(a, 'GET', k.returnPath);
      expect((await getPayment(database.db, e.id))?.status).toBe('cancelled');
      expect((await getPayment(database.db, k.id))?.status).toBe('cancelled');
      expect(await dueOf(database.db, 'KN-1003')).toBe(before);
    });

    it('the gateway down: the payment stays open and nothing is lost; settled once it answers', async () => {
      const e = await pay('KN-1003', 12_300, 'esewa');
      fake.down = true;
      const back = await call(a, 'GET', e.returnPath);
      expect(back.status).toBe(303);
      const open = await getPayment(database.db, e.id);
      expect(open?.status).toBe('initiated');
      expect(open?.nextLookupAt).toBeTruthy();
      fake.down = false;
      const after = await (await call(a, 'POST', `/api/payment/${e.id}/lookup`, {}, true)).json();
      expect(after.status).toBe('paid');
    });

    it('the same return twice, on two servers at once: credited once', async () => {
      await database.db
        .updateTable('customer')
        .set({ dueAmount: 100_000 })
        .where('customerId', '=', 'KN-1001')
        .execute();
      const smsBefore = await smsTo('KN-1001');
      const e = await pay('KN-1001', 25_000, 'esewa');
      const k = await pay('KN-1001', 25_000, 'khalti');
      await Promise.all(
        [a, b, a, b].flatMap((app) => [call(app, 'GET', e.returnPath), call(app, 'GET', k.returnPath)]),
      );
      expect((await getPayment(database.db, e.id))?.status).toBe('paid');
      expect((await getPayment(database.db, k.id))?.status).toBe('paid');
      expect(await dueOf(database.db, 'KN-1001')).toBe(50_000);
      const mails = await database.db
        .selectFrom('outbox')
        .select('recordId')
        .where('channel', '=', 'payment-mail')
        .where('recordId', 'in', [e.id, k.id])
        .execute();
      expect(mails).toHaveLength(2);
      // One SMS receipt a payment, however many returns came (its text may already be sent and dropped).
      expect((await smsTo('KN-1001')) - smsBefore).toBe(2);
    });

    it('a restart mid-payment: another server takes the return', async () => {
      await database.db
        .updateTable('customer')
        .set({ dueAmount: 100_000 })
        .where('customerId', '=', 'KN-1002')
        .execute();
      const k = await pay('KN-1002', 100_000, 'khalti');
      await a.notifier.stop();
      a = await server();
      expect((await call(a, 'GET', k.returnPath)).status).toBe(303);
      expect((await getPayment(database.db, k.id))?.status).toBe('paid');
      expect(await dueOf(database.db, 'KN-1002')).toBe(0);
    });

    it('the desk: list, filters, search, CSV, a day’s totals per gateway', async () => {
      const list = await call(a, 'GET', '/api/payment?status=paid&gateway=esewa', undefined, true);
      expect(list.status).toBe(200);
      const rows = await list.json();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r: { status: string; gateway: string }) => r.status === 'paid' && r.gateway === 'esewa')).toBe(
        true,
      );
      const found = await (await call(a, 'GET', '/api/payment?q=sita', undefined, true)).json();
      expect(found.every((r: { customerId: string }) => r.customerId === 'KN-1002')).toBe(true);
      const csv = await (await call(a, 'GET', '/api/payment/export.csv?status=paid', undefined, true)).text();
      expect(csv.split('\n')[0]).toBe(
        'id,customerId,customerName,amount,gateway,status,gatewayTransactionId,createdAt,paidAt,updatedAt',
      );
      expect(csv).toContain('1500.00');
      const day = new Date(clock.at + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
      const totals = await (await call(a, 'GET', `/api/payment/totals?day=${day}`, undefined, true)).json();
      const paid = await database.db
        .selectFrom('payment')
        .select(['gateway', 'amount'])
        .where('status', '=', 'paid')
        .execute();
      for (const g of ['esewa', 'khalti'])
        expect(totals.totals.find((t: { gateway: string }) => t.gateway === g).amount).toBe(
          paid.filter((p) => p.gateway === g).reduce((s, p) => s + Number(p.amount), 0),
        );
      expect((await call(a, 'GET', '/api/payment', undefined, false)).status).toBe(401);
    });
  });
}
