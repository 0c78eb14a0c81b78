import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compress, poolCompressionPeak } from '../../src/server/http/compress.ts';
import { CUSTOMER_ADDITIONS_MAX } from '../../src/server/tickets/events.ts';
import { forEachDatabase, type TestContext } from '../api/setup.ts';

// A tracking link grew one row without bound: five additions of 6 KB a minute, forever, each
// parsing and rewriting the ticket's whole story, and a public read of it with no limit. Now the
// story is rows, a ticket takes 20 additions from its customer, an addition counts against the
// forms' daily cap, and the read is limited per client.
const report = async (ctx: TestContext, from: string, n: number) => {
  const res = await ctx.call('POST', '/api/ticket', {
    json: {
      name: `Customer ${n}`,
      phone: '9855555555',
      area: 'Itahari-6',
      category: 'no internet',
      description: `Red light ${n}`,
    },
    token: null,
    headers: { 'x-forwarded-for': from },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { _id: string; token: string };
};
const add = (ctx: TestContext, token: string, from: string, text = 'x'.repeat(2000)) =>
  ctx.call('POST', `/api/ticket/track?t=${token}`, {
    json: { text },
    token: null,
    headers: { 'x-forwarded-for': from },
  });
const read = (ctx: TestContext, token: string, from: string) =>
  ctx.call('GET', `/api/ticket/track?t=${token}`, { token: null, headers: { 'x-forwarded-for': from } });

forEachDatabase(
  'a tracking link',
  (ctx) => {
    it('takes at most 20 additions to one ticket, however many addresses send them at once, then says to phone', async () => {
      const ticket = await report(ctx, '10.9.9.9', 1);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => add(ctx, ticket.token, `10.0.${Math.floor(i / 200)}.${(i % 200) + 1}`)),
      );
      expect(answers.filter((r) => r.status === 201)).toHaveLength(CUSTOMER_ADDITIONS_MAX);
      const refused = answers.filter((r) => r.status !== 201);
      expect(refused.every((r) => r.status === 429)).toBe(true);
      expect((await refused[0]!.json()).message).toBe(
        'This ticket already has the 20 messages the tracking page takes. Please phone us to add more.',
      );
      // The story is rows: the ticket's own row does not grow, and the rows are the story.
      const row = await ctx.database.db
        .selectFrom('ticket')
        .select('events')
        .where('id', '=', ticket._id)
        .executeTakeFirst();
      expect(row?.events).toBe('[]');
      const rows = await ctx.database.db
        .selectFrom('ticket_event')
        .select('type')
        .where('ticketId', '=', ticket._id)
        .execute();
      expect(rows).toHaveLength(CUSTOMER_ADDITIONS_MAX + 1);
      const seen = await (await read(ctx, ticket.token, '10.8.0.1')).json();
      expect(seen.events).toHaveLength(CUSTOMER_ADDITIONS_MAX + 1);
      expect(seen.events[0]).toMatchObject({ type: 'status', status: 'new' });
      // The desk still writes on it.
      const reply = await ctx.call('PATCH', `/api/ticket/${ticket._id}`, {
        json: { reply: 'An engineer is on the way.' },
      });
      expect(reply.status).toBe(200);
      expect((await reply.json()).events.at(-1)).toMatchObject({ type: 'reply', text: 'An engineer is on the way.' });
    });

    it('counts an addition against the forms’ daily cap per client', async () => {
      const from = '10.7.0.1';
      const tickets = [await report(ctx, from, 2), await report(ctx, from, 3)];
      // Six a day (two reports + four additions), then refused until tomorrow.
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await add(ctx, tickets[i % 2]!.token, from, `Still red ${i}`)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 429]);
    });

    it('limits the tracking read per client: the 61st read in a minute is refused, another client still reads', async () => {
      const ticket = await report(ctx, '10.9.9.8', 4);
      const statuses = await Promise.all(Array.from({ length: 61 }, () => read(ctx, ticket.token, '10.6.0.1')));
      expect(statuses.filter((r) => r.status === 200)).toHaveLength(60);
      const refused = statuses.find((r) => r.status === 429)!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await read(ctx, ticket.token, '10.6.0.2')).status).toBe(200);
    });
  },
  { TRUST_PROXY: true, SUBMIT_MAX_PER_DAY: 6 },
);

describe('compressing large answers', () => {
  it('compresses one large body at a time in the thread pool, leaving its other threads to the static files', async () => {
    const app = new Hono();
    app.use('*', compress());
    const big = {
      events: Array.from({ length: 3000 }, (_, i) => ({ type: 'customer', text: `addition ${i} `.repeat(10) })),
    };
    app.get('/big', (c) => c.json(big));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => app.request('/big', { headers: { 'accept-encoding': 'br' } })),
    );
    for (const res of answers) {
      expect(res.headers.get('content-encoding')).toBe('br');
      const text = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
      expect(JSON.parse(text).events).toHaveLength(3000);
    }
    expect(poolCompressionPeak()).toBe(1);
  });
});
