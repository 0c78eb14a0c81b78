import { expect, it } from 'vitest';
import { createContent, type Rec } from './content.ts';
import { forEachDatabase, type TestContext } from './setup.ts';
import { CLEAN_SETTINGS } from '../../src/lib/settings/clean.ts';
import { DEMO_FACTS, DEMO_TEXTS } from '../../src/lib/settings/demo-left.ts';
import { SAMPLES } from './samples.ts';
import { demoFaqs, demoPlans, demoSliders } from '../../src/server/demo/content.ts';

// Issue 42: several records deleted (to the trash), hidden or shown in one call, each audited and
// in its history as a single change is, with one republish; and "Remove demo content".

const audit = async (ctx: TestContext, action: string, entity: string) =>
  (await (await ctx.call('GET', `/api/audit?action=${action}&entity=${entity}&limit=100`)).json()) as {
    recordId: string;
    recordName: string;
  }[];
const bulk = (ctx: TestContext, entity: string, json: unknown, token?: string | null) =>
  ctx.call('POST', `/api/${entity}/bulk`, { json, token });
const ids = (list: { _id: string }[]) => list.map((r) => r._id).sort();

forEachDatabase('bulk actions', (ctx) => {
  it('deletes several records to the trash in one call: each audited, in its history, restorable; one republish', async () => {
    const faqs = [];
    for (const question of ['Bulk one?', 'Bulk two?', 'Bulk three?'])
      faqs.push(await createContent(ctx, 'faq', { question }));
    const [a, b, kept] = faqs as [Rec, Rec, Rec];
    const published = ctx.published.length;
    const res = await bulk(ctx, 'faq', { action: 'delete', ids: [a._id, b._id] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: '2 faqs deleted', ids: [a._id, b._id] });
    expect(ctx.published.length).toBe(published + 1);
    expect(ids(await (await ctx.call('GET', '/api/faq')).json())).toEqual([kept._id]);
    const trash = (await (await ctx.call('GET', '/api/trash')).json()) as { _id: string }[];
    expect(ids(trash.filter((t) => t._id !== kept._id))).toEqual(ids([a, b]));
    const entries = await audit(ctx, 'delete', 'faq');
    expect(entries.map((e) => [e.recordId, e.recordName]).sort()).toEqual(
      [
        [a._id, 'Bulk one?'],
        [b._id, 'Bulk two?'],
      ].sort(),
    );
    const history = await (await ctx.call('GET', `/api/faq/${a._id}/revisions`)).json();
    expect(history[0]).toMatchObject({ action: 'delete', before: { question: 'Bulk one?' }, after: null });
    expect((await ctx.call('POST', `/api/trash/${a._id}/restore`)).status).toBe(200);
    expect(ids(await (await ctx.call('GET', '/api/faq')).json())).toEqual(ids([a, kept]));
  });

  it('hides and shows several records: gone from the public list and back, a hide/show revision each', async () => {
    const plans = [
      await createContent(ctx, 'plan', { name: 'Bulk A' }),
      await createContent(ctx, 'plan', { name: 'Bulk B' }),
    ];
    const publicNames = async () =>
      ((await (await ctx.call('GET', '/api/plan', { token: null })).json()) as Rec[]).map((p) => p.name);
    const hidden = await bulk(ctx, 'plan', { action: 'hide', ids: ids(plans) });
    expect(await hidden.json()).toMatchObject({ message: '2 plans hidden' });
    expect(await publicNames()).not.toContain('Bulk A');
    expect(await publicNames()).not.toContain('Bulk B');
    expect((await audit(ctx, 'hide', 'plan')).map((e) => e.recordId).sort()).toEqual(ids(plans));
    // Already hidden: nothing to do, nothing audited.
    expect(await (await bulk(ctx, 'plan', { action: 'hide', ids: ids(plans) })).json()).toMatchObject({ ids: [] });
    expect(await audit(ctx, 'hide', 'plan')).toHaveLength(2);
    const shown = await bulk(ctx, 'plan', { action: 'show', ids: ids(plans) });
    expect(await shown.json()).toMatchObject({ message: '2 plans shown' });
    expect(await publicNames()).toEqual(expect.arrayContaining(['Bulk A', 'Bulk B']));
    const history = await (await ctx.call('GET', `/api/plan/${plans[0]!._id}/revisions`)).json();
    expect(history.map((r: { action: string }) => r.action).slice(0, 2)).toEqual(['show', 'hide']);
  });

  it('deletes a visitor’s submissions in bulk; refuses what an entity cannot do, bad lists and no token', async () => {
    const made = [];
    for (const name of ['Bulk Gita', 'Bulk Hari'])
      made.push(
        await (
          await ctx.call('POST', '/api/contact', { json: { ...SAMPLES.contact.valid, name }, token: null })
        ).json(),
      );
    const res = await bulk(ctx, 'contact', { action: 'delete', ids: ids(made) });
    expect(await res.json()).toMatchObject({ message: '2 contacts deleted' });
    expect((await audit(ctx, 'delete', 'contact')).map((e) => e.recordName).sort()).toEqual(['Bulk Gita', 'Bulk Hari']);
    // A submission has no hidden flag.
    const hide = await bulk(ctx, 'contact', { action: 'hide', ids: ids(made) });
    expect(hide.status).toBe(400);
    expect((await hide.json()).message).toBe('action must be one of: delete');
    expect((await bulk(ctx, 'faq', { action: 'delete', ids: [] })).status).toBe(400);
    expect((await bulk(ctx, 'faq', { action: 'delete', ids: [1, 2] })).status).toBe(400);
    expect((await bulk(ctx, 'faq', { action: 'archive', ids: ['x'] })).status).toBe(400);
    expect((await bulk(ctx, 'faq', { action: 'delete', ids: ['x'] }, null)).status).toBe(401);
  });

  it('deletes an incident to the trash, one or several, and restores it', async () => {
    const post = async (title: string) =>
      (await (await ctx.call('POST', '/api/incident', { json: { ...SAMPLES.incident.valid, title } })).json()) as Rec;
    const one = await post('Fibre cut one');
    const two = await post('Fibre cut two');
    expect((await ctx.call('DELETE', `/api/incident/${one._id}`)).status).toBe(200);
    expect(await (await bulk(ctx, 'incident', { action: 'delete', ids: [two._id] })).json()).toMatchObject({
      message: '1 incident deleted',
    });
    expect((await bulk(ctx, 'incident', { action: 'hide', ids: [two._id] })).status).toBe(400);
    const trash = (await (await ctx.call('GET', '/api/trash')).json()) as { _id: string; entity: string }[];
    expect(
      trash
        .filter((t) => t.entity === 'incident')
        .map((t) => t._id)
        .sort(),
    ).toEqual(ids([one, two]));
    expect((await ctx.call('POST', `/api/trash/${one._id}/restore`)).status).toBe(200);
    expect((await (await ctx.call('GET', `/api/incident/${one._id}`, { token: null })).json()).title).toBe(
      'Fibre cut one',
    );
  });
});

