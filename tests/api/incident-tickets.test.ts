import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { forEachDatabase, type TestContext } from './setup.ts';

// Tickets attached to an incident (issue 29): attached by area (English or Nepali names), detached,
// listed by incident, resolved together with one public reply; and the CSV's claim figures.

let reported = 0;
async function report(ctx: TestContext, fields: Record<string, unknown> = {}) {
  const res = await ctx.call('POST', '/api/ticket', {
    json: {
      name: `Linked customer ${++reported}`,
      phone: '9855555555',
      area: 'Jhumka-4',
      category: 'no internet',
      description: 'No light on the ONU',
      ...fields,
    },
    token: null,
  });
  expect(res.status).toBe(201);
  return res.json();
}
async function incident(ctx: TestContext, areas: string[], title = `Fibre cut ${++reported}`) {
  const res = await ctx.call('POST', '/api/incident', {
    json: { title, kind: 'outage', areas, services: [], startsAt: new Date().toISOString(), status: 'investigating' },
  });
  expect(res.status).toBe(201);
  return res.json();
}
const patch = (ctx: TestContext, id: string, json: unknown) => ctx.call('PATCH', `/api/ticket/${id}`, { json });
const get = async (ctx: TestContext, id: string) => (await ctx.call('GET', `/api/ticket/${id}`)).json();
const ids = async (ctx: TestContext, query: string) =>
  ((await (await ctx.call('GET', `/api/ticket?${query}`)).json()) as { _id: string }[]).map((t) => t._id);
const csvRows = async (ctx: TestContext, query: string) => {
  const res = await ctx.call('GET', `/api/ticket/export.csv?${query}`);
  expect(res.status).toBe(200);
  return parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[];
};

