import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { testConfig } from '../../src/server/config.ts';
import { seed } from '../../src/server/demo/seed.ts';
import { khaltiInitiate } from '../../src/server/payments/khalti.ts';
import { getPayment } from '../../src/server/payments/store.ts';
import type { Database } from '../../src/server/db/index.ts';
import { dueOf, insertCustomer } from '../support/customers.ts';
import { KHALTI_GENERIC } from '../support/gateway-answers.ts';
import { KHALTI_TEST_KEY, startFakeGateways, type FakeGateways } from '../support/gateways.ts';
import { caller, paymentSettings, type App } from './payment-setup.ts';
import { ADMIN, DIALECTS, openTestDatabase } from './setup.ts';

// Every answer the gateways document, errors included, as the fake gateways give it (recorded from
// developer.esewa.com.np/pages/Epay and docs.khalti.com/khalti-epayment), and what the site makes of
// each: a clear note with the payment, never a crash, nothing credited that was not paid. Then refunds:
// staff's, or one the gateway reports; either way the customer owes the amount again exactly once.

const fake: FakeGateways = await startFakeGateways();
afterAll(() => fake.close());

describe('the fake gateways answer as documented', () => {
  it('eSewa: NOT_FOUND with ref_id null and the amount written 100.0; "Service is currently unavailable"', async () => {
    const q = 'product_code=EPAYTEST&total_amount=100&transaction_uuid=240508-101430';
    const res = await fetch(`${fake.url}/api/epay/transaction/status/?${q}`);
    expect([res.status, await res.text()]).toEqual([
      200,
      '{"product_code":"EPAYTEST","transaction_uuid":"240508-101430","total_amount":100.0,"status":"NOT_FOUND","ref_id":null}',
    ]);
    fake.down = true;
    const down = await fetch(`${fake.url}/api/epay/transaction/status/?${q}`);
    fake.down = false;
    expect(await down.json()).toEqual({ code: 0, error_message: 'Service is currently unavailable' });
  });

  it('Khalti: 401 without the Key prefix or with a wrong key, 404 for an unknown pidx, initiate’s field errors', async () => {
    const post = (path: string, body: unknown, authorization?: string) =>
      fetch(`${fake.url}/epayment/${path}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify(body),
      });
    const none = await post('lookup', { pidx: 'x' }, KHALTI_TEST_KEY);
    expect([none.status, await none.json()]).toEqual([401, KHALTI_GENERIC.noCredentials]);
    const wrong = await post('lookup', { pidx: 'x' }, 'Key live_secret_key_wrong');
    expect([wrong.status, await wrong.json()]).toEqual([401, { detail: 'Invalid token.', status_code: 401 }]);
    const unknown = await post('lookup', { pidx: 'x' }, `key ${KHALTI_TEST_KEY}`);
    expect([unknown.status, await unknown.json()]).toEqual([
      404,
      { detail: 'Not found.', error_key: 'validation_error' },
    ]);
    const start = {
      return_url: 'http://example.com/',
      website_url: 'https://example.com/',
      amount: '1000',
      purchase_order_id: 'Order01',
      purchase_order_name: 'test',
    };
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ return_url: '' }, { return_url: ['This field may not be blank.'] }],
      [{ website_url: 'example' }, { website_url: ['Enter a valid URL.'] }],
      [{ amount: 999 }, { amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'] }],
      [{ amount: '10.5' }, { amount: ['A valid integer is required.'] }],
      [{ purchase_order_name: '' }, { purchase_order_name: ['This field may not be blank.'] }],
      [{ amount_breakdown: [{ label: 'Mark Price', amount: 900 }] }, { amount: ['Amount Breakdown mismatch.'] }],
    ];
    for (const [change, errors] of cases) {
      const res = await post('initiate', { ...start, ...change }, `Key ${KHALTI_TEST_KEY}`);
      expect([res.status, await res.json()]).toEqual([400, { ...errors, error_key: 'validation_error' }]);
    }
    const ok = await (await post('initiate', start, `Key ${KHALTI_TEST_KEY}`)).json();
    expect(Object.keys(ok)).toEqual(['pidx', 'payment_url', 'expires_at', 'expires_in']);
    expect(ok.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+\+05:45$/);
  });

  it('the site reads Khalti’s initiate errors into one clear sentence', async () => {
    const config = { baseUrl: fake.url, secretKey: KHALTI_TEST_KEY };
    const start = {
      return_url: 'not a url',
      website_url: 'https://example.com/',
      amount: 500,
      purchase_order_id: 'o1',
      purchase_order_name: 'bill',
      customer_info: { name: 'Ram' },
    };
    const started = await khaltiInitiate(config, start);
    expect('error' in started && started.error).toBe(
      'return_url: Enter a valid URL.; amount: Amount should be greater than Rs. 10, that is 1000 paisa.',
    );
    const refused = await khaltiInitiate({ ...config, secretKey: 'wrong' }, start);
    expect('error' in refused && refused.error).toBe('Invalid token.');
  });
});

for (const kind of DIALECTS) {
  describe(`payment answers and refunds [${kind}]`, () => {
    let database: Database;
    let cleanup: () => Promise<void>;
    let a: App;
    let wrongKey: App;
    let token: string;
    const base = paymentSettings(fake, 'isp-payment-answers-mail');
    const call = caller(() => token);
    /** A payment started and paid at the fake gateway; the return not yet taken. */
    async function started(gateway: 'esewa' | 'khalti', amount = 20_000, app = a) {
      const res = await call(app, 'POST', '/api/payment', { customerId: 'KN-2001', amount, gateway });
      const body = await res.json();
      if (gateway === 'esewa')
        await fetch(body.redirect.url, { method: 'POST', body: new URLSearchParams(body.redirect.fields) });
      return body._id as string;
    }
    const lookUp = async (id: string) => (await call(a, 'POST', `/api/payment/${id}/lookup`, {}, true)).json();
    const lastNote = async (id: string) =>
      (
        await database.db
          .selectFrom('payment_exchange')
          .select(['note', 'httpStatus'])
          .where('paymentId', '=', id)
          .orderBy('seq', 'desc')
          .executeTakeFirstOrThrow()
      ).note;
    const khaltiOf = async (id: string) => fake.khalti.get((await getPayment(database.db, id))!.gatewayKey!)!;

    beforeAll(async () => {
      const opened = await openTestDatabase(kind);
      database = opened.database;
      cleanup = opened.cleanup;
      const config = testConfig(base);
      await seed(database.db, config);
      a = await createApp({ database, config });
      wrongKey = await createApp({ database, config: testConfig({ ...base, KHALTI_SECRET_KEY: 'live_secret_key_0' }) });
      token = (await (await call(a, 'POST', '/api/users/login', ADMIN)).json()).token;
      await insertCustomer(database.db, { customerId: 'KN-2001', name: 'Gita Thapa', dueAmount: 500_000 });
    });
    afterAll(async () => {
      await a.notifier.stop();
      await wrongKey.notifier.stop();
      await cleanup();
    });

    it('eSewa unavailable, AMBIGUOUS, CANCELED: open or closed as documented, a clear note, nothing credited', async () => {
      const before = await dueOf(database.db, 'KN-2001');
      const id = await started('esewa');
      fake.down = true;
      expect((await lookUp(id)).status).toBe('initiated');
      fake.down = false;
      expect(await lastNote(id)).toBe('eSewa: Service is currently unavailable');
      fake.esewa.get(id)!.status = 'AMBIGUOUS';
      expect((await lookUp(id)).status).toBe('pending');
      fake.esewa.get(id)!.status = 'CANCELED';
      expect((await lookUp(id)).status).toBe('cancelled');
      expect(await dueOf(database.db, 'KN-2001')).toBe(before);
    });

    it('Khalti Expired and User canceled come with HTTP 400 and are read; a wrong key and an unknown pidx are said plainly', async () => {
      const before = await dueOf(database.db, 'KN-2001');
      const expired = await started('khalti');
      (await khaltiOf(expired)).status = 'Expired';
      expect((await lookUp(expired)).status).toBe('failed');
      const cancelled = await started('khalti');
      (await khaltiOf(cancelled)).status = 'User canceled';
      expect((await lookUp(cancelled)).status).toBe('cancelled');
      const open = await started('khalti');
      const p = (await getPayment(database.db, open))!;
      expect((await wrongKey.payments.settle(p)).status).toBe('initiated');
      expect(await lastNote(open)).toBe("Khalti refused this site's key (KHALTI_SECRET_KEY): Invalid token.");
      fake.khalti.delete(p.gatewayKey!);
      expect((await lookUp(open)).status).toBe('initiated');
      expect(await lastNote(open)).toBe('Khalti knows no payment with this pidx: Not found.');
      const refused = await call(wrongKey, 'POST', '/api/payment', {
        customerId: 'KN-2001',
        amount: 20_000,
        gateway: 'khalti',
      });
      expect([refused.status, (await refused.json()).message]).toEqual([
        502,
        'Khalti did not start the payment: Invalid token.',
      ]);
      expect(await dueOf(database.db, 'KN-2001')).toBe(before);
    });

    it('a refund the gateway reports (eSewa FULL_REFUND, Khalti Refunded) raises the amount due once; PARTIAL_REFUND leaves it to staff', async () => {
      const e = await started('esewa', 30_000);
      const k = await started('khalti', 40_000);
      fake.esewa.get(e)!.status = 'COMPLETE';
      fake.esewa.get(e)!.ref_id = '0007G36';
      Object.assign(await khaltiOf(k), { status: 'Completed', transaction_id: 'GFq9PFS7b2iYvL8Lir9oXe' });
      expect([(await lookUp(e)).status, (await lookUp(k)).status]).toEqual(['paid', 'paid']);
      const paid = await dueOf(database.db, 'KN-2001');
      fake.esewa.get(e)!.status = 'PARTIAL_REFUND';
      expect((await lookUp(e)).status).toBe('paid');
      expect(await lastNote(e)).toBe('eSewa says PARTIAL_REFUND: check the statement');
      fake.esewa.get(e)!.status = 'FULL_REFUND';
      (await khaltiOf(k)).status = 'Refunded';
      await Promise.all([lookUp(e), lookUp(e), lookUp(k), lookUp(k)]);
      expect((await getPayment(database.db, e))?.status).toBe('refunded');
      expect((await getPayment(database.db, k))?.status).toBe('refunded');
      expect(await dueOf(database.db, 'KN-2001')).toBe(paid + 70_000);
      const audit = await database.db
        .selectFrom('audit')
        .select(['recordId', 'userId', 'summary'])
        .where('action', '=', 'refund')
        .where('recordId', 'in', [e, k])
        .execute();
      expect(audit).toHaveLength(2);
      expect(audit.every((r) => r.userId === '' && /raised by it/.test(r.summary))).toBe(true);
    });

    it('staff mark a paid payment refunded: the amount due goes up once, audited; anything else is refused', async () => {
      const id = await started('esewa', 25_000);
      fake.esewa.get(id)!.status = 'COMPLETE';
      fake.esewa.get(id)!.ref_id = 'REF0001';
      expect((await lookUp(id)).status).toBe('paid');
      const paid = await dueOf(database.db, 'KN-2001');
      const refund = (reason?: unknown, auth = true) =>
        call(a, 'POST', `/api/payment/${id}/refund`, reason === undefined ? {} : { reason }, auth);
      expect((await refund('Paid twice', false)).status).toBe(401);
      const blank = await refund('  ');
      expect([blank.status, (await blank.json()).errors.reason]).toEqual([
        400,
        'Say why it is refunded (up to 300 characters)',
      ]);
      const both = await Promise.all([refund('Paid twice'), refund('Paid twice')]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await dueOf(database.db, 'KN-2001')).toBe(paid + 25_000);
      expect((await getPayment(database.db, id))?.status).toBe('refunded');
      const again = await refund('Once more');
      expect([again.status, (await again.json()).message]).toEqual([
        409,
        'Only a paid payment can be refunded; this one is refunded',
      ]);
      const audit = await database.db
        .selectFrom('audit')
        .select(['userEmail', 'summary'])
        .where('action', '=', 'refund')
        .where('recordId', '=', id)
        .execute();
      expect(audit).toEqual([
        { userEmail: ADMIN.email, summary: 'Rs. 250 refunded; the amount due of KN-2001 raised by it. Paid twice' },
      ]);
      expect((await call(a, 'POST', `/api/payment/${'0'.repeat(32)}/refund`, { reason: 'x' }, true)).status).toBe(404);
    });
  });
}
