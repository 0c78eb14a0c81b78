import { describe, expect, it } from 'vitest';
import { ENTITIES, type EntityName } from '../../src/lib/entities.ts';
import { REQUIRED_FIELDS } from '../../src/lib/messages.ts';
import { forEachDatabase, form, type TestContext } from './setup.ts';
import { png } from './images.ts';
import { SAMPLES } from './samples.ts';

/** The request that creates a record of an entity: multipart with an image, or JSON. */
async function create(ctx: TestContext, name: EntityName, fields: Record<string, unknown>, token?: string | null) {
  const def = ENTITIES[name];
  if (def.image)
    return ctx.call('POST', `/api/${def.path}`, {
      form: form(fields as Record<string, string>, { bytes: await png() }),
      token,
    });
  return ctx.call('POST', `/api/${def.path}`, { json: fields, token });
}

forEachDatabase('entity routes', (ctx) => {
  for (const [name, def] of Object.entries(ENTITIES) as [EntityName, (typeof ENTITIES)[EntityName]][]) {
    const sample = SAMPLES[name];
    describe(`/api/${def.path}`, () => {
      let id = '';

      it('creates a record: 201 with _id, createdAt and the fields', async () => {
        const res = await create(ctx, name, sample.valid, def.publicCreate ? null : undefined);
        expect(res.status).toBe(201);
        const record = await res.json();
        expect(record._id).toMatch(/^[0-9a-f]{24}$/);
        expect(new Date(record.createdAt).toISOString()).toBe(record.createdAt);
        for (const [field, value] of Object.entries(sample.valid)) expect(record[field]).toEqual(value);
        if (def.image) expect(record.image).toMatch(/^[0-9a-f]{24}\.png$/);
        id = record._id;
      });

      it('lists records as a JSON array', async () => {
        const res = await ctx.call('GET', `/api/${def.path}`, { token: def.publicRead ? null : undefined });
        expect(res.status).toBe(200);
        const list = await res.json();
        expect(Array.isArray(list)).toBe(true);
        expect(list.map((r: { _id: string }) => r._id)).toContain(id);
      });

      it(`reads one record by id under the list's access rule (${def.publicRead ? 'public' : 'admin only'}), 404 { message } when missing`, async () => {
        const listed = (await (await ctx.call('GET', `/api/${def.path}`)).json()).find(
          (r: { _id: string }) => r._id === id,
        );
        const res = await ctx.call('GET', `/api/${def.path}/${id}`, { token: def.publicRead ? null : undefined });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual(listed);
        const anonymous = await ctx.call('GET', `/api/${def.path}/${id}`, { token: null });
        expect(anonymous.status).toBe(def.publicRead ? 200 : 401);
        for (const missing of ['0123456789abcdef01234567', 'not-an-id']) {
          const gone = await ctx.call('GET', `/api/${def.path}/${missing}`);
          expect(gone.status, missing).toBe(404);
          expect((await gone.json()).message, missing).toBe(`No ${def.word} with that id`);
        }
      });

      if (def.ordered) {
        it('keeps a hidden record from visitors on its own too (404), not from an admin', async () => {
          const hidden = await create(ctx, name, { ...sample.valid, ...sample.another, hidden: true });
          expect(hidden.status, 'created').toBe(201);
          const { _id } = await hidden.json();
          expect((await ctx.call('GET', `/api/${def.path}/${_id}`, { token: null })).status).toBe(404);
          const seen = await ctx.call('GET', `/api/${def.path}/${_id}`);
          expect(seen.status).toBe(200);
          expect((await seen.json()).hidden).toBe(true);
          await ctx.call('DELETE', `/api/${def.path}/${_id}`);
        });
      }

      it(
        def.publicRead ? 'lists without a token (public content)' : 'refuses to list without a token (401)',
        async () => {
          const res = await ctx.call('GET', `/api/${def.path}`, { token: null });
          expect(res.status).toBe(def.publicRead ? 200 : 401);
          if (!def.publicRead) expect((await res.json()).message).toBeTruthy();
        },
      );

      it(
        def.publicCreate
          ? 'accepts a visitor submission without a token'
          : 'refuses to create without a token or with a bad one (401)',
        async () => {
          const res = await create(ctx, name, sample.valid, null);
          expect(res.status).toBe(def.publicCreate ? 201 : 401);
          if (!def.publicCreate) {
            const bad = await create(ctx, name, sample.valid, 'not-a-token');
            expect(bad.status).toBe(401);
            expect(await bad.json()).toHaveProperty('message');
          }
        },
      );

      it(`refuses a record without ${sample.required} (400 with a message per field)`, async () => {
        const { [sample.required]: _, ...missing } = sample.valid;
        const res = await create(ctx, name, missing);
        expect(res.status).toBe(400);
        const body = await res.json();
        expect(body.errors[sample.required]).toMatch(/required/);
        expect(body.message).toBe(name === 'referral' ? REQUIRED_FIELDS : body.errors[sample.required]);
      });

      if (def.editable) {
        it('updates a record by id and returns it', async () => {
          const res = def.image
            ? await ctx.call('PUT', `/api/${def.path}/${id}`, {
                form: form({
                  ...(sample.valid as Record<string, string>),
                  ...(sample.changed as Record<string, string>),
                }),
              })
            : await ctx.call('PUT', `/api/${def.path}/${id}`, { json: { ...sample.valid, ...sample.changed } });
          expect(res.status).toBe(200);
          const record = await res.json();
          expect(record._id).toBe(id);
          for (const [field, value] of Object.entries(sample.changed)) expect(record[field]).toEqual(value);
          const listed = (await (await ctx.call('GET', `/api/${def.path}`)).json()).find(
            (r: { _id: string }) => r._id === id,
          );
          expect(listed).toEqual(record);
        });

        it('answers 404 for an update of an unknown id, 401 without a token', async () => {
          const res = await ctx.call('PUT', `/api/${def.path}/ffffffffffffffffffffffff`, { json: sample.valid });
          expect(res.status).toBe(404);
          expect((await res.json()).message).toBeTruthy();
          expect((await ctx.call('PUT', `/api/${def.path}/${id}`, { json: sample.valid, token: null })).status).toBe(
            401,
          );
        });
      } else {
        it('has no update route', async () => {
          const res = await ctx.call('PUT', `/api/${def.path}/${id}`, { json: sample.valid });
          expect(res.status).toBe(404);
        });
      }

      it('publishes the site after a change only when the entity is public content', () => {
        expect(ctx.published.includes(def.path)).toBe(def.published);
      });

      it('deletes a record: 200 { message, _id }, then 404', async () => {
        expect((await ctx.call('DELETE', `/api/${def.path}/${id}`, { token: null })).status).toBe(401);
        const res = await ctx.call('DELETE', `/api/${def.path}/${id}`);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ message: expect.any(String), _id: id });
        const list = await (await ctx.call('GET', `/api/${def.path}`)).json();
        expect(list.map((r: { _id: string }) => r._id)).not.toContain(id);
        expect((await ctx.call('DELETE', `/api/${def.path}/${id}`)).status).toBe(404);
      });
    });
  }

  describe('list order', () => {
    it('lists oldest first, and testimonials newest first', async () => {
      const faqs: string[] = [];
      for (const q of ['First?', 'Second?', 'Third?'])
        faqs.push((await (await ctx.call('POST', '/api/faq', { json: { question: q, answer: 'A' } })).json())._id);
      const listed = (await (await ctx.call('GET', '/api/faq')).json()).map((r: { _id: string }) => r._id);
      expect(listed.slice(-3)).toEqual(faqs);
      const testimonials: string[] = [];
      for (const n of ['One', 'Two', 'Three'])
        testimonials.push((await (await create(ctx, 'testimonial', { name: n })).json())._id);
      const listedT = (await (await ctx.call('GET', '/api/testimonial')).json()).map((r: { _id: string }) => r._id);
      expect(listedT.slice(0, 3)).toEqual([...testimonials].reverse());
    });
  });
});
