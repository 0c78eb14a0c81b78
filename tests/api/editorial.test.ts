import { describe, expect, it } from 'vitest';
import { createContent, ORDERED, type Rec } from './content.ts';
import { forEachDatabase, form, type TestContext } from './setup.ts';
import { png } from './images.ts';
import { SAMPLES } from './samples.ts';

const ids = (list: Rec[]) => list.map((r) => r._id);
const list = async (ctx: TestContext, entity: string, token?: null) =>
  (await (await ctx.call('GET', `/api/${entity}`, { token })).json()) as Rec[];

forEachDatabase('editor order', (ctx) => {
  for (const entity of ORDERED) {
    describe(`/api/${entity}/order`, () => {
      let created: Rec[] = [];
      it(entity === 'testimonial' ? 'puts a new record first' : 'puts a new record last', async () => {
        created = [];
        for (let i = 0; i < 3; i++) created.push(await createContent(ctx, entity));
        const order = ids(await list(ctx, entity));
        const expected = entity === 'testimonial' ? ids(created).reverse() : ids(created);
        expect(order.slice(entity === 'testimonial' ? 0 : -3)).toEqual(expected);
      });

      it('PUT with every id once: 200 with the records in the new order, which every list then uses; the site republishes', async () => {
        const wanted = ids(await list(ctx, entity)).reverse();
        const published = ctx.published.length;
        const res = await ctx.call('PUT', `/api/${entity}/order`, { json: { ids: wanted } });
        expect(res.status).toBe(200);
        const body = (await res.json()) as Rec[];
        expect(ids(body)).toEqual(wanted);
        expect(body.map((r) => r.position)).toEqual(wanted.map((_, i) => i));
        expect(ids(await list(ctx, entity))).toEqual(wanted);
        expect(ids(await list(ctx, entity, null))).toEqual(wanted);
        expect(ctx.published.slice(published)).toEqual([entity]);
      });

      it('answers anything but every id exactly once with 400 and changes nothing', async () => {
        const before = ids(await list(ctx, entity));
        const bad = [
          { ids: before.slice(1) },
          { ids: [...before, before[0]] },
          { ids: [...before.slice(1), 'ffffffffffffffffffffffff'] },
          { ids: 'all' },
          { ids: [1, 2] },
          {},
        ];
        for (const json of bad) {
          const res = await ctx.call('PUT', `/api/${entity}/order`, { json });
          expect(res.status, JSON.stringify(json)).toBe(400);
          expect((await res.json()).message).toBeTruthy();
        }
        expect(
          (
            await ctx.call('PUT', `/api/${entity}/order`, {
              body: 'ids',
              headers: { 'content-type': 'application/json' },
            })
          ).status,
        ).toBe(400);
        expect((await ctx.call('PUT', `/api/${entity}/order`, { json: { ids: before }, token: null })).status).toBe(
          401,
        );
        expect(ids(await list(ctx, entity))).toEqual(before);
      });

      it("keeps a 'reorder' revision for each record that moved", async () => {
        const [first, second, third] = ids(await list(ctx, entity));
        const history = async (id: string) =>
          (await (await ctx.call('GET', `/api/${entity}/${id}/revisions`)).json()) as { action: string }[];
        const unmovedBefore = (await history(third)).length;
        await ctx.call('PUT', `/api/${entity}/order`, {
          json: { ids: [second, first, ...ids(await list(ctx, entity)).slice(2)] },
        });
        const [latest] = await history(first);
        expect(latest).toMatchObject({
          action: 'reorder',
          before: { position: 0 },
          after: { position: 1 },
          by: { name: 'Site Admin' },
        });
        expect((await history(second))[0]).toMatchObject({
          action: 'reorder',
          before: { position: 1 },
          after: { position: 0 },
        });
        expect((await history(third)).length).toBe(unmovedBefore);
      });
    });
  }
});

forEachDatabase('show and hide', (ctx) => {
  it('a hidden record stays in the admin list (hidden: true) and leaves the public list; showing it brings it back', async () => {
    const faq = await createContent(ctx, 'faq');
    expect(faq.hidden).toBe(false);
    const hidden = await ctx.call('PUT', `/api/faq/${faq._id}`, { json: { ...SAMPLES.faq.valid, hidden: true } });
    expect(await hidden.json()).toMatchObject({ _id: faq._id, hidden: true });
    expect(ids(await list(ctx, 'faq', null))).not.toContain(faq._id);
    expect((await list(ctx, 'faq')).find((r) => r._id === faq._id)?.hidden).toBe(true);
    await ctx.call('PUT', `/api/faq/${faq._id}`, { json: { ...SAMPLES.faq.valid, hidden: false } });
    expect(ids(await list(ctx, 'faq', null))).toContain(faq._id);
    const actions = (await (await ctx.call('GET', `/api/faq/${faq._id}/revisions`)).json()).map(
      (r: { action: string }) => r.action,
    );
    expect(actions).toEqual(['show', 'hide', 'create']);
    await ctx.call('PUT', `/api/faq/${faq._id}`, { json: { ...SAMPLES.faq.valid, hidden: true } });
  });

  it('counts only visible records in a public page (X-Total-Count) and every record in an admin’s', async () => {
    const visible = (await ctx.call('GET', '/api/faq?page=1&limit=1', { token: null })).headers.get('x-total-count');
    const everything = (await ctx.call('GET', '/api/faq?page=1&limit=1')).headers.get('x-total-count');
    const hiddenCount = (await list(ctx, 'faq')).filter((r) => r.hidden).length;
    expect(Number(everything) - Number(visible)).toBe(hiddenCount);
    expect(hiddenCount).toBeGreaterThan(0);
  });

  it('takes hidden from a multipart form ("true") and can create a record hidden', async () => {
    const notice = await createContent(ctx, 'notice', { hidden: 'true' });
    expect(notice.hidden).toBe(true);
    expect(ids(await list(ctx, 'notice', null))).not.toContain(notice._id);
    const shown = await ctx.call('PUT', `/api/notice/${notice._id}`, {
      form: form({ title: 'Shown again', hidden: 'false', existingImage: String(notice.image) }),
    });
    expect(await shown.json()).toMatchObject({ hidden: false, title: 'Shown again' });
    expect(ids(await list(ctx, 'notice', null))).toContain(notice._id);
  });

  it('refuses a hidden value that is not yes or no (400) and a bad token on the list (401)', async () => {
    const plan = await createContent(ctx, 'plan');
    const res = await ctx.call('PUT', `/api/plan/${plan._id}`, { json: { ...SAMPLES.plan.valid, hidden: { yes: 1 } } });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.hidden).toBeTruthy();
    expect((await ctx.call('GET', '/api/plan', { token: 'not-a-token' })).status).toBe(401);
  });

  it('keeps imageAlt on sliders, notices and testimonials ("" when not given)', async () => {
    for (const entity of ['slider', 'notice', 'testimonial'] as const) {
      expect((await createContent(ctx, entity)).imageAlt).toBe('');
      const record = await createContent(ctx, entity, { imageAlt: '  Family on a video call  ' });
      expect(record.imageAlt).toBe('Family on a video call');
      expect((await list(ctx, entity, null)).find((r) => r._id === record._id)?.imageAlt).toBe(
        'Family on a video call',
      );
    }
    const tooLong = await ctx.call('POST', '/api/notice', {
      form: form({ title: 'T', imageAlt: 'x'.repeat(201) }, { bytes: await png() }),
    });
    expect(tooLong.status).toBe(400);
  });
});
