import { parse } from 'csv-parse/sync';
import { stringify as stringifyRows } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { forEachDatabase, type TestContext } from './setup.ts';

// The NTA's monthly report (issue 49), from tickets, incidents and credits seeded at known Nepal
// times; every figure below is worked out by hand in the comments.

const npt = (s: string) => new Date(`${s}+05:45`).toISOString();
let n = 0;

async function ticket(ctx: TestContext, createdAt: string, resolvedAt: string | null, status = 'resolved') {
  const res = await ctx.call('POST', '/api/ticket', {
    json: {
      name: `Customer ${++n}`,
      phone: '9855555555',
      area: 'Itahari-6',
      category: 'no internet',
      description: `Down ${n}`,
    },
    token: null,
  });
  const { _id } = await res.json();
  await ctx.database.db
    .updateTable('ticket')
    .set({ createdAt: npt(createdAt), resolvedAt: resolvedAt && npt(resolvedAt), status })
    .where('id', '=', _id)
    .execute();
}
async function incident(ctx: TestContext, json: Record<string, unknown>, createdAt?: string) {
  const res = await ctx.call('POST', '/api/incident', {
    json: { services: [], updates: [], status: 'resolved', ...json },
  });
  expect(res.status).toBe(201);
  const { _id } = await res.json();
  if (createdAt)
    await ctx.database.db
      .updateTable('incident')
      .set({ createdAt: npt(createdAt) })
      .where('id', '=', _id)
      .execute();
}
async function credit(
  ctx: TestContext,
  customerId: string,
  status: string,
  hours: number,
  days: number,
  rebatePaisa: number,
) {
  await ctx.database.db
    .insertInto('credit')
    .values({
      id: `c${++n}`.padEnd(24, '0'),
      createdAt: new Date().toISOString(),
      customerId,
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      hours,
      days,
      rebatePaisa,
      status,
    })
    .execute();
}