const SEEDED = ['slider', 'notice', 'testimonial', 'plan', 'faq', 'area', 'incident', 'customer'];

forEachDatabase(
  'remove demo content',
  (ctx) => {
    const counts = async () => {
      const all: Record<string, number> = {};
      for (const entity of SEEDED)
        all[entity] = Number((await ctx.call('GET', `/api/${entity}`)).headers.get('x-total-count'));
      return all;
    };

    it('moves every seeded record, edited or not, to the trash at once: audited, one republish, restorable', async () => {
      const before = await counts();
      const total = Object.values(before).reduce((a, b) => a + b, 0);
      expect(before.area).toBeGreaterThan(40);
      expect(await (await ctx.call('GET', '/api/demo-content')).json()).toMatchObject({ count: total, trashed: 0 });
      // An edited demo record goes too; a record of the ISP's own stays.
      const [plan] = (await (await ctx.call('GET', '/api/plan')).json()) as Rec[];
      const { _id, createdAt, position, ...fields } = plan!;
      expect((await ctx.call('PUT', `/api/plan/${_id}`, { json: { ...fields, price: 'Rs. 999' } })).status).toBe(200);
      const own = await createContent(ctx, 'faq', { question: 'Our own question?' });
      const published = ctx.published.length;

      const res = await ctx.call('POST', '/api/demo-content/remove');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: `${total} demo records moved to Recently deleted`, count: total });
      expect(ctx.published.length).toBe(published + 1);
      expect(await counts()).toEqual({ ...Object.fromEntries(SEEDED.map((e) => [e, 0])), faq: 1 });
      expect(ids(await (await ctx.call('GET', '/api/faq')).json())).toEqual([own._id]);
      expect(await (await ctx.call('GET', '/api/demo-content')).json()).toMatchObject({ count: 0, trashed: total });
      const trash = (await (await ctx.call('GET', '/api/trash')).json()) as { _id: string }[];
      expect(trash).toHaveLength(total);
      // Two pages of the audit (a page holds at most 100).
      const audited = (
        await Promise.all(
          [1, 2].map(async (page) => (await ctx.call('GET', `/api/audit?action=delete&limit=100&page=${page}`)).json()),
        )
      ).flat() as { entity: string }[];
      expect(audited).toHaveLength(total);
      expect(new Set(audited.map((a) => a.entity))).toEqual(new Set(SEEDED));

      // Restorable, and still demo content: a second removal takes it again.
      expect((await ctx.call('POST', `/api/trash/${_id}/restore`)).status).toBe(200);
      expect(((await (await ctx.call('GET', `/api/plan/${_id}`)).json()) as Rec).price).toBe('Rs. 999');
      expect(await (await ctx.call('GET', '/api/demo-content')).json()).toMatchObject({ count: 1 });
      expect(await (await ctx.call('POST', '/api/demo-content/remove')).json()).toMatchObject({ count: 1 });
      // Nothing left: nothing done, nothing republished.
      const again = ctx.published.length;
      expect(await (await ctx.call('POST', '/api/demo-content/remove')).json()).toMatchObject({ count: 0 });
      expect(ctx.published.length).toBe(again);
      expect((await ctx.call('POST', '/api/demo-content/remove', { token: null })).status).toBe(401);
    });

    it('names the demo’s words left in Site settings and puts neutral ones in their place', async () => {
      const left = (await (await ctx.call('GET', '/api/demo-content')).json()).settings;
      expect(left).toEqual({ texts: [...DEMO_TEXTS], facts: [...DEMO_FACTS] });
      const published = ctx.published.length;
      const res = await ctx.call('POST', '/api/demo-content/settings');
      expect(res.status).toBe(200);
      expect((await res.json()).fields).toEqual([...DEMO_TEXTS]);
      const settings = await (await ctx.call('GET', '/api/settings', { token: null })).json();
      expect(settings).toMatchObject({
        tagline: CLEAN_SETTINGS.tagline,
        region: 'Nepal',
        social: [],
        name: 'KoshiNet',
      });
      const texts = JSON.stringify(DEMO_TEXTS.map((f) => settings[f]));
      expect(texts).not.toMatch(/eastern Nepal|Koshi|कोशी|पूर्वी नेपाल|koshinet/);
      expect(ctx.published.slice(published)).toEqual(['settings']);
      // What only the ISP can write stays, named; a second call changes nothing.
      expect((await (await ctx.call('GET', '/api/demo-content')).json()).settings).toEqual({
        texts: [],
        facts: [...DEMO_FACTS],
      });
      expect((await (await ctx.call('POST', '/api/demo-content/settings')).json()).fields).toEqual([]);
      const [audit] = await (await ctx.call('GET', '/api/audit?entity=settings&limit=1')).json();
      expect(audit).toMatchObject({ action: 'update', summary: DEMO_TEXTS.join(', ') });
      expect((await ctx.call('POST', '/api/demo-content/settings', { token: null })).status).toBe(401);
    });

    it('brings every demo record back from Recently deleted at once: audited, one republish', async () => {
      const { trashed } = await (await ctx.call('GET', '/api/demo-content')).json();
      expect(trashed).toBeGreaterThan(40);
      const published = ctx.published.length;
      // Every page of the audit (a page holds at most 100).
      const restores = async () => {
        let n = 0;
        for (let page = 1; ; page++) {
          const entries = (await (
            await ctx.call('GET', `/api/audit?action=restore&limit=100&page=${page}`)
          ).json()) as [];
          n += entries.length;
          if (entries.length < 100) return n;
        }
      };
      const before = await restores();
      const res = await ctx.call('POST', '/api/demo-content/restore');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: `${trashed} demo records restored`, count: trashed });
      expect(ctx.published.length).toBe(published + 1);
      expect(await (await ctx.call('GET', '/api/demo-content')).json()).toMatchObject({ count: trashed, trashed: 0 });
      expect((await counts()).area).toBeGreaterThan(40);
      expect((await restores()) - before).toBe(trashed);
      // Each list back in its own order (the trash's order had put three plans back 1st, 3rd, 2nd).
      for (const [path, field, demo] of [
        ['plan', 'name', demoPlans],
        ['faq', 'question', demoFaqs],
        ['slider', 'name', demoSliders],
      ] as const) {
        const seeded = demo.map((d) => (d as Record<string, unknown>)[field]);
        const listed = ((await (await ctx.call('GET', `/api/${path}`)).json()) as Rec[]).map((r) => r[field]);
        expect(listed.filter((n) => seeded.includes(n))).toEqual(seeded);
      }
      // Nothing left in the trash: nothing done, nothing republished.
      expect(await (await ctx.call('POST', '/api/demo-content/restore')).json()).toMatchObject({ count: 0 });
      expect(ctx.published.length).toBe(published + 1);
      expect((await ctx.call('POST', '/api/demo-content/restore', { token: null })).status).toBe(401);
    });
  },
  { SEED_DEMO: true },
);
