import { expect, it } from 'vitest';
import { forEachDatabase, type TestContext } from './setup.ts';

// The duplicate guard (issue 43): an identical submission within the window is one submission only
// when the same client sends it. The same fault report from another address is its own ticket, and
// the first report's answer (its tracking token) never goes to anyone else.

const REPORT = {
  name: 'Sita',
  phone: '9855512345',
  area: 'Itahari-6',
  category: 'slow',
  description: 'Very slow tonight',
};
const report = (ctx: TestContext, from: string) =>
  ctx.call('POST', '/api/ticket', { json: REPORT, token: null, headers: { 'x-forwarded-for': from } });

forEachDatabase(
  'duplicate guard per client',
  (ctx) => {
    it('answers a repeat from the same client with its own answer, another client with a ticket of its own', async () => {
      const first = await (await report(ctx, '203.0.113.10')).json();
      expect(first.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      // A double click: the same client, the same answer, nothing stored twice.
      const again = await (await report(ctx, '203.0.113.10')).json();
      expect(again).toEqual(first);
      // An IPv6 client is one client across its /64.
      const v6 = await (await report(ctx, '2001:db8:5:5::1')).json();
      expect((await (await report(ctx, '2001:db8:5:5:9::2')).json()).token).toBe(v6.token);
      // Someone else sending the same words: a ticket of their own, never the first one's token.
      const stranger = await report(ctx, '198.51.100.20');
      expect(stranger.status).toBe(201);
      const theirs = await stranger.json();
      expect(theirs.token).not.toBe(first.token);
      expect(theirs._id).not.toBe(first._id);
      expect(JSON.stringify(theirs)).not.toContain(first.token);
      const tracked = await ctx.call('GET', `/api/ticket/track?t=${theirs.token}`, { token: null });
      expect(tracked.status).toBe(200);
      expect((await tracked.json()).number).toBe(theirs.number);
    });
  },
  { TRUST_PROXY: true },
);
