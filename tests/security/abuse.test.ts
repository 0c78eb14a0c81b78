import { expect, it } from 'vitest';
import { forEachDatabase, ADMIN } from '../api/setup.ts';

const contact = { name: 'Gita', email: 'gita@example.com', subject: 'Hi', phone: '9844444444', msg: 'Call me' };
const from = (address: string) => ({ 'x-forwarded-for': address });
// The app's clock: a sign-in window is waited out by moving it on, not by sleeping.
let ahead = 0;
const now = () => new Date(Date.now() + ahead);

forEachDatabase(
  'abuse protection',
  (ctx) => {
    const login = (email: string, password: string, address = '10.0.0.1') =>
      ctx.call('POST', '/api/users/login', { json: { email, password }, token: null, headers: from(address) });

    // First and alone: it moves the clock on past the account's window (the tests after it run side by side,
    // each from its own addresses).
    it('5 failures for an account from one address block it there (429, Retry-After), never from another address, and the window ends', async () => {
      for (let i = 0; i < 5; i++) expect((await login(ADMIN.email, `wrong-${i}`, '10.1.0.1')).status).toBe(400);
      const blocked = await login(ADMIN.email, ADMIN.password, '10.1.0.1');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await blocked.json()).message).toMatch(/Too many failed sign-in attempts/);
      // The stranger case: failures from 10.1.0.1 do not keep the admin out at 10.1.0.2.
      expect((await login(ADMIN.email, ADMIN.password, '10.1.0.2')).status).toBe(200);
      // Still blocked a minute before the window ends, let in after it.
      const retryAfterMs = Number(blocked.headers.get('retry-after')) * 1000;
      ahead += retryAfterMs - 60_000;
      expect((await login(ADMIN.email, ADMIN.password, '10.1.0.1')).status).toBe(429);
      ahead += 60_200;
      expect((await login(ADMIN.email, ADMIN.password, '10.1.0.1')).status).toBe(200);
    });

    it.concurrent('the office case: failures for other accounts from one address do not lock an account out there; a success resets its count', async () => {
      for (const who of ['anita', 'bikash', 'chandra']) {
        for (let i = 0; i < 2; i++)
          expect((await login(`${who}@example.com`, 'wrong-password', '10.2.0.1')).status).toBe(400);
      }
      expect((await login(ADMIN.email, ADMIN.password, '10.2.0.1')).status).toBe(200);
      // 4 failures, a success, one more: 6 attempts, none refused (the count is of consecutive failures).
      for (let i = 0; i < 4; i++) expect((await login(ADMIN.email, `wrong-${i}`, '10.2.0.3')).status).toBe(400);
      expect((await login(ADMIN.email, ADMIN.password, '10.2.0.3')).status).toBe(200);
      expect((await login(ADMIN.email, 'wrong-again', '10.2.0.3')).status).toBe(400);
    }, 150_000);

    it.concurrent('an address has a daily ceiling of failures across every account (LOGIN_MAX_FAILURES_PER_ADDRESS_DAY)', async () => {
      for (const who of ['dipak', 'esha', 'firoj', 'gopal']) {
        for (let i = 0; i < 2; i++)
          expect((await login(`${who}@example.com`, 'wrong-password', '10.6.0.1')).status).toBe(400);
      }
      const blocked = await login(ADMIN.email, ADMIN.password, '10.6.0.1');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3600);
      expect((await blocked.json()).message).toMatch(
        /Too many failed sign-in attempts\. Please try again in \d+ hours\./,
      );
      expect((await login(ADMIN.email, ADMIN.password, '10.6.0.2')).status).toBe(200);
    }, 150_000);

    it.concurrent('20 parallel wrong passwords for one account get at most 5 password checks; the rest 429 at once', async () => {
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const res = await login(ADMIN.email, `parallel-${i}`, '10.7.0.1');
          return { status: res.status, ms: Date.now() - started };
        }),
      );
      const checked = answers.filter((a) => a.status !== 429);
      expect(checked.every((a) => a.status === 400)).toBe(true);
      expect(checked.length).toBeGreaterThanOrEqual(1);
      expect(checked.length).toBeLessThanOrEqual(5);
      expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(15);
    }, 150_000);

    it('rate-limits visitor submissions per address (429 with Retry-After)', async () => {
      for (let i = 0; i < 3; i++) {
        const res = await ctx.call('POST', '/api/contact', {
          json: { ...contact, msg: `message ${i}` },
          token: null,
          headers: from('10.3.0.1'),
        });
        expect(res.status).toBe(201);
      }
      const limited = await ctx.call('POST', '/api/contact', {
        json: { ...contact, msg: 'one too many' },
        token: null,
        headers: from('10.3.0.1'),
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(
        (
          await ctx.call('POST', '/api/contact', {
            json: { ...contact, msg: 'another visitor' },
            token: null,
            headers: from('10.3.0.2'),
          })
        ).status,
      ).toBe(201);
    });

    it('answers a filled honeypot as accepted but stores nothing', async () => {
      const before = (await (await ctx.call('GET', '/api/booking')).json()).length;
      const res = await ctx.call('POST', '/api/booking', {
        json: { customerName: 'Bot', address: 'x', contact: '9855555555', website: 'http://spam.example' },
        token: null,
        headers: from('10.4.0.1'),
      });
      expect(res.status).toBe(201);
      expect((await res.json())._id).toBeTruthy();
      expect((await (await ctx.call('GET', '/api/booking')).json()).length).toBe(before);
    });

    it('stores an identical submission made twice within seconds once', async () => {
      const referral = {
        customerName: 'Ram',
        friendsName: 'Shyam',
        friendsAddress: 'Dharan',
        friendsContact: '9800000001',
      };
      const [a, b] = await Promise.all(
        [1, 2].map(() => ctx.call('POST', '/api/referral', { json: referral, token: null, headers: from('10.5.0.1') })),
      );
      expect(a.status).toBe(201);
      expect(b.status).toBe(201);
      const c = await ctx.call('POST', '/api/referral', { json: referral, token: null, headers: from('10.5.0.1') });
      const ids = new Set([(await a.json())._id, (await b.json())._id, (await c.json())._id]);
      expect(ids.size).toBe(1);
      const stored = (await (await ctx.call('GET', '/api/referral')).json()).filter(
        (r: { friendsContact: string }) => r.friendsContact === '9800000001',
      );
      expect(stored).toHaveLength(1);
    });
  },
  // The sign-in window as shipped (15 minutes): the test moves the app's clock on rather than waiting it out.
  { TRUST_PROXY: true, LOGIN_MAX_FAILURES_PER_ADDRESS_DAY: 8, SUBMIT_MAX_PER_MINUTE: 3 },
  { now },
);