forEachDatabase('regulator: the NTA monthly report', (ctx) => {
  describe('GET /api/report/nta', () => {
    it('counts October 2026 from seeded tickets, incidents and credits', async () => {
      for (const [name, kind] of [
        ['Itahari-6', 'urban'],
        ['Dharan', 'remote'],
      ])
        await ctx.call('POST', '/api/area', {
          json: { name, district: 'Sunsari', status: 'available', services: ['home'], kind },
        });
      // Received in October, Nepal time: four (the first at 00:30 on 1 October, still 30 September in UTC).
      await ticket(ctx, '2026-10-01T00:30:00', '2026-10-01T10:30:00'); // 10 h
      await ticket(ctx, '2026-10-10T08:00:00', '2026-10-11T12:00:00'); // 28 h
      await ticket(ctx, '2026-10-20T09:00:00', '2026-10-23T10:00:00'); // 73 h
      await ticket(ctx, '2026-10-30T12:00:00', null, 'in-progress'); // open
      await ticket(ctx, '2026-09-30T22:00:00', '2026-10-01T09:00:00'); // September's
      await ticket(ctx, '2026-10-12T08:00:00', null, 'spam'); // no complaint
      // Itahari-6: 10:00–16:00 and 14:00–18:00 overlap into 8 h; a network-wide outage adds 2 h on 31 October.
      await incident(ctx, {
        title: 'Cut A',
        kind: 'outage',
        areas: ['Itahari-6'],
        startsAt: npt('2026-10-10T10:00:00'),
        endsAt: npt('2026-10-10T16:00:00'),
      });
      await incident(ctx, {
        title: 'Cut B',
        kind: 'outage',
        areas: ['Itahari-6'],
        startsAt: npt('2026-10-10T14:00:00'),
        endsAt: npt('2026-10-10T18:00:00'),
      });
      await incident(ctx, {
        title: 'Core',
        kind: 'outage',
        areas: [],
        startsAt: npt('2026-10-31T22:00:00'),
        endsAt: npt('2026-11-01T02:00:00'),
      });
      await incident(ctx, {
        title: 'Slow',
        kind: 'degraded',
        areas: ['Dharan'],
        startsAt: npt('2026-10-05T10:00:00'),
        endsAt: npt('2026-10-05T20:00:00'),
      });
      // Maintenance: one announced 48 h ahead (short, with its reason), one 120 h ahead.
      await incident(
        ctx,
        {
          title: 'Splice',
          kind: 'maintenance',
          areas: ['Dharan'],
          startsAt: npt('2026-10-15T02:00:00'),
          endsAt: npt('2026-10-15T04:00:00'),
          noticeReason: 'A pole fell',
        },
        '2026-10-13T02:00:00',
      );
      await incident(
        ctx,
        {
          title: 'Upgrade',
          kind: 'maintenance',
          areas: [],
          startsAt: npt('2026-10-25T02:00:00'),
          endsAt: npt('2026-10-25T03:00:00'),
          // entered today, after the work, so the rule asks why; its announcement is then set 120 h ahead
          noticeReason: 'Entered after the work',
        },
        '2026-10-20T02:00:00',
      );
      await credit(ctx, 'C-1', 'approved', 10, 1, 2_000);
      await credit(ctx, 'C-2', 'approved', 30, 2, 6_250);
      await credit(ctx, 'C-3', 'proposed', 99, 5, 9_999);

      const res = await ctx.call('GET', '/api/report/nta?month=2026-10');
      expect(res.status).toBe(200);
      const r = await res.json();
      expect(r.complaints).toEqual({
        received: 4,
        within24h: { count: 1, percent: 25 }, // 10 h
        within72h: { count: 2, percent: 50 }, // 10 h and 28 h; 73 h is past
        medianRepairHours: 28, // of 10, 28, 73
      });
      // October has 744 hours: 1 − 10/744 = 98.66 %, 1 − 2/744 = 99.73 %.
      expect(r.areas).toEqual([
        { name: 'Dharan', kind: 'remote', downtimeHours: 2, availability: 99.73 },
        { name: 'Itahari-6', kind: 'urban', downtimeHours: 10, availability: 98.66 },
      ]);
      expect(r.maintenance.map((m: Record<string, unknown>) => [m.title, m.noticeHours, m.short, m.reason])).toEqual([
        ['Splice', 48, true, 'A pole fell'],
        ['Upgrade', 120, false, 'Entered after the work'],
      ]);
      expect(r.credits).toEqual({ count: 2, hours: 40, days: 3, rebatePaisa: 8_250 });

      const csv = await ctx.call('GET', '/api/report/nta?month=2026-10&format=csv');
      expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
      expect(csv.headers.get('content-disposition')).toMatch(/nta-report-2026-10\.csv/);
      const rows: string[][] = parse(await csv.text());
      expect(rows[0]).toEqual(['Section', 'Item', 'Figure', 'Percent', 'Note']);
      expect(rows).toContainEqual(['Complaints', 'Resolved within 24 hours', '1', '25', '']);
      expect(rows).toContainEqual(['Downtime (hours)', 'Itahari-6', '10', '98.66', 'urban']);
      expect(rows.find((row) => row[1]?.startsWith('Splice'))?.[4]).toMatch(/UNDER 72 HOURS: A pole fell/);
      expect(rows).toContainEqual(['Credits', 'Rebates (Rs.)', '82.50', '', '']);
      const exported = await ctx.call('GET', '/api/report/nta/export.csv?month=2026-10');
      expect(await exported.text()).toBe(stringifyRows(rows));
    });

    it('refuses a month that is not one, and a visitor', async () => {
      for (const month of ['', '2026-13', 'October', '2026-1'])
        expect((await ctx.call('GET', `/api/report/nta?month=${month}`)).status).toBe(400);
      const bad = await ctx.call('GET', '/api/report/nta?month=nope');
      expect(await bad.json()).toMatchObject({ message: 'Month must be a month such as 2026-11' });
      expect((await ctx.call('GET', '/api/report/nta?month=2026-10', { token: null })).status).toBe(401);
    });
  });
});
