import { describe, expect, it } from 'vitest';
import { forEachDatabase, type TestContext } from './setup.ts';

// The regulator's rules, computed (issue 49): the status summary for apps and routers.

const area = (ctx: TestContext, name: string, kind: 'urban' | 'remote') =>
  ctx.call('POST', '/api/area', { json: { name, district: 'Sunsari', status: 'available', services: ['home'], kind } });
const incident = (ctx: TestContext, json: Record<string, unknown>) =>
  ctx.call('POST', '/api/incident', { json: { services: [], updates: [], ...json } });

forEachDatabase('regulator: status summary', (ctx) => {
  describe('GET /api/status/summary', () => {
    it('names each area the network reaches, its kind and state, the open incidents and the planned maintenance', async () => {
      expect((await area(ctx, 'Itahari-6', 'urban')).status).toBe(201);
      expect((await area(ctx, 'Sundar Haraincha', 'remote')).status).toBe(201);
      const bad = await area(ctx, 'Tarahara', 'rural' as 'urban');
      expect(bad.status).toBe(400);
      expect((await bad.json()).errors.kind).toMatch(/Area type must be one of/);
      const before = await (await ctx.call('GET', '/api/status/summary', { token: null })).json();
      expect(before.state).toBe('operational');
      const cut = await (
        await incident(ctx, {
          title: 'Fibre cut',
          kind: 'outage',
          areas: ['Itahari-6'],
          startsAt: '2026-11-20T10:00:00+05:45',
          status: 'investigating',
        })
      ).json();
      await incident(ctx, {
        title: 'Old cut',
        kind: 'outage',
        areas: ['Sundar Haraincha'],
        startsAt: '2026-11-01T10:00:00+05:45',
        status: 'resolved',
      });
      const res = await ctx.call('GET', '/api/status/summary', { token: null });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/max-age=60/);
      const summary = await res.json();
      expect(summary.state).toBe('outage');
      expect(summary.areas).toEqual([
        { name: 'Itahari-6', name_ne: 'Itahari-6', district: 'Sunsari', kind: 'urban', state: 'outage' },
        {
          name: 'Sundar Haraincha',
          name_ne: 'Sundar Haraincha',
          district: 'Sunsari',
          kind: 'remote',
          state: 'operational',
        },
      ]);
      expect(summary.incidents).toEqual([
        expect.objectContaining({
          id: cut._id,
          title: 'Fibre cut',
          kind: 'outage',
          status: 'investigating',
          endsAt: null,
        }),
      ]);
      expect(summary.maintenance).toEqual([]);
    });
  });

  describe('maintenance with under 72 hours of notice', () => {
    const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const maintenance = (startsAt: string, noticeReason?: string) =>
      incident(ctx, { title: 'Splice', kind: 'maintenance', areas: [], startsAt, status: 'scheduled', noticeReason });

    it('is refused without a reason, taken with one, and an edit keeps the notice it was first given', async () => {
      const refused = await maintenance(inHours(30));
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        message: 'Maintenance announced less than 72 hours ahead needs a reason',
        errors: { noticeReason: expect.stringMatching(/^Only (29|30) hours’ notice/) },
      });
      const taken = await maintenance(inHours(30), 'A pole fell on the line');
      expect(taken.status).toBe(201);
      const saved = await taken.json();
      expect(saved.noticeReason).toBe('A pole fell on the line');
      // Moved a week out, it was still announced 30 hours ahead... of its first window: the edit is measured from the first save.
      const edit = await ctx.call('PUT', `/api/incident/${saved._id}`, {
        json: { ...saved, startsAt: inHours(24 * 7), noticeReason: '' },
      });
      expect(edit.status).toBe(200);
      const back = await ctx.call('PUT', `/api/incident/${saved._id}`, { json: { ...saved, noticeReason: '' } });
      expect(back.status).toBe(400);
      expect((await maintenance(inHours(73))).status).toBe(201);
    });
  });
});
