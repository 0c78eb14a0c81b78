import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './setup.ts';
import { fakeAakash, fakeSparrow, type FakeSmsGateway } from '../support/sms-providers.ts';
import { median } from '../support/stats.ts';
import { accountApp, cookieOf, insertCustomer, insertPlan, lastCode } from './customer-account.ts';

const SENT =
  'If the customer ID or mobile number is registered with us, a 6-digit code is on its way by SMS. It is valid for 5 minutes.';

for (const kind of DIALECTS) {
  describe(`customers sign in with a code by SMS, through Sparrow SMS [${kind}]`, () => {
    let sparrow: FakeSmsGateway;
    let t: Awaited<ReturnType<typeof accountApp>>;
    let planId = '';
    let n = 0;
    /** Each test asks from its own address, so the per-address limit is its own. */
    const address = () => `198.51.100.${++n}`;
    const ask = (body: object, from = address()) => t.call('POST', '/api/account/code', { json: body, address: from });
    const verify = (body: object, from = address()) =>
      t.call('POST', '/api/account/verify', { json: body, address: from });

    beforeAll(async () => {
      sparrow = await fakeSparrow();
      t = await accountApp(kind, 'sparrow', sparrow, { SMS_MAX_PER_PHONE_DAY: 3, SMS_MAX_PER_ADDRESS_DAY: 4 });
      planId = await insertPlan(t.db);
      await insertCustomer(t.db, { customerId: 'KN-20001', planId, dueDate: '2026-12-15', dueAmount: 150000 });
      for (let i = 2; i <= 9; i++)
        await insertCustomer(t.db, { customerId: `KN-2000${i}`, name: `Customer ${i}`, phone: `984100000${i}` });
    });
    afterAll(async () => {
      await t.close();
      await sparrow.close();
    });

    it('sends a 6-digit code to the registered mobile; the code signs in once, with an HttpOnly, SameSite=Lax cookie of its own', async () => {
      const res = await ask({ customerId: 'kn-20001' });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ message: SENT });
      await t.settled();
      const code = lastCode(sparrow)!;
      expect(code).toMatch(/^\d{6}$/);
      expect(sparrow.messages.at(-1)).toMatchObject({ to: '9841000001', from: 'ISP_Alert' });
      // The outbox keeps to whom, never the code once it went.
      const [row] = await t.db.selectFrom('outbox').select('payload').where('channel', '=', 'sms').execute();
      expect(row.payload).not.toContain(code);
      const codes = await t.db.selectFrom('account_code').select('codeHash').execute();
      expect(codes.every((c) => !c.codeHash.includes(code))).toBe(true);

      const signedIn = await verify({ customerId: 'KN-20001', code });
      expect(signedIn.status).toBe(200);
      const body = await signedIn.json();
      expect(body.customer).toMatchObject({
        customerId: 'KN-20001',
        status: 'active',
        dueDate: '2026-12-15',
        dueAmount: 150000,
        plan: { id: planId, name: 'Fibernet 100', speed: '100 Mbps', price: 'Rs. 1,500' },
      });
      expect(body.consentedAt).toBeNull();
      const [session, hint] = signedIn.headers.getSetCookie();
      expect(session).toMatch(/^isp_account=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/api; HttpOnly; SameSite=Lax$/);
      // The page's hint says only that this browser signed in: no token, readable by the page.
      expect(hint).toBe('isp_account_hint=1; Max-Age=2592000; Path=/; SameSite=Lax');
      const mine = await t.call('GET', '/api/account', { cookie: cookieOf(signedIn) });
      expect((await mine.json()).customer.customerId).toBe('KN-20001');
      // One use.
      expect((await verify({ customerId: 'KN-20001', code })).status).toBe(400);
      // The cookie is no staff token, and a staff token is no customer session.
      expect((await t.call('GET', '/api/ticket', { cookie: cookieOf(signedIn) })).status).toBe(401);
      expect((await t.call('GET', '/api/account', { staff: true })).status).toBe(401);
    });

    it('finds the customer by the mobile number in any written form, and signs out everywhere', async () => {
      expect((await ask({ phone: '+977 984-1000002' })).status).toBe(202);
      await t.settled();
      const res = await verify({ phone: '9841000002', code: lastCode(sparrow, '9841000002') });
      expect(res.status).toBe(200);
      const cookie = cookieOf(res);
      const cleared = (await t.call('POST', '/api/account/logout', { cookie })).headers.getSetCookie();
      expect(cleared).toEqual([
        expect.stringMatching(/^isp_account=; Max-Age=0; Path=\/api/),
        expect.stringMatching(/^isp_account_hint=; Max-Age=0; Path=\//),
      ]);
      // A page still holding the hint of an ended session is told to forget it with the 401.
      const ended = await t.call('GET', '/api/account', { cookie: `${cookie}; isp_account_hint=1` });
      expect(ended.status).toBe(401);
      expect(ended.headers.getSetCookie()).toEqual([expect.stringMatching(/^isp_account_hint=; Max-Age=0; Path=\//)]);
      // Without it, a 401 sets nothing.
      expect((await t.call('GET', '/api/account', { cookie })).headers.getSetCookie()).toEqual([]);
    });

    it('answers the same for a customer who does not exist, at the same pace, and sends nothing', async () => {
      const before = sparrow.messages.length;
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < 7; i++) await insertCustomer(t.db, { customerId: `KN-5000${i}`, phone: `984200000${i}` });
      for (let i = 0; i < 7; i++)
        for (const [which, id] of [
          ['known', `KN-5000${i}`],
          ['unknown', `KN-9999${i}`],
        ] as const) {
          const started = performance.now();
          const res = await ask({ customerId: id });
          times[which].push(performance.now() - started);
          // The lookup, the code and its SMS come after the answer: each request is timed on its own.
          await t.settled();
          expect(res.status).toBe(202);
          expect(await res.json()).toEqual({ message: SENT });
        }
      await t.settled();
      expect(sparrow.messages.length - before).toBe(7);
      expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(30);
      expect((await verify({ customerId: 'KN-99990', code: '123456' })).status).toBe(400);
    });

    it('refuses a code after 5 wrong tries, and a code older than 5 minutes', async () => {
      await ask({ customerId: 'KN-20004' });
      await t.settled();
      const code = lastCode(sparrow, '9841000004')!;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect((await verify({ customerId: 'KN-20004', code: wrong })).status).toBe(400);
      expect((await verify({ customerId: 'KN-20004', code })).status).toBe(400);

      await ask({ customerId: 'KN-20005' });
      await t.settled();
      t.clock.advance(5 * 60_000 + 1000);
      const late = await verify({ customerId: 'KN-20005', code: lastCode(sparrow, '9841000005') });
      expect(late.status).toBe(400);
      expect((await late.json()).message).toBe(
        'The code is not right or has expired. Please check it, or ask for a new code.',
      );
    });

    it('caps the codes a day per customer ID or mobile, and per address, the same for customers who do not exist', async () => {
      for (const id of ['KN-20006', 'KN-77777']) {
        for (let i = 0; i < 3; i++) expect((await ask({ customerId: id })).status).toBe(202);
        const over = await ask({ customerId: id });
        expect(over.status).toBe(429);
        expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3600);
      }
      const from = address();
      for (let i = 0; i < 4; i++) expect((await ask({ customerId: `KN-3000${i}` }, from)).status).toBe(202);
      expect((await ask({ customerId: 'KN-20007' }, from)).status).toBe(429);
      // By ID, the registered mobile's own cap counts too: no fourth SMS to 9841000006 by its number.
      await t.settled();
      expect((await ask({ phone: '9841000006' })).status).toBe(429);
      expect((await ask({ phone: 'not a phone' })).status).toBe(400);
    });

    it('reports Sparrow’s documented refusals in the admin and retries until the SMS goes', async () => {
      const token = sparrow.token;
      sparrow.token = 'rotated';
      await ask({ customerId: 'KN-20008' });
      await t.settled();
      const failing = await (await t.call('GET', '/api/leads/notifications', { staff: true })).json();
      expect(failing.failing.find((f: { channel: string }) => f.channel === 'sms').lastError).toBe(
        'Sparrow SMS refused the message: Invalid Token (1002)',
      );
      sparrow.token = token;
      sparrow.credits = 0;
      await expect
        .poll(async () =>
          JSON.stringify(await (await t.call('GET', '/api/leads/notifications', { staff: true })).json()),
        )
        .toContain('Insufficient Credits (1013)');
      sparrow.credits = 10;
      await expect.poll(() => lastCode(sparrow, '9841000008')).toMatch(/^\d{6}$/);
      const volume = await (await t.call('GET', '/api/leads/sms', { staff: true })).json();
      expect(volume).toMatchObject({ warnAt: 300, over: false });
      expect(volume.last24h).toBeGreaterThan(5);
    });
  });

  describe(`customers sign in with a code by SMS, through Aakash SMS [${kind}]`, () => {
    let aakash: FakeSmsGateway;
    let t: Awaited<ReturnType<typeof accountApp>>;
    beforeAll(async () => {
      aakash = await fakeAakash();
      t = await accountApp(kind, 'aakash', aakash);
      await insertCustomer(t.db, { customerId: 'KN-40001', phone: '9801000001', lang: 'ne' });
    });
    afterAll(async () => {
      await t.close();
      await aakash.close();
    });

    it('sends the code through Aakash v3 in the customer’s language, and reports a refused token', async () => {
      expect((await t.call('POST', '/api/account/code', { json: { customerId: 'KN-40001' } })).status).toBe(202);
      await t.settled();
      expect(aakash.messages.at(-1)?.text).toContain('साइन इन कोड');
      const code = lastCode(aakash, '9801000001');
      const res = await t.call('POST', '/api/account/verify', { json: { customerId: 'KN-40001', code } });
      expect(res.status).toBe(200);

      aakash.token = 'rotated';
      await t.call('POST', '/api/account/code', { json: { phone: '9801000001' }, address: '198.51.100.200' });
      await t.settled();
      const failing = await (await t.call('GET', '/api/leads/notifications', { staff: true })).json();
      expect(failing.failing[0].lastError).toBe(
        'Aakash SMS refused the message: The provided Auth Token is not valid. (HTTP 200)',
      );
    });
  });
}