forEachDatabase('incident tickets: attach, resolve together, claim figures', (ctx) => {
  describe('attaching', () => {
    it("attaches every open ticket of the incident's areas, Nepali names and any case too, with a note", async () => {
      const area = await ctx.call('POST', '/api/area', {
        json: { name: 'Jhumka-4', name_ne: 'झुम्का-४', district: 'Sunsari', services: ['home'], status: 'available' },
      });
      expect(area.status).toBe(201);
      const english = await report(ctx);
      const nepali = await report(ctx, { area: 'झुम्का-४', lang: 'ne' });
      const lower = await report(ctx, { area: 'jhumka-4' });
      const closed = await report(ctx);
      await patch(ctx, closed._id, { status: 'closed' });
      const elsewhere = await report(ctx, { area: 'Dharan-2' });
      const cut = await incident(ctx, ['Jhumka-4']);

      expect(await (await ctx.call('GET', `/api/incident/${cut._id}/tickets`)).json()).toEqual({
        attached: 0,
        attachable: 3,
      });
      const res = await ctx.call('POST', `/api/incident/${cut._id}/tickets`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ attached: 3 });
      for (const t of [english, nepali, lower]) {
        const seen = await get(ctx, t._id);
        expect(seen.incidentId).toBe(cut._id);
        expect(seen.notes.map((n: { text: string }) => n.text)).toEqual([`Attached to the incident "${cut.title}"`]);
      }
      expect((await get(ctx, closed._id)).incidentId).toBe('');
      expect((await get(ctx, elsewhere._id)).incidentId).toBe('');
      // Again: nothing more to attach, and no second note.
      expect(await (await ctx.call('POST', `/api/incident/${cut._id}/tickets`)).json()).toEqual({ attached: 0 });
      expect((await get(ctx, english._id)).notes).toHaveLength(1);
      expect(await (await ctx.call('GET', `/api/incident/${cut._id}/tickets`)).json()).toEqual({
        attached: 3,
        attachable: 0,
      });
      expect((await ids(ctx, `incident=${cut._id}`)).sort()).toEqual([english._id, nepali._id, lower._id].sort());

      const entries = await (await ctx.call('GET', '/api/audit?limit=20')).json();
      const mine = entries.filter(
        (e: { recordId: string; action: string }) => e.recordId === cut._id && e.action === 'tickets',
      );
      expect(mine.map((e: { summary: string }) => e.summary)).toEqual(['0 tickets attached', '3 tickets attached']);
      expect(mine[1]).toMatchObject({ action: 'tickets', entity: 'incident', recordName: cut.title });
    });

    it('attaches only one of the incident\'s areas when asked (the ticket panel\'s "this area")', async () => {
      const seven = await report(ctx, { area: 'Duhabi-7' });
      const eight = await report(ctx, { area: 'Duhabi-8' });
      const cut = await incident(ctx, ['Duhabi-7', 'Duhabi-8']);
      expect(await (await ctx.call('GET', `/api/incident/${cut._id}/tickets?area=duhabi-7`)).json()).toEqual({
        attached: 0,
        attachable: 1,
      });
      const res = await ctx.call('POST', `/api/incident/${cut._id}/tickets?area=Duhabi-7`);
      expect(await res.json()).toEqual({ attached: 1 });
      expect((await get(ctx, seven._id)).incidentId).toBe(cut._id);
      expect((await get(ctx, eight._id)).incidentId).toBe('');
      const elsewhere = await ctx.call('POST', `/api/incident/${cut._id}/tickets?area=Dharan-2`);
      expect(elsewhere.status).toBe(400);
      expect((await elsewhere.json()).message).toBe('The incident does not affect that area');
      expect((await get(ctx, eight._id)).incidentId).toBe('');
    });

    it('takes every area when the incident names none', async () => {
      const a = await report(ctx, { area: 'Biratnagar-9' });
      const everywhere = await incident(ctx, []);
      await ctx.call('POST', `/api/incident/${everywhere._id}/tickets`);
      expect((await get(ctx, a._id)).incidentId).toBe(everywhere._id);
    });

    it('answers an unknown incident with a 404 and a message, and staff only', async () => {
      for (const path of ['tickets', 'resolve-tickets']) {
        const res = await ctx.call('POST', `/api/incident/0123456789abcdef01234567/${path}`, { json: { reply: 'x' } });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: 'No incident with that id' });
      }
      const cut = await incident(ctx, ['Jhumka-4']);
      expect((await ctx.call('POST', `/api/incident/${cut._id}/tickets`, { token: null })).status).toBe(401);
      expect((await ctx.call('GET', '/api/ticket?incident=nope')).status).toBe(400);
    });

    it('attaches and detaches one ticket by PATCH, checking the incident exists', async () => {
      const ticket = await report(ctx, { area: 'Inaruwa-1' });
      const cut = await incident(ctx, ['Inaruwa-1']);
      const attached = await patch(ctx, ticket._id, { incidentId: cut._id });
      expect(attached.status).toBe(200);
      expect(await attached.json()).toMatchObject({ incidentId: cut._id, status: 'new' });
      expect(await ids(ctx, `incident=${cut._id}`)).toEqual([ticket._id]);

      const missing = await patch(ctx, ticket._id, { incidentId: '0123456789abcdef01234567' });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({
        message: 'No incident with that id',
        errors: { incidentId: expect.any(String) },
      });
      expect((await patch(ctx, ticket._id, { incidentId: 42 })).status).toBe(400);
      expect((await get(ctx, ticket._id)).incidentId).toBe(cut._id);

      const detached = await patch(ctx, ticket._id, { incidentId: null });
      expect(detached.status).toBe(200);
      const after = await detached.json();
      expect(after.incidentId).toBe('');
      expect(after.notes.map((n: { text: string }) => n.text)).toEqual([
        `Attached to the incident "${cut.title}"`,
        'Detached from its incident',
      ]);
      // Attaching is no answer to the customer: the first-response clock still runs.
      expect(after.firstResponseAt).toBe('');
      expect(await ids(ctx, `incident=${cut._id}`)).toEqual([]);
    });
  });

  describe('the list by area', () => {
    it("lists an area's tickets however the customer wrote it (English, Nepali, any case or spacing), in the list and the CSV", async () => {
      const area = await ctx.call('POST', '/api/area', {
        json: { name: 'Sonapur-3', name_ne: 'सोनापुर-३', district: 'Sunsari', services: ['home'], status: 'available' },
      });
      expect(area.status).toBe(201);
      const english = await report(ctx, { area: 'Sonapur-3' });
      const nepali = await report(ctx, { area: 'सोनापुर-३', lang: 'ne' });
      const spaced = await report(ctx, { area: 'sonapur 3' });
      const other = await report(ctx, { area: 'Sonapur-13' });
      const mine = [english._id, nepali._id, spaced._id].sort();
      for (const asked of ['Sonapur-3', 'सोनापुर-३', 'SONAPUR-3'])
        expect((await ids(ctx, `area=${encodeURIComponent(asked)}`)).sort(), asked).toEqual(mine);
      expect(await ids(ctx, 'area=Sonapur-13')).toEqual([other._id]);
      const numbers = (await csvRows(ctx, `area=${encodeURIComponent('सोनापुर-३')}`)).map((r) => r.Ticket).sort();
      expect(numbers).toEqual([english.number, nepali.number, spaced.number].sort());
      // A name no area has is matched as it was typed.
      const unlisted = await report(ctx, { area: 'Nowhere-9' });
      expect(await ids(ctx, 'area=Nowhere-9')).toEqual([unlisted._id]);
      expect(await ids(ctx, 'area=nowhere-9')).toEqual([]);
    });
  });

  describe('resolving together', () => {
    it('gives every attached open ticket the public reply (Nepali to Nepali) and resolves it, notes never public', async () => {
      const en = await report(ctx, { area: 'Duhabi-2' });
      const ne = await report(ctx, { area: 'Duhabi-2', lang: 'ne' });
      const done = await report(ctx, { area: 'Duhabi-2' });
      const other = await report(ctx, { area: 'Duhabi-3' });
      const cut = await incident(ctx, ['Duhabi-2']);
      await ctx.call('POST', `/api/incident/${cut._id}/tickets`);
      await patch(ctx, done._id, { status: 'closed' });

      const bad = await ctx.call('POST', `/api/incident/${cut._id}/resolve-tickets`, { json: { reply: '  ' } });
      expect(bad.status).toBe(400);
      expect((await bad.json()).errors).toHaveProperty('reply');
      expect((await get(ctx, en._id)).status).toBe('new');

      const res = await ctx.call('POST', `/api/incident/${cut._id}/resolve-tickets`, {
        json: { reply: 'The fibre is repaired.', reply_ne: 'फाइबर मर्मत भयो।' },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ resolved: 2 });

      for (const [t, text] of [
        [en, 'The fibre is repaired.'],
        [ne, 'फाइबर मर्मत भयो।'],
      ] as const) {
        const staff = await get(ctx, t._id);
        expect(staff).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String) });
        expect(staff.firstResponseAt).toBeTruthy();
        const seen = await (await ctx.call('GET', `/api/ticket/track?t=${t.token}`, { token: null })).json();
        expect(seen.status).toBe('resolved');
        expect(seen.events.slice(-2)).toEqual([
          { type: 'status', status: 'resolved', at: staff.resolvedAt },
          { type: 'reply', text, at: staff.resolvedAt },
        ]);
        expect(JSON.stringify(seen)).not.toContain('Attached to the incident');
      }
      expect((await get(ctx, done._id)).status).toBe('closed');
      expect((await get(ctx, other._id)).status).toBe('new');
      // Nothing left open: a second press resolves none.
      expect(
        await (await ctx.call('POST', `/api/incident/${cut._id}/resolve-tickets`, { json: { reply: 'x' } })).json(),
      ).toEqual({
        resolved: 0,
      });
    });

    it('gives the English reply to every ticket when no Nepali text is given', async () => {
      const ne = await report(ctx, { area: 'Duhabi-5', lang: 'ne' });
      const cut = await incident(ctx, ['Duhabi-5']);
      await patch(ctx, ne._id, { incidentId: cut._id });
      await ctx.call('POST', `/api/incident/${cut._id}/resolve-tickets`, { json: { reply: 'Fixed.', reply_ne: '' } });
      const seen = await (await ctx.call('GET', `/api/ticket/track?t=${ne.token}`, { token: null })).json();
      expect(seen.events.at(-1)).toMatchObject({ type: 'reply', text: 'Fixed.' });
    });
  });

  describe('the CSV export', () => {
    it('carries hours to first response and to repair and the compensation mark, and honours overdue', async () => {
      const old = await report(ctx, { area: 'Letang-1' });
      const fresh = await report(ctx, { area: 'Letang-1' });
      const answered = await report(ctx, { area: 'Letang-1' });
      const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
      const db = ctx.database.db;
      await db
        .updateTable('ticket')
        .set({ createdAt: hoursAgo(30), firstResponseDue: null }) // a deadline worked out from the new time
        .where('id', '=', old._id)
        .execute();
      await db
        .updateTable('ticket')
        .set({
          createdAt: hoursAgo(10),
          firstResponseAt: hoursAgo(7.5),
          resolvedAt: hoursAgo(4),
          firstResponseDue: null,
        })
        .where('id', '=', answered._id)
        .execute();

      const rows = await csvRows(ctx, 'area=Letang-1');
      const byNumber = (n: string) => rows.find((r) => r.Ticket === n)!;
      expect(byNumber(old.number)).toMatchObject({
        'Hours to first response': '',
        'Eligible for compensation': 'yes',
      });
      expect(Number(byNumber(old.number)['Hours to repair'])).toBeCloseTo(30, 0);
      expect(byNumber(answered.number)).toMatchObject({
        'Hours to first response': '2.5',
        'Hours to repair': '6.0',
        'Eligible for compensation': 'no',
      });
      expect(byNumber(fresh.number)['Eligible for compensation']).toBe('no');

      const overdue = await csvRows(ctx, 'area=Letang-1&overdue=true');
      expect(overdue.map((r) => r.Ticket)).toEqual([old.number]);
      const notOverdue = (await csvRows(ctx, 'area=Letang-1&overdue=false')).map((r) => r.Ticket);
      expect(notOverdue).toEqual([fresh.number]);
      expect((await ctx.call('GET', '/api/ticket/export.csv?overdue=maybe')).status).toBe(400);

      const cut = await incident(ctx, ['Letang-1']);
      await patch(ctx, fresh._id, { incidentId: cut._id });
      expect((await csvRows(ctx, `incident=${cut._id}`)).map((r) => r.Ticket)).toEqual([fresh.number]);
    });
  });
});
