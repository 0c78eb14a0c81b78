import { describe, expect, it } from 'vitest';
import { ENTITIES, LEAD_NAMES, type LeadName } from '../../src/lib/entities.ts';
import { ADMIN, forEachDatabase, type TestContext } from './setup.ts';
import { SAMPLES } from './samples.ts';

let submitted = 0;
/** A new lead from a visitor; each one different, as an identical resubmission is stored once. */
const submit = async (ctx: TestContext, name: LeadName, fields: Record<string, unknown> = {}) => {
  const unique = { [ENTITIES[name].lead.customerField]: `Customer ${++submitted}` };
  const res = await ctx.call('POST', `/api/${name}`, {
    json: { ...SAMPLES[name].valid, ...unique, ...fields },
    token: null,
  });
  expect(res.status).toBe(201);
  return res.json();
};
const patch = (ctx: TestContext, name: LeadName, id: string, json: unknown, token?: string | null) =>
  ctx.call('PATCH', `/api/${name}/${id}`, { json, token });

forEachDatabase('leads: status and notes', (ctx) => {
  for (const name of LEAD_NAMES) {
    const { statuses } = ENTITIES[name].lead;
    describe(`/api/${name}`, () => {
      it("arrives as 'new' with no status change and no notes", async () => {
        const record = await submit(ctx, name);
        expect(record).toMatchObject({ status: 'new', statusChangedAt: null, statusChangedBy: null, notes: [] });
        const listed = (await (await ctx.call('GET', `/api/${name}`)).json()).find(
          (r: { _id: string }) => r._id === record._id,
        );
        expect(listed).toMatchObject({ status: 'new', notes: [] });
      });

      it('changes the status: 200 with the record, stamped with when and by whom', async () => {
        const record = await submit(ctx, name);
        const before = Date.now();
        const res = await patch(ctx, name, record._id, { status: statuses[1] });
        expect(res.status).toBe(200);
        const updated = await res.json();
        expect(updated).toMatchObject({ _id: record._id, status: statuses[1], statusChangedBy: 'Site Admin' });
        expect(new Date(updated.statusChangedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
        for (const [field] of ENTITIES[name].lead.labels) expect(updated[field]).toBe(record[field]);
        const listed = (await (await ctx.call('GET', `/api/${name}`)).json()).find(
          (r: { _id: string }) => r._id === record._id,
        );
        expect(listed).toEqual(updated);
      });

      it('appends notes oldest first with author and time, alone or with a status', async () => {
        const record = await submit(ctx, name);
        await patch(ctx, name, record._id, { note: 'Called, no answer' });
        const res = await patch(ctx, name, record._id, { note: '  फेरि फोन गर्नु  ', status: statuses.at(-1) });
        const updated = await res.json();
        expect(updated.status).toBe(statuses.at(-1));
        expect(updated.notes.map((n: { text: string }) => n.text)).toEqual(['Called, no answer', 'फेरि फोन गर्नु']);
        expect(updated.notes[0]).toMatchObject({ author: 'Site Admin' });
        expect(updated.notes[0].at <= updated.notes[1].at).toBe(true);
      });

      it('keeps every note when staff add them at the same moment', async () => {
        const record = await submit(ctx, name);
        const texts = Array.from({ length: 8 }, (_, i) => `note ${i}`);
        const answers = await Promise.all(texts.map((note) => patch(ctx, name, record._id, { note })));
        expect(answers.map((r) => r.status)).toEqual(texts.map(() => 200));
        const listed = (await (await ctx.call('GET', `/api/${name}`)).json()).find(
          (r: { _id: string }) => r._id === record._id,
        );
        expect(listed.notes.map((n: { text: string }) => n.text).sort()).toEqual(texts);
      });

      it("refuses a status outside the list, an empty change, an empty note and the visitor's fields (400, nothing changed)", async () => {
        const record = await submit(ctx, name);
        const [field] = ENTITIES[name].lead.labels[0];
        for (const body of [
          { status: 'lost' },
          { status: 'NEW' },
          {},
          { note: '   ' },
          { note: 5 },
          { [field]: 'Changed' },
          { status: statuses[1], [field]: 'Changed' },
        ]) {
          const res = await patch(ctx, name, record._id, body);
          expect(res.status, JSON.stringify(body)).toBe(400);
          expect((await res.json()).message).toBeTruthy();
        }
        const listed = (await (await ctx.call('GET', `/api/${name}`)).json()).find(
          (r: { _id: string }) => r._id === record._id,
        );
        expect(listed).toEqual(record);
      });

      it('answers 401 without a token, 404 for an unknown id, 415 for a non-JSON body', async () => {
        const record = await submit(ctx, name);
        expect((await patch(ctx, name, record._id, { status: statuses[1] }, null)).status).toBe(401);
        expect((await patch(ctx, name, 'ffffffffffffffffffffffff', { status: statuses[1] })).status).toBe(404);
        expect((await patch(ctx, name, 'nope', { status: statuses[1] })).status).toBe(404);
        expect(
          (
            await ctx.call('PATCH', `/api/${name}/${record._id}`, {
              body: 'status=x',
              headers: { 'content-type': 'text/plain' },
            })
          ).status,
        ).toBe(415);
      });

      it('lists by status, and refuses an unknown status filter (400)', async () => {
        const a = await submit(ctx, name);
        const b = await submit(ctx, name);
        await patch(ctx, name, b._id, { status: statuses[2] });
        const listed = async (status: string) =>
          (await (await ctx.call('GET', `/api/${name}?status=${status}`)).json()).map((r: { _id: string }) => r._id);
        expect(await listed('new')).toContain(a._id);
        expect(await listed('new')).not.toContain(b._id);
        expect(await listed(statuses[2])).toEqual([b._id]);
        const bad = await ctx.call('GET', `/api/${name}?status=lost`);
        expect(bad.status).toBe(400);
      });
    });
  }

  it('names the signed-in user as the author', async () => {
    const res = await ctx.call('POST', '/api/users', {
      json: {
        name: 'Sita Desk',
        email: 'sita@example.com',
        password: 'desk-password-1',
        verifyPassword: 'desk-password-1',
      },
    });
    expect(res.status).toBe(201);
    const login = await (
      await ctx.call('POST', '/api/users/login', {
        json: { email: 'sita@example.com', password: 'desk-password-1' },
        token: null,
      })
    ).json();
    const record = await submit(ctx, 'booking');
    const updated = await (
      await patch(ctx, 'booking', record._id, { status: 'contacted', note: 'Survey on Sunday' }, login.token)
    ).json();
    expect(updated).toMatchObject({
      statusChangedBy: 'Sita Desk',
      notes: [{ text: 'Survey on Sunday', author: 'Sita Desk' }],
    });
    expect(ADMIN.email).not.toBe('sita@example.com');
  });
});
