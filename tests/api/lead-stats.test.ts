import { expect, it } from 'vitest';
import { lastDays, median } from '../../src/server/leads/stats.ts';
import { forEachDatabase } from './setup.ts';

const HOUR = 3_600_000;
// One instant for every timestamp of a test: read twice, the clock could move a millisecond
// between a record's creation and its first response, and the medians with it.
const now = Date.now();
const ago = (ms: number) => new Date(now - ms).toISOString();
let n = 0;
const id = () => `a${String(++n).padStart(23, '0')}`;

it('median and the last days in Nepal time', () => {
  expect(median([])).toBeNull();
  expect(median([5, 1, 3])).toBe(3);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  // 20:00 UTC is already the next day in Kathmandu (UTC+5:45).
  expect(lastDays(new Date('2026-11-22T20:00:00Z'), 3)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
});

forEachDatabase('leads: dashboard stats', (ctx) => {
  it('counts leads per day for 30 days, bookings by plan, the connected share and the median first response', async () => {
    const db = ctx.database.db;
    const booking = (plan: string, status: string, createdMsAgo: number, respondedAfterMs?: number) => ({
      id: id(),
      createdAt: ago(createdMsAgo),
      customerName: 'x',
      address: 'x',
      contact: '1',
      email: '',
      contact2: '',
      remarks: '',
      speed: '',
      cost: '',
      duration: '',
      plan,
      status,
      firstStatusChangeAt: respondedAfterMs === undefined ? null : ago(createdMsAgo - respondedAfterMs),
    });
    await db
      .insertInto('booking')
      .values([
        booking('Fibernet', 'connected', 1 * HOUR, 1 * HOUR),
        booking('Fibernet', 'contacted', 2 * HOUR, 3 * HOUR),
        booking('Fibernet', 'new', 3 * HOUR),
        booking('Dedicated', 'connected', 50 * HOUR, 5 * HOUR),
        booking('Dedicated', 'spam', 50 * HOUR, 1 * HOUR),
        // Older than 30 days: outside the story.
        booking('Old plan', 'connected', 40 * 24 * HOUR, 1 * HOUR),
      ])
      .execute();
    await db
      .insertInto('contact')
      .values({
        id: id(),
        createdAt: ago(HOUR),
        name: 'c',
        email: '',
        subject: '',
        phone: '',
        msg: 'm',
        status: 'replied',
        firstStatusChangeAt: ago(HOUR - 7 * HOUR),
      })
      .execute();

    const res = await ctx.call('GET', '/api/leads/stats');
    expect(res.status).toBe(200);
    const stats = await res.json();
    expect(stats.perDay).toHaveLength(30);
    const total = (kind: string) => stats.perDay.reduce((sum: number, d: Record<string, number>) => sum + d[kind], 0);
    expect([total('booking'), total('contact'), total('referral')]).toEqual([5, 1, 0]);
    expect(stats.perDay.at(-1).date).toBe(lastDays(new Date(), 1)[0]);
    expect(stats.bookingsByPlan).toEqual([
      { plan: 'Fibernet', count: 3 },
      { plan: 'Dedicated', count: 1 },
    ]);
    expect(stats.connected).toEqual({ count: 2, of: 4, share: 0.5 });
    // Responses: bookings 1, 3, 5, 1 h and the contact 7 h → median of [1, 1, 3, 5, 7] h.
    expect(stats.medianResponseMs).toBe(3 * HOUR);
    expect(stats.medianResponseMsByKind).toEqual({
      'coverage-request': null,
      booking: 2 * HOUR,
      contact: 7 * HOUR,
      referral: null,
    });
    expect((await ctx.call('GET', '/api/leads/stats', { token: null })).status).toBe(401);
  });

  it('counts every status of every kind (tabs and sidebar badges)', async () => {
    const res = await ctx.call('GET', '/api/leads/counts');
    expect(res.status).toBe(200);
    const counts = await res.json();
    expect(counts.booking).toEqual({ new: 1, contacted: 1, scheduled: 0, connected: 3, cancelled: 0, spam: 1 });
    expect(counts.contact).toEqual({ new: 0, replied: 1, closed: 0, spam: 0 });
    expect(Object.keys(counts.referral)).toEqual(['new', 'contacted', 'rewarded', 'closed', 'spam']);
    expect((await ctx.call('GET', '/api/leads/counts', { token: null })).status).toBe(401);
  });

  it('stamps the first status change once: later changes keep it', async () => {
    const created = await (
      await ctx.call('POST', '/api/referral', {
        json: {
          customerName: 'R',
          phone: '9800000001',
          customerId: 'C',
          address: 'A',
          friendsName: 'F',
          friendsAddress: 'FA',
          friendsContact: '9822222222',
        },
        token: null,
      })
    ).json();
    await ctx.call('PATCH', `/api/referral/${created._id}`, { json: { note: 'A note is not a status change' } });
    const row = () =>
      ctx.database.db
        .selectFrom('referral')
        .select(['firstStatusChangeAt', 'statusChangedAt'])
        .where('id', '=', created._id)
        .executeTakeFirstOrThrow();
    expect((await row()).firstStatusChangeAt).toBeNull();
    await ctx.call('PATCH', `/api/referral/${created._id}`, { json: { status: 'contacted' } });
    const first = (await row()).firstStatusChangeAt;
    expect(first).toBeTruthy();
    await new Promise((r) => setTimeout(r, 5));
    await ctx.call('PATCH', `/api/referral/${created._id}`, { json: { status: 'rewarded' } });
    expect(await row()).toMatchObject({ firstStatusChangeAt: first });
    expect((await row()).statusChangedAt! > first!).toBe(true);
  });
});
