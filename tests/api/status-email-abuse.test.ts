import { afterAll, expect, it } from 'vitest';
import { INVALID_EMAIL } from '../../src/lib/visitor-fields.ts';
import { purgeSentOutbox } from '../../src/server/notify/outbox.ts';
import { forEachDatabase, type TestContext } from './setup.ts';
import { testSmtp } from './smtp.ts';

// Status emails as a weapon (issue 43): one request, one plain address; a mailbox's daily cap that a
// `+tag` or capitals do not reset; the forms' daily cap per client; sent notifications purged.

const smtp = await testSmtp();
afterAll(() => smtp.stop());
const settle = () => new Promise((r) => setTimeout(r, 600));
const mailsFor = (mailbox: string) =>
  smtp.received.filter((m) => ((m.to as { text: string } | undefined)?.text ?? '').toLowerCase().includes(mailbox));

const subscribe = (ctx: TestContext, email: string, from: string) =>
  ctx.call('POST', '/api/subscription', {
    json: { email, area: '' },
    token: null,
    headers: { 'x-forwarded-for': from },
  });

forEachDatabase(
  'status emails cannot be aimed at a stranger',
  (ctx) => {
    it('refuses anything but one plain address, with the message the browser shows', async () => {
      const victim = `victim.${ctx.kind}@example.com`;
      const tries = [
        `N,${victim}`,
        `1;${victim}`,
        `<${victim}>`,
        `"x" <${victim}>`,
        `x:${victim}`,
        `"a,b"@example.com`,
        `${victim},other@example.com`,
        `a b@example.com`,
        `.a@example.com`,
        `a..b@example.com`,
      ];
      for (const [i, email] of tries.entries()) {
        const res = await subscribe(ctx, email, `192.0.2.${i + 1}`);
        expect(res.status, email).toBe(400);
        expect((await res.json()).errors.email).toBe(INVALID_EMAIL);
      }
      await settle();
      expect(mailsFor('victim')).toHaveLength(0);
      // Plain addresses, a +tag and Devanagari letters included, are taken.
      for (const email of [`Sita+status.${ctx.kind}@Example.com`, `राम.${ctx.kind}@उदाहरण.नेपाल`])
        expect((await subscribe(ctx, email, '192.0.2.50')).status).toBe(202);
    });

    it('counts a mailbox’s 3 a day whatever its +tag and capitals, from any number of addresses', async () => {
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          subscribe(ctx, `Target+t${i}.${ctx.kind}@EXAMPLE.com`, `203.0.113.${i + 1}`),
        ),
      );
      // The same answer to all: nothing says which went out.
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(202));
      expect(Date.now() - started).toBeLessThan(5_000);
      const targets = () =>
        mailsFor(`.${ctx.kind}@example.com`).filter((m) => /target/.test((m.to as { text: string }).text));
      for (const end = Date.now() + 10_000; targets().length < 3 && Date.now() < end; ) await settle();
      await settle();
      expect(targets()).toHaveLength(3);
    });

    it('gives status-email requests the forms’ daily cap per client', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await subscribe(ctx, `daily${i}.${ctx.kind}@example.com`, '198.51.100.9')).status);
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
      const over = await subscribe(ctx, `daily9.${ctx.kind}@example.com`, '198.51.100.9');
      expect((await over.json()).message).toMatch(/Too many submissions from your address today/);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3600);
      // Another client is not held back.
      expect((await subscribe(ctx, `daily9.${ctx.kind}@example.com`, '198.51.100.10')).status).toBe(202);
    });

    it('purges sent notifications after OUTBOX_KEEP_DAYS, never unsent ones', async () => {
      const db = ctx.database.db;
      const row = (id: string, sentAt: string | null) => ({
        id,
        channel: 'status',
        entity: 'subscription',
        recordId: id,
        payload: '{}',
        createdAt: '2026-01-01T00:00:00.000Z',
        nextAttemptAt: '2099-01-01T00:00:00.000Z',
        sentAt,
      });
      const now = new Date('2026-11-28T00:00:00.000Z');
      await db
        .insertInto('outbox')
        .values([
          row('old-sent', '2026-10-01T00:00:00.000Z'),
          row('new-sent', '2026-11-20T00:00:00.000Z'),
          row('old-unsent', null),
        ])
        .execute();
      expect(await purgeSentOutbox(db, 30, now)).toBeGreaterThanOrEqual(1);
      const left = (await db.selectFrom('outbox').select('id').where('id', 'like', '%-%sent').execute()).map(
        (r) => r.id,
      );
      expect(left.sort()).toEqual(['new-sent', 'old-unsent']);
    });
  },
  { TRUST_PROXY: true, SMTP_URL: smtp.url, SITE_URL: 'https://isp.example.com.np', SUBMIT_MAX_PER_DAY: 5 },
);
