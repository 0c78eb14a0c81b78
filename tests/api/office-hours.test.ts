import { beforeAll, describe, expect, it } from 'vitest';
import { writeSettings } from '../../src/server/settings/store.ts';
import { DEFAULT_SETTINGS } from '../../src/lib/settings/defaults.ts';
import { DEFAULT_WEEK, NEPAL_OFFSET_MS } from '../../src/lib/office-hours.ts';
import { forEachDatabase, type TestContext } from './setup.ts';

// Issue 42: the ticket clock in the ISP's own office hours and holidays, the deadline stored when a
// ticket is made, a customer's message reopening a closed ticket, and assignees who can work the desk.

const nepalDate = (at: Date | string) => new Date(new Date(at).getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 10);
const today = () => nepalDate(new Date());

let n = 0;
async function report(ctx: TestContext) {
  const res = await ctx.call('POST', '/api/ticket', {
    json: { name: `Hours ${++n}`, phone: '9855555555', area: 'Itahari-6', category: 'slow', description: 'Slow' },
    token: null,
  });
  expect(res.status).toBe(201);
  return res.json();
}
const putSettings = async (ctx: TestContext, changes: Record<string, unknown>) => {
  const { logo: _, ...current } = await (await ctx.call('GET', '/api/settings', { token: null })).json();
  const res = await ctx.call('PUT', '/api/settings', { json: { ...current, ...changes } });
  expect(res.status).toBe(200);
  return res.json();
};
const storedDue = async (ctx: TestContext, id: string) =>
  (await ctx.database.db.selectFrom('ticket').select('firstResponseDue').where('id', '=', id).executeTakeFirstOrThrow())
    .firstResponseDue;

