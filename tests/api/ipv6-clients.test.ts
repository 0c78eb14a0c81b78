import { describe, expect, it } from 'vitest';
import { clientOf } from '../../src/server/guards/network.ts';
import { ADMIN, forEachDatabase, type TestContext } from './setup.ts';

// Behind the proxy (TRUST_PROXY), an IPv6 client is counted by its /64 in every limit, lock-out
// and daily cap (issue 43): a line is handed a whole /64 and may pick any address in it.

describe('clientOf', () => {
  it('keeps an IPv4 address, and cuts an IPv6 one to its /64 however it is written', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('unknown')).toBe('unknown');
  });
});

const inPrefix = (prefix: string, n: number) => `${prefix}:${(n + 1).toString(16)}:${(n * 7 + 3).toString(16)}::1`;
const contact = (ctx: TestContext, from: string, i: number) =>
  ctx.call('POST', '/api/contact', {
    json: { name: `Visitor ${i}`, email: `v${i}@example.com`, msg: `Message number ${i}` },
    token: null,
    headers: { 'x-forwarded-for': from },
  });

forEachDatabase(
  'IPv6 clients by their /64',
  (ctx) => {
    it('counts messages from many addresses of one /64 as one client’s', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await contact(ctx, inPrefix('2001:db8:aa:1', i), i)).status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
      // Another /64 of the same /48 is another client.
      expect((await contact(ctx, '2001:db8:aa:2::1', 99)).status).toBe(201);
    });

    it('locks out password guesses from one /64 as from one address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++)
        statuses.push(
          (
            await ctx.call('POST', '/api/users/login', {
              json: { email: ADMIN.email, password: `wrong guess ${i}` },
              token: null,
              headers: { 'x-forwarded-for': inPrefix('2001:db8:bb:1', i) },
            })
          ).status,
        );
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
      // The admin, elsewhere, still signs in.
      const elsewhere = await ctx.call('POST', '/api/users/login', {
        json: ADMIN,
        token: null,
        headers: { 'x-forwarded-for': '2001:db8:bb:2::1' },
      });
      expect(elsewhere.status).toBe(200);
    }, 60_000);
  },
  { TRUST_PROXY: true, SUBMIT_MAX_PER_MINUTE: 5 },
);
