import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from './customer-helpers.ts';
import { forEachDatabase, type TestContext } from './setup.ts';
import { insertCustomer } from '../support/customers.ts';

// The credits desk: October 2026's credits proposed from seeded fault reports and an outage (every
// figure worked out by hand below), approved or rejected by the roles that may, audited with their
// history, sent to billing once by a signed webhook to a local receiver, read by a `credits:read` key
// with `?since=`, and shown to the customer on My account and on the fault report's tracking page.

const SECRET = 'billing-shared-secret';
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const billing = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    received.push({ headers: req.headers, body });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
await new Promise<void>((resolve) => billing.listen(0, '127.0.0.1', resolve));
const billingUrl = `http://127.0.0.1:${(billing.address() as AddressInfo).port}/hooks/isp`;
afterAll(() => new Promise<void>((resolve) => billing.close(() => resolve())));

const npt = (s: string) => new Date(`${s}+05:45`).toISOString();

/** A fault report of a customer, made and repaired at Nepal times: its number and tracking token. */
async function faultReport(ctx: TestContext, customerId: string, area: string, from: string, to: string) {
  const res = await ctx.call('POST', '/api/ticket', {
    json: { name: `Customer ${customerId}`, phone: '9855555555', area, category: 'no internet', description: 'Down' },
    token: null,
  });
  expect(res.status).toBe(201);
  const { _id, number, token } = await res.json();
  await ctx.database.db
    .updateTable('ticket')
    .set({ createdAt: npt(from), resolvedAt: npt(to), status: 'resolved', customerId })
    .where('id', '=', _id)
    .execute();
  await ctx.database.db.deleteFrom('ticket_event').where('ticketId', '=', _id).execute();
  await ctx.database.db
    .insertInto('ticket_event')
    .values({ ticketId: _id, type: 'status', status: 'resolved', text: null, at: npt(to) })
    .execute();
  return { number: number as string, token: token as string };
}

/** A customer's signed-in session cookie, as a sign-in by SMS code would have made it. */
async function customerCookie(ctx: TestContext, customerId: string) {
  const token = randomBytes(32).toString('base64url');
  await ctx.database.db
    .insertInto('account_session')
    .values({
      id: createHash('sha256').update(token).digest('hex'),
      customerId,
      createdAt: Date.now(),
      expiresAt: Date.now() + 3_600_000,
    })
    .execute();
  await ctx.database.db
    .insertInto('account_consent')
    .values({ customerId, consentedAt: new Date().toISOString(), deletionRequestedAt: null })
    .execute();
  return `isp_account=${token}`;
}

const key = async (ctx: TestContext, scopes: string[]) =>
  (await (await ctx.call('POST', '/api/keys', { json: { name: scopes.join(' '), scopes } })).json()).key as string;
const bearer = (ctx: TestContext, k: string, path: string, method = 'GET') =>
  ctx.call(method, path, { token: null, headers: { authorization: `Bearer ${k}` } });

