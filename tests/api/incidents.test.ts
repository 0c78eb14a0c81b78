import { describe, expect, it } from 'vitest';
import { forEachDatabase, type TestContext } from './setup.ts';

// Network status (issue 29): incidents are public content with exact timestamps and a timeline;
// staff write them with history and audit, and every change republishes the site.

const OUTAGE = {
  title: 'Fibre cut in Itahari',
  title_ne: 'इटहरीमा फाइबर काटियो',
  kind: 'outage',
  areas: ['Itahari-6', 'Itahari-7'],
  services: ['iptv', 'home'],
  // Nepal time as staff type it: stored as the same instant in UTC.
  startsAt: '2026-11-20T14:30:00+05:45',
  status: 'investigating',
  updates: [
    {
      text: 'We know of a fibre cut and are on the way.',
      text_ne: 'फाइबर काटिएको थाहा भयो।',
      at: '2026-11-20T14:35:00+05:45',
      status: 'investigating',
    },
  ],
};

const create = (ctx: TestContext, json: Record<string, unknown>, token?: string | null) =>
  ctx.call('POST', '/api/incident', { json, token });

forEachDatabase('incidents', (ctx) => {
  describe('/api/incident', () => {
    it('stores an incident with exact UTC timestamps, its timeline, and republishes the site', async () => {
      ctx.published.length = 0;
      const res = await create(ctx, OUTAGE);
      expect(res.status).toBe(201);
      const record = await res.json();
      expect(record).toMatchObject({
        title: OUTAGE.title,
        title_ne: OUTAGE.title_ne,
        kind: 'outage',
        areas: ['Itahari-6', 'Itahari-7'],
        services: ['home', 'iptv'],
        startsAt: '2026-11-20T08:45:00.000Z',
        endsAt: '',
        status: 'investigating',
        updates: [{ ...OUTAGE.updates[0], at: '2026-11-20T08:50:00.000Z' }],
      });
      expect(ctx.published).toContain('incident');
      const listed = await ctx.call('GET', '/api/incident', { token: null });
      expect(listed.status).toBe(200);
      const mine = (await listed.json()).find((i: { _id: string }) => i._id === record._id);
      expect(mine).toEqual(record);
    });

    it('posts an update and resolves through PUT, keeping each revision and auditing the change', async () => {
      const { _id } = await (await create(ctx, OUTAGE)).json();
      const update = { text: 'Repaired; monitoring.', text_ne: '', at: '2026-11-20T10:00:00Z', status: 'monitoring' };
      const posted = await ctx.call('PUT', `/api/incident/${_id}`, {
        json: { ...OUTAGE, status: 'monitoring', updates: [...OUTAGE.updates, update] },
      });
      expect(posted.status).toBe(200);
      expect((await posted.json()).updates).toHaveLength(2);
      ctx.published.length = 0;
      const resolve = { text: 'Resolved.', text_ne: 'समाधान भयो।', at: '2026-11-20T11:00:00Z', status: 'resolved' };
      const resolved = await ctx.call('PUT', `/api/incident/${_id}`, {
        json: {
          ...OUTAGE,
          status: 'resolved',
          endsAt: '2026-11-20T11:00:00Z',
          updates: [...OUTAGE.updates, update, resolve],
        },
      });
      expect(resolved.status).toBe(200);
      expect(await resolved.json()).toMatchObject({ status: 'resolved', endsAt: '2026-11-20T11:00:00.000Z' });
      expect(ctx.published).toContain('incident');

      const revisions = await (await ctx.call('GET', `/api/incident/${_id}/revisions`)).json();
      expect(revisions.map((r: { action: string }) => r.action)).toEqual(['update', 'update', 'create']);
      expect(revisions[0].after.updates).toHaveLength(3);
      expect(revisions[0].before.updates).toHaveLength(2);

      const entries = await (await ctx.call('GET', '/api/audit?limit=100')).json();
      const mine = entries.filter((e: { recordId: string }) => e.recordId === _id);
      expect(mine.map((e: { action: string }) => e.action)).toEqual(['update', 'update', 'create']);
      expect(mine[0]).toMatchObject({ entity: 'incident', recordName: OUTAGE.title });
      expect(mine[0].summary).toMatch(/status/);
      expect(mine[0].summary).toMatch(/updates/);
    });

    it('takes planned maintenance with its window; everywhere and every service when areas and services are empty', async () => {
      const res = await create(ctx, {
        title: 'Core router upgrade',
        kind: 'maintenance',
        areas: '',
        startsAt: '2027-12-01T00:00:00+05:45',
        endsAt: '2027-12-01T03:00:00+05:45',
        status: 'scheduled',
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ areas: [], services: [], updates: [], status: 'scheduled' });
    });

    it('refuses bad input with 400 and a message per field, storing nothing', async () => {
      const before = Number((await ctx.call('GET', '/api/incident')).headers.get('x-total-count'));
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ kind: 'fire' }, 'kind', /Kind must be one of/],
        [{ status: 'done' }, 'status', /Status must be one of/],
        [{ status: 'scheduled' }, 'status', /Only maintenance can be scheduled/],
        [{ startsAt: 'next Tuesday' }, 'startsAt', /Start must be a date and time/],
        [{ startsAt: '' }, 'startsAt', /Start is required/],
        [{ endsAt: '2026-11-19T00:00:00Z' }, 'endsAt', /The end cannot come before the start/],
        [{ services: ['fibre'] }, 'services', /Each service must be one of/],
        [{ updates: 'fixed' }, 'updates', /Updates must be a list/],
        [{ updates: [{ text: '', at: 'soon', status: 'monitoring' }] }, 'updates', /required|date and time/],
        [{ title: '' }, 'title', /Title is required/],
      ];
      for (const [change, field, message] of cases) {
        const res = await create(ctx, { ...OUTAGE, ...change });
        expect(res.status, JSON.stringify(change)).toBe(400);
        const body = await res.json();
        expect(body.message, JSON.stringify(change)).toBeTruthy();
        const errors = Object.entries(body.errors ?? {}).filter(([k]) => k === field || k.startsWith(`${field}.`));
        expect(errors.length, `${JSON.stringify(change)} → ${JSON.stringify(body.errors)}`).toBeGreaterThan(0);
        expect(errors.map(([, m]) => m).join(' '), JSON.stringify(change)).toMatch(message);
      }
      expect(Number((await ctx.call('GET', '/api/incident')).headers.get('x-total-count'))).toBe(before);
    });

    it('lets only staff write: a visitor is refused (401) and nothing changes', async () => {
      const { _id } = await (await create(ctx, OUTAGE)).json();
      expect((await create(ctx, OUTAGE, null)).status).toBe(401);
      const put = await ctx.call('PUT', `/api/incident/${_id}`, { json: { ...OUTAGE, title: 'x' }, token: null });
      expect(put.status).toBe(401);
      expect((await ctx.call('DELETE', `/api/incident/${_id}`, { token: null })).status).toBe(401);
      expect((await (await ctx.call('GET', `/api/incident/${_id}`, { token: null })).json()).title).toBe(OUTAGE.title);
    });

    it('lists the newest start first by default and sorts by startsAt on request', async () => {
      const early = await (await create(ctx, { ...OUTAGE, startsAt: '2020-01-01T00:00:00Z' })).json();
      const late = await (await create(ctx, { ...OUTAGE, startsAt: '2030-01-01T00:00:00Z' })).json();
      const sorted = await (await ctx.call('GET', '/api/incident?sort=startsAt&order=desc', { token: null })).json();
      const ids = sorted.map((i: { _id: string }) => i._id);
      expect(ids[0]).toBe(late._id);
      expect(ids.at(-1)).toBe(early._id);
    });
  });
});