forEachDatabase('office hours and the ticket clock', (ctx) => {
  // the demo ISP's settings (a clean install's neutral ones lack the phone a save asks for)
  beforeAll(() => writeSettings(ctx.database.db, DEFAULT_SETTINGS));
  describe('the deadline', () => {
    it('is worked out at creation in the settings’ hours, stored, and kept when the hours change', async () => {
      // Today (in Nepal) a holiday: a ticket made now is due on a later day, not overdue today.
      await putSettings(ctx, { holidays: [{ date: today(), name: 'Test holiday', name_ne: '' }] });
      const ticket = await report(ctx);
      const due = await storedDue(ctx, ticket._id);
      expect(due).toBe(ticket.firstResponseDue);
      expect(nepalDate(String(due)) > today()).toBe(true);
      const shown = await (await ctx.call('GET', `/api/ticket/${ticket._id}`)).json();
      expect(shown.clock).toMatchObject({ firstResponseDue: due, overdue: false });
      // Today open all day after all: the stored deadline does not move.
      await putSettings(ctx, {
        holidays: [],
        openingHours: DEFAULT_WEEK.map(() => ({ open: '00:00', close: '23:59', closed: false })),
      });
      expect((await (await ctx.call('GET', `/api/ticket/${ticket._id}`)).json()).clock.firstResponseDue).toBe(due);
    });

    it('of a ticket from before stored deadlines is worked out when read, in today’s hours', async () => {
      await putSettings(ctx, {
        openingHours: DEFAULT_WEEK.map(() => ({ open: '00:00', close: '23:59', closed: false })),
      });
      const ticket = await report(ctx);
      await ctx.database.db
        .updateTable('ticket')
        .set({ firstResponseDue: null })
        .where('id', '=', ticket._id)
        .execute();
      const listed = (await (await ctx.call('GET', '/api/ticket?limit=100')).json()).find(
        (t: { _id: string }) => t._id === ticket._id,
      );
      const due = Date.parse(listed.clock.firstResponseDue);
      const created = Date.parse(ticket.createdAt);
      // 120 minutes of an office open round the clock (a minute a night short of 24 hours).
      expect(due - created).toBeGreaterThanOrEqual(120 * 60_000);
      expect(due - created).toBeLessThanOrEqual(122 * 60_000);
      await putSettings(ctx, { openingHours: DEFAULT_SETTINGS.openingHours, holidays: DEFAULT_SETTINGS.holidays });
    });

    it('refuses hours that close before they open, naming the day (400 with the field)', async () => {
      const week = DEFAULT_WEEK.map((d, i) => (i === 6 ? { ...d, open: '16:00', close: '10:00' } : d));
      const { logo: _, ...current } = await (await ctx.call('GET', '/api/settings', { token: null })).json();
      const res = await ctx.call('PUT', '/api/settings', { json: { ...current, openingHours: week } });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.message).toBe('Saturday: Closes must be later than Opens');
      expect(body.errors['openingHours.6.close']).toBe('Closes must be later than Opens');
    });
  });

  describe('a customer who writes after closing', () => {
    it('reopens the ticket as new, with a note, and the desk’s count of new tickets counts it', async () => {
      const ticket = await report(ctx);
      for (const status of ['resolved', 'closed']) {
        const closed = await ctx.call('PATCH', `/api/ticket/${ticket._id}`, { json: { status } });
        expect(closed.status).toBe(200);
        const before = (await (await ctx.call('GET', '/api/leads/counts')).json()).ticket.new;
        const wrote = await ctx.call('POST', `/api/ticket/track?t=${ticket.token}`, {
          json: { text: 'Still no internet since yesterday' },
          token: null,
        });
        expect(wrote.status).toBe(201);
        expect((await wrote.json()).status).toBe('new');
        const shown = await (await ctx.call('GET', `/api/ticket/${ticket._id}`)).json();
        expect(shown).toMatchObject({ status: 'new', resolvedAt: '' });
        expect(shown.notes.at(-1).text).toBe(`Reopened: the customer wrote after it was ${status}`);
        expect(shown.events.at(-1)).toMatchObject({ type: 'customer', text: 'Still no internet since yesterday' });
        expect((await (await ctx.call('GET', '/api/leads/counts')).json()).ticket.new).toBe(before + 1);
      }
    });

    it('leaves an open ticket’s status alone', async () => {
      const ticket = await report(ctx);
      await ctx.call('PATCH', `/api/ticket/${ticket._id}`, { json: { status: 'in-progress' } });
      await ctx.call('POST', `/api/ticket/track?t=${ticket.token}`, { json: { text: 'More detail' }, token: null });
      expect((await (await ctx.call('GET', `/api/ticket/${ticket._id}`)).json()).status).toBe('in-progress');
    });
  });

  describe('assignees', () => {
    it('refuses a ticket to a role that cannot open tickets (400 with a message), gives it to support', async () => {
      const users: Record<string, string> = {};
      for (const role of ['editor', 'sales', 'support']) {
        const password = 'password-one';
        const res = await ctx.call('POST', '/api/users', {
          json: { name: `Desk ${role}`, email: `desk-${role}@example.com`, password, verifyPassword: password, role },
        });
        expect(res.status).toBe(201);
        users[role] = (await res.json())._id;
      }
      const staff = await (await ctx.call('GET', '/api/users/staff')).json();
      expect(staff.find((s: { _id: string }) => s._id === users.editor)).toMatchObject({ role: 'editor' });
      const ticket = await report(ctx);
      for (const [role, name] of [
        ['editor', 'Editor'],
        ['sales', 'Sales'],
      ]) {
        const res = await ctx.call('PATCH', `/api/ticket/${ticket._id}`, { json: { assignedTo: users[role] } });
        expect(res.status).toBe(400);
        const body = await res.json();
        expect(body.message).toBe(`Desk ${role} (${name}) cannot open tickets: choose someone whose role works them`);
        expect(body.errors.assignedTo).toBe(body.message);
      }
      expect((await (await ctx.call('GET', `/api/ticket/${ticket._id}`)).json()).assignedTo).toBeFalsy();
      const given = await ctx.call('PATCH', `/api/ticket/${ticket._id}`, { json: { assignedTo: users.support } });
      expect(given.status).toBe(200);
      expect((await given.json()).assignedTo).toBe(users.support);
    });
  });
});