forEachDatabase(
  'the credits desk',
  (ctx) => {
    let sales = '';
    let support = '';
    let ram: { number: string; token: string };
    const byCustomer = async (month = '2026-10') => {
      const res = await ctx.call('GET', `/api/credit?month=${month}`, { token: support });
      expect(res.status).toBe(200);
      const list = (await res.json()) as Record<string, unknown>[];
      return Object.fromEntries(list.map((c) => [c.customerId, c])) as Record<string, Record<string, never>>;
    };

    beforeAll(async () => {
      received.length = 0;
      sales = await staff(ctx, 'sales');
      support = await staff(ctx, 'support');
      for (const [name, kind] of [
        ['Itahari-6', 'urban'],
        ['Dharan', 'remote'],
      ])
        await ctx.call('POST', '/api/area', {
          json: { name, district: 'Sunsari', status: 'available', services: ['home'], kind },
        });
      // Rs. 3,100 a month: October's 31 days make Rs. 100 (10,000 paisa) a day.
      const plan = { name: 'Fibernet', speed: '50 Mbps', price: 'Rs. 3,100', duration: '/month' };
      const planId = (await (await ctx.call('POST', '/api/plan', { json: plan })).json())._id as string;
      await insertCustomer(ctx.database.db, { customerId: 'KN-2001', name: 'Ram', area: 'Itahari-6', planId } as never);
      await insertCustomer(ctx.database.db, { customerId: 'KN-2002', name: 'Sita', area: 'Dharan', planId } as never);
      await insertCustomer(ctx.database.db, { customerId: 'KN-2003', name: 'Hari', area: 'Dharan', planId } as never);
      // Ram, urban (4 h): 30 h down, past the limit: all 30 h, 2 days, 10,000 × 30/24 = 12,500 paisa.
      ram = await faultReport(ctx, 'KN-2001', 'Itahari-6', '2026-10-05T10:00:00', '2026-10-06T16:00:00');
      // Sita, remote (24 h): 26 h down: 26 h, 2 days, 10,000 × 26/24 = 10,833 paisa.
      await faultReport(ctx, 'KN-2002', 'Dharan', '2026-10-10T09:00:00', '2026-10-11T11:00:00');
      // Hari, remote: 5 h is within the limit and repaired within 24 h: nothing.
      await faultReport(ctx, 'KN-2003', 'Dharan', '2026-10-12T09:00:00', '2026-10-12T14:00:00');
      // A 2-hour outage in Itahari-6: within the urban limit, it adds nothing to Ram's credit.
      const outage = {
        title: 'Fibre cut',
        kind: 'outage',
        areas: ['Itahari-6'],
        services: [],
        updates: [],
        status: 'resolved',
        startsAt: npt('2026-10-20T08:00:00'),
        endsAt: npt('2026-10-20T10:00:00'),
      };
      expect((await ctx.call('POST', '/api/incident', { json: outage })).status).toBe(201);
    });

    describe('proposing', () => {
      it('proposes each customer’s credit with the reason for each part; proposing again changes nothing', async () => {
        const res = await ctx.call('POST', '/api/credit/propose', { json: { month: '2026-10' }, token: support });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ month: '2026-10', proposed: 2, withdrawn: 0 });
        const credits = await byCustomer();
        expect(Object.keys(credits).sort()).toEqual(['KN-2001', 'KN-2002']);
        expect(credits['KN-2001']).toMatchObject({
          status: 'proposed',
          periodStart: '2026-10-01',
          periodEnd: '2026-10-31',
          hours: 30,
          days: 2,
          rebatePaisa: 12_500,
          tickets: [ram.number],
          customerName: 'Ram',
        });
        const [part] = credits['KN-2001']!.parts as unknown as Record<string, unknown>[];
        expect(part).toMatchObject({
          reason: 'Outage of 30 h, past the 4-hour limit',
          reason_ne: 'सेवा ३० घण्टा बन्द रह्यो, ४ घण्टाको सीमाभन्दा बढी',
          causes: [ram.number],
        });
        expect(credits['KN-2002']).toMatchObject({ hours: 26, days: 2, rebatePaisa: 10_833 });
        const again = await ctx.call('POST', '/api/credit/propose', { json: { month: '2026-10' }, token: support });
        expect(await again.json()).toMatchObject({ proposed: 0 });
        expect(Object.keys(await byCustomer())).toHaveLength(2);
      });

      it('refuses a month that is no month, and an editor, with a 4xx and a message', async () => {
        for (const month of ['2026-13', 'October', 202610, '']) {
          const res = await ctx.call('POST', '/api/credit/propose', { json: { month } });
          expect(res.status).toBe(400);
          expect((await res.json()).message).toMatch(/month/i);
        }
        expect((await ctx.call('GET', '/api/credit?month=26-10')).status).toBe(400);
        expect((await ctx.call('GET', '/api/credit?status=paid')).status).toBe(400);
        const editor = await staff(ctx, 'editor');
        const res = await ctx.call('POST', '/api/credit/propose', { json: { month: '2026-10' }, token: editor });
        expect(res.status).toBe(403);
        expect((await res.json()).message).toEqual(expect.any(String));
      });
    });

    describe('deciding and billing', () => {
      it('lets sales approve once (support may not); a rejection needs a reason; each is audited with its history', async () => {
        const { 'KN-2001': ramCredit, 'KN-2002': sitaCredit } = await byCustomer();
        const approve = (token: string) =>
          ctx.call('POST', `/api/credit/${ramCredit!._id}/approve`, { json: { note: 'Checked' }, token });
        expect((await approve(support)).status).toBe(403);
        const [first, second] = await Promise.all([approve(sales), approve(sales)]);
        expect([first.status, second.status].sort()).toEqual([200, 409]);
        const late = first.status === 409 ? first : second;
        expect((await late.json()).message).toBe('This credit was already approved by sales person');
        const noReason = await ctx.call('POST', `/api/credit/${sitaCredit!._id}/reject`, { json: {}, token: sales });
        expect(noReason.status).toBe(400);
        expect((await noReason.json()).errors.note).toBe('Say why the credit is rejected');
        const rejected = await ctx.call('POST', `/api/credit/${sitaCredit!._id}/reject`, {
          json: { note: 'Outage was at the customer’s own router' },
          token: sales,
        });
        expect(rejected.status).toBe(200);
        expect(await rejected.json()).toMatchObject({ status: 'rejected', decidedBy: 'sales person' });
        expect((await ctx.call('POST', `/api/credit/nope/approve`, { json: {}, token: sales })).status).toBe(404);

        const one = await (await ctx.call('GET', `/api/credit/${ramCredit!._id}`, { token: support })).json();
        expect(one).toMatchObject({
          status: 'approved',
          decidedBy: 'sales person',
          note: 'Checked',
          form: 'extension',
        });
        expect(one.history.map((h: { action: string; userName: string }) => [h.action, h.userName])).toEqual([
          ['propose', 'support person'],
          ['approve', 'sales person'],
        ]);
        // Proposing again leaves decided credits as they are: credited once.
        await ctx.call('POST', '/api/credit/propose', { json: { month: '2026-10' }, token: support });
        expect((await byCustomer())['KN-2001']).toMatchObject({ status: 'approved', decidedBy: 'sales person' });
      });

      it('sends the approved credit to billing once, signed with the shared secret', async () => {
        await ctx.notifier.drained();
        expect(received).toHaveLength(1);
        const [{ headers, body }] = received as [(typeof received)[number]];
        const expected = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
        expect(headers['x-signature']).toBe(expected);
        const event = JSON.parse(body);
        expect(headers['idempotency-key']).toBe(event.id);
        expect(event).toMatchObject({
          event: 'credit.approved',
          credit: { customerId: 'KN-2001', status: 'approved', form: 'extension', days: 2, rebatePaisa: 12_500 },
        });
        expect(event.credit.reasons).toEqual(['Outage of 30 h, past the 4-hour limit']);
      });

      it('lists approved credits changed since a time for a credits:read key, and refuses keys without it', async () => {
        const reader = await key(ctx, ['credits:read']);
        const since = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
        const res = await bearer(ctx, reader, `/api/credit?since=${since}`);
        expect(res.status).toBe(200);
        const list = await res.json();
        expect(list.map((c: { customerId: string; status: string }) => [c.customerId, c.status])).toEqual([
          ['KN-2001', 'approved'],
        ]);
        expect(Object.keys(list[0])).not.toContain('parts');
        const later = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
        expect(await (await bearer(ctx, reader, `/api/credit?since=${later}`)).json()).toEqual([]);
        const payments = await key(ctx, ['payments:read']);
        expect((await bearer(ctx, payments, '/api/credit')).status).toBe(403);
        expect((await ctx.call('GET', '/api/credit', { token: null })).status).toBe(401);
        // A key reads; it never proposes, decides or opens one credit.
        expect([401, 403]).toContain((await bearer(ctx, reader, '/api/credit/propose', 'POST')).status);
        expect((await bearer(ctx, reader, '/api/credit?since=yesterday')).status).toBe(400);
      });
    });

    describe('the customer', () => {
      it('sees the approved credit on My account and on the fault report’s tracking page, in both languages', async () => {
        const account = await ctx.call('GET', '/api/account', {
          token: null,
          headers: { cookie: await customerCookie(ctx, 'KN-2001') },
        });
        expect(account.status).toBe(200);
        const { credits } = await account.json();
        expect(credits).toEqual([
          expect.objectContaining({
            periodStart: '2026-10-01',
            form: 'extension',
            days: 2,
            tickets: [ram.number],
            reasons: [
              { en: 'Outage of 30 h, past the 4-hour limit', ne: 'सेवा ३० घण्टा बन्द रह्यो, ४ घण्टाको सीमाभन्दा बढी' },
            ],
          }),
        ]);
        // Sita's was rejected: nothing on her account.
        const sita = await ctx.call('GET', '/api/account', {
          token: null,
          headers: { cookie: await customerCookie(ctx, 'KN-2002') },
        });
        expect((await sita.json()).credits).toEqual([]);
        const track = await ctx.call('GET', `/api/ticket/track?t=${ram.token}`, { token: null });
        expect(track.status).toBe(200);
        expect((await track.json()).credits).toEqual([
          {
            periodStart: '2026-10-01',
            periodEnd: '2026-10-31',
            form: 'extension',
            days: 2,
            rebatePaisa: 12_500,
            hours: 30,
          },
        ]);
      });
    });
  },
  { PAYMENT_WEBHOOK_URL: billingUrl, PAYMENT_WEBHOOK_SECRET: SECRET },
);
