import { expect, it } from 'vitest';
import { auditPurger, purgeAudit } from '../../src/server/history/audit.ts';
import { newId } from '../../src/server/storage/records.ts';
import { ADMIN, forEachDatabase } from './setup.ts';

// Nothing anonymous may fill the disk: the audit of refused sign-ins, its retention, and the
// visitors' daily cap and the admin's warning.
const from = (address: string) => ({ 'x-forwarded-for': address });
const contact = (msg: string) => ({ name: 'Gita', email: 'gita@example.com', subject: 'Hi', phone: '9844444444', msg });

forEachDatabase(
  'abuse and storage',
  (ctx) => {
    const login = (email: string, password: string, address: string) =>
      ctx.call('POST', '/api/users/login', { json: { email, password }, token: null, headers: from(address) });
    const auditRows = () => ctx.database.db.selectFrom('audit').selectAll().execute();

    it('writes one "sign-in blocked" entry per key and window, and nothing for an oversized email', async () => {
      for (let i = 0; i < 5; i++) expect((await login(ADMIN.email, `wrong-${i}`, '10.8.0.1')).status).toBe(400);
      const huge = `${'a'.repeat(63_000)}@example.com`;
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => login(ADMIN.email, 'still-wrong', '10.8.0.1')),
        ...Array.from({ length: 20 }, () => login(huge, 'whatever-it-is', '10.8.0.1')),
      ]);
      expect(answers.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(429));
      // The oversized email is refused as bad input before any limit, check or audit.
      for (const res of answers.slice(10)) {
        expect(res.status).toBe(400);
        expect(typeof (await res.json()).message).toBe('string');
      }
      const rows = await auditRows();
      expect(rows.filter((r) => r.action === 'sign-in blocked' && r.userEmail === ADMIN.email)).toHaveLength(1);
      expect(rows.filter((r) => r.action === 'sign-in failed' && r.address === '10.8.0.1')).toHaveLength(5);
      expect(Math.max(...rows.map((r) => r.userEmail.length + r.address.length + r.summary.length))).toBeLessThan(400);
    }, 60_000);

    it('cuts what a blocked sign-in writes to the fields\u2019 limits (a 254-character email, a long forwarded address)', async () => {
      const longest = `${'b'.repeat(242)}@example.com`;
      const address = `10.8.1.1${'9'.repeat(2000)}`;
      for (let i = 0; i < 6; i++) await login(longest, 'wrong-password', address);
      const blocked = (await auditRows()).filter((r) => r.action === 'sign-in blocked' && r.userEmail === longest);
      expect(blocked).toHaveLength(1);
      expect(blocked[0].userEmail).toHaveLength(254);
      expect(blocked[0].address.length).toBeLessThanOrEqual(100);
    }, 60_000);

    it('purges audit entries older than AUDIT_KEEP_DAYS, safely from several servers at once', async () => {
      const now = new Date();
      const ago = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
      const rows = [400, 31, 29, 1].map((days) => ({
        id: newId(),
        at: ago(days),
        userId: '',
        userName: '',
        userEmail: `old-${days}@example.com`,
        action: 'sign-in failed',
        entity: 'users',
        recordId: '',
        address: '10.8.2.1',
        summary: '',
      }));
      await ctx.database.db.insertInto('audit').values(rows).execute();
      // Two servers purging at the same moment: between them the old entries go once, without error.
      const [a, b] = await Promise.all([purgeAudit(ctx.database.db, 30, now), purgeAudit(ctx.database.db, 30, now)]);
      expect(a + b).toBe(2);
      const left = (await auditRows()).map((r) => r.userEmail).filter((e) => e.startsWith('old-'));
      expect(left.sort()).toEqual(['old-1@example.com', 'old-29@example.com']);
      // The purger the server starts runs one at once.
      await ctx.database.db
        .insertInto('audit')
        .values({ ...rows[0], id: newId() })
        .execute();
      const purger = auditPurger(ctx.database.db, 30);
      expect(await purger.start()).toBe(1);
      purger.stop();
    });

    it('caps one address\u2019s submissions per day (SUBMIT_MAX_PER_DAY): 429 { message } with Retry-After', async () => {
      for (let i = 0; i < 4; i++)
        expect(
          (
            await ctx.call('POST', '/api/contact', {
              json: contact(`day ${i}`),
              token: null,
              headers: from('10.9.0.1'),
            })
          ).status,
        ).toBe(201);
      const capped = await ctx.call('POST', '/api/contact', {
        json: contact('day 4'),
        token: null,
        headers: from('10.9.0.1'),
      });
      expect(capped.status).toBe(429);
      expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(3600);
      expect((await capped.json()).message).toMatch(/Too many submissions from your address today/);
      // All forms count together.
      const booking = { customerName: 'Ram', address: 'Dharan', contact: '9800000002' };
      expect(
        (await ctx.call('POST', '/api/booking', { json: booking, token: null, headers: from('10.9.0.1') })).status,
      ).toBe(429);
      expect(
        (await ctx.call('POST', '/api/contact', { json: contact('day 5'), token: null, headers: from('10.9.0.2') }))
          .status,
      ).toBe(201);
    });

    it('tells the admin when the day\u2019s submissions pass SUBMIT_WARN_PER_DAY', async () => {
      const volume = async () => (await ctx.call('GET', '/api/leads/volume')).json();
      expect((await ctx.call('GET', '/api/leads/volume', { token: null })).status).toBe(401);
      let v = await volume();
      expect(v.warnAt).toBe(8);
      for (let i = v.last24h; i <= 8; i++) {
        expect(v.over).toBe(false);
        expect(
          (
            await ctx.call('POST', '/api/contact', {
              json: contact(`volume ${i}`),
              token: null,
              headers: from(`10.9.1.${i}`),
            })
          ).status,
        ).toBe(201);
        v = await volume();
      }
      expect(v).toEqual({ last24h: 9, warnAt: 8, over: true });
    });
  },
  {
    TRUST_PROXY: true,
    LOGIN_WINDOW_MINUTES: 5,
    SUBMIT_MAX_PER_MINUTE: 100,
    SUBMIT_MAX_PER_DAY: 4,
    SUBMIT_WARN_PER_DAY: 8,
    AUDIT_KEEP_DAYS: 30,
  },
);
