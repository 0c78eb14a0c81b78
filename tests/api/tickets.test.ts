import { describe, expect, it } from 'vitest';
import { forEachDatabase, type TestContext } from './setup.ts';

let reported = 0;
/** A new fault report from a visitor; each one different, as an identical resubmission is stored once. */
async function report(ctx: TestContext, fields: Record<string, unknown> = {}, headers?: Record<string, string>) {
  const res = await ctx.call('POST', '/api/ticket', {
    json: {
      name: `Customer ${++reported}`,
      phone: '9855555555',
      area: 'Itahari-6',
      category: 'no internet',
      description: 'The ONU shows a red LOS light',
      ...fields,
    },
    token: null,
    headers,
  });
  expect(res.status).toBe(201);
  return res.json();
}
const track = (ctx: TestContext, token: string) => ctx.call('GET', `/api/ticket/track?t=${token}`, { token: null });
const patch = (ctx: TestContext, id: string, json: unknown, token?: string | null) =>
  ctx.call('PATCH', `/api/ticket/${id}`, { json, token });

forEachDatabase('tickets: fault reports and the desk', (ctx) => {
  describe('POST /api/ticket (public)', () => {
    it('answers 201 with a number to read out and a private tracking address; the token is stored only hashed', async () => {
      const ticket = await report(ctx);
      expect(ticket.number).toMatch(/^[A-Z]{1,4}-\d{4}-\d{4}$/);
      expect(ticket.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(ticket.trackUrl).toBe(`/support/track?t=${ticket.token}`);
      expect(ticket).toMatchObject({ status: 'new', priority: 'normal', notes: [] });
      const next = await report(ctx, { lang: 'ne' });
      expect(Number(next.number.slice(-4))).toBe(Number(ticket.number.slice(-4)) + 1);
      expect(next.trackUrl).toBe(`/ne/support/track?t=${next.token}`);
      const stored = await ctx.database.db.selectFrom('ticket_token').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(ticket.token);
      const listed = await (await ctx.call('GET', '/api/ticket')).text();
      expect(listed).toContain(ticket.number);
      expect(listed).not.toContain(ticket.token);
      expect(await (await ctx.call('GET', '/api/ticket/export.csv')).text()).not.toContain(ticket.token);
    });

    it('refuses a missing field or an unknown category (400 with per-field errors), stores nothing', async () => {
      const before = (await (await ctx.call('GET', '/api/ticket')).json()).length;
      for (const [body, field] of [
        [{ name: 'A', phone: '9855555555', area: 'X', category: 'no internet' }, 'description'],
        [{ name: 'A', phone: '9855555555', area: 'X', category: 'fire', description: 'd' }, 'category'],
        [{ name: 'A', phone: '12', area: 'X', category: 'slow', description: 'd' }, 'phone'],
      ] as const) {
        const res = await ctx.call('POST', '/api/ticket', { json: body, token: null });
        expect(res.status).toBe(400);
        const answer = await res.json();
        expect(answer.message).toBeTruthy();
        expect(Object.keys(answer.errors)).toContain(field);
      }
      expect((await (await ctx.call('GET', '/api/ticket')).json()).length).toBe(before);
    });

    it('stores a report once per Idempotency-Key and answers the repeat with the same number and token', async () => {
      const headers = { 'Idempotency-Key': `ticket-${Date.now()}` };
      const first = await report(ctx, { name: 'Keyed' }, headers);
      const again = await ctx.call('POST', '/api/ticket', {
        json: {
          name: 'Keyed',
          phone: '9855555555',
          area: 'Itahari-6',
          category: 'no internet',
          description: 'The ONU shows a red LOS light',
        },
        token: null,
        headers,
      });
      expect(again.status).toBe(201);
      expect(await again.json()).toMatchObject({ _id: first._id, number: first.number, token: first.token });
      const all = await (await ctx.call('GET', '/api/ticket?q=Keyed')).json();
      expect(all).toHaveLength(1);
    });

    it('answers the honeypot as if accepted and stores nothing', async () => {
      const res = await ctx.call('POST', '/api/ticket', {
        json: { name: 'Bot', phone: '9855555555', area: 'X', category: 'slow', description: 'spam', website: 'x' },
        token: null,
      });
      expect(res.status).toBe(201);
      expect(await (await ctx.call('GET', '/api/ticket?q=Bot')).json()).toEqual([]);
    });
  });

  describe('the tracking page: by token only', () => {
    it('shows the number, status and story, never the notes, staff names or the customer details', async () => {
      const ticket = await report(ctx, { email: 'gita@example.com' });
      const res = await track(ctx, ticket.token);
      expect(res.status).toBe(200);
      const seen = await res.json();
      expect(seen).toMatchObject({ number: ticket.number, status: 'new', category: 'no internet', area: 'Itahari-6' });
      expect(seen.events).toEqual([{ type: 'status', status: 'new', at: ticket.createdAt }]);
      expect(seen.clock).toMatchObject({ overdue: expect.any(Boolean), compensation: false, repairLimitHours: 24 });
      for (const hidden of ['_id', 'phone', 'email', 'name', 'notes', 'token', 'statusChangedBy'])
        expect(seen, hidden).not.toHaveProperty(hidden);
    });

    it('answers a wrong, malformed or missing token with the same 404 that reveals nothing', async () => {
      const ticket = await report(ctx);
      const wrong = `${ticket.token.slice(0, -1)}${ticket.token.endsWith('A') ? 'B' : 'A'}`;
      const answers = await Promise.all(
        [wrong, 'short', '', `${ticket._id}`].map(async (t) => {
          const res = await track(ctx, t);
          return [res.status, await res.json()];
        }),
      );
      for (const [status, body] of answers) {
        expect(status).toBe(404);
        expect(body).toEqual({ message: 'No ticket with that address' });
      }
      expect((await ctx.call('GET', `/api/ticket/${ticket._id}`, { token: null })).status).toBe(401);
    });

    it("takes the customer's added information (201), shown to both, rate-limited", async () => {
      const ticket = await report(ctx);
      const res = await ctx.call('POST', `/api/ticket/track?t=${ticket.token}`, {
        json: { text: 'Router restarted, still red' },
        token: null,
      });
      expect(res.status).toBe(201);
      expect((await res.json()).events.at(-1)).toMatchObject({ type: 'customer', text: 'Router restarted, still red' });
      const desk = await (await ctx.call('GET', `/api/ticket/${ticket._id}`)).json();
      expect(desk.events.at(-1)).toMatchObject({ type: 'customer', text: 'Router restarted, still red' });
      expect(desk.firstResponseAt).toBe('');
      const empty = await ctx.call('POST', `/api/ticket/track?t=${ticket.token}`, { json: { text: ' ' }, token: null });
      expect(empty.status).toBe(400);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await ctx.call('POST', `/api/ticket/track?t=${ticket.token}`, { json: { text: `more ${i}` }, token: null }))
            .status,
        );
      expect(statuses).toContain(429);
    });
  });

  describe('the desk (admin)', () => {
    it('replies publicly (seen on the tracking page) and notes privately (never seen there)', async () => {
      const ticket = await report(ctx);
      const noted = await patch(ctx, ticket._id, { note: 'OLT port 4 down, crew sent' });
      expect(noted.status).toBe(200);
      expect((await noted.json()).firstResponseAt).toBe('');
      const replied = await patch(ctx, ticket._id, { reply: 'A technician is on the way.', status: 'in-progress' });
      expect(replied.status).toBe(200);
      const desk = await replied.json();
      expect(desk).toMatchObject({ status: 'in-progress', statusChangedBy: 'Site Admin' });
      expect(desk.notes.map((n: { text: string }) => n.text)).toEqual(['OLT port 4 down, crew sent']);
      expect(desk.firstResponseAt).toBe(desk.statusChangedAt);
      const seen = await (await track(ctx, ticket.token)).json();
      expect(seen.status).toBe('in-progress');
      expect(seen.events.map((e: { type: string; text?: string; status?: string }) => e.text ?? e.status)).toEqual([
        'new',
        'in-progress',
        'A technician is on the way.',
      ]);
      expect(JSON.stringify(seen)).not.toContain('OLT port 4');
      expect(JSON.stringify(seen)).not.toContain('Site Admin');
      expect(seen.firstResponseAt).toBe(desk.firstResponseAt);
    });

    it('stamps the repair time at resolved, clears it on reopening, and sets priority', async () => {
      const ticket = await report(ctx);
      const resolved = await (await patch(ctx, ticket._id, { status: 'resolved', priority: 'high' })).json();
      expect(resolved).toMatchObject({ status: 'resolved', priority: 'high' });
      expect(new Date(resolved.resolvedAt).toISOString()).toBe(resolved.resolvedAt);
      expect((await (await track(ctx, ticket.token)).json()).resolvedAt).toBe(resolved.resolvedAt);
      const reopened = await (await patch(ctx, ticket._id, { status: 'in-progress' })).json();
      expect(reopened.resolvedAt).toBe('');
    });

    it('refuses unknown statuses, priorities, empty changes and the customer fields (400), and needs a token', async () => {
      const ticket = await report(ctx);
      for (const body of [{ status: 'lost' }, { priority: 'asap' }, {}, { reply: '  ' }, { name: 'Changed' }]) {
        const res = await patch(ctx, ticket._id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect((await res.json()).message).toBeTruthy();
      }
      expect((await patch(ctx, ticket._id, { status: 'assigned' }, null)).status).toBe(401);
      expect((await patch(ctx, '0123456789abcdef01234567', { status: 'assigned' })).status).toBe(404);
      expect((await (await ctx.call('GET', `/api/ticket/${ticket._id}`)).json()).status).toBe('new');
    });

    it('filters by status, area, category and overdue; a spam ticket disappears from tracking', async () => {
      const a = await report(ctx, { area: 'Dharan-2', category: 'tv' });
      const b = await report(ctx, { area: 'Dharan-2', category: 'slow' });
      await patch(ctx, b._id, { status: 'assigned' });
      const ids = async (query: string) =>
        ((await (await ctx.call('GET', `/api/ticket?${query}`)).json()) as { _id: string }[]).map((t) => t._id);
      expect(await ids('area=Dharan-2')).toEqual([a._id, b._id]);
      expect(await ids('area=Dharan-2&category=tv')).toEqual([a._id]);
      expect(await ids('area=Dharan-2&status=assigned')).toEqual([b._id]);
      // Just reported: its first response is not due yet, so it is not overdue.
      expect(await ids('area=Dharan-2&overdue=false')).toEqual([a._id]);
      expect(await ids('area=Dharan-2&overdue=true')).toEqual([]);
      expect((await ctx.call('GET', '/api/ticket?overdue=maybe')).status).toBe(400);
      expect((await ctx.call('GET', '/api/ticket?status=lost')).status).toBe(400);
      await patch(ctx, a._id, { status: 'spam' });
      expect((await track(ctx, a.token)).status).toBe(404);
    });

    it('flags a ticket reported long ago and unanswered as overdue and eligible for compensation', async () => {
      const ticket = await report(ctx, { area: 'Biratnagar-1' });
      const old = new Date(Date.now() - 3 * 86_400_000).toISOString();
      // Its deadline, stored when it was made (issue 42), two office hours or so after that.
      const due = new Date(Date.parse(old) + 2 * 3_600_000).toISOString();
      await ctx.database.db
        .updateTable('ticket')
        .set({ createdAt: old, firstResponseDue: due })
        .where('id', '=', ticket._id)
        .execute();
      const listed = await (await ctx.call('GET', '/api/ticket?area=Biratnagar-1&overdue=true')).json();
      expect(listed.map((t: { _id: string }) => t._id)).toEqual([ticket._id]);
      expect(listed[0].clock).toMatchObject({ overdue: true, compensation: true });
      expect(listed[0].clock.elapsedHours).toBeGreaterThan(71);
      expect((await (await track(ctx, ticket.token)).json()).clock).toMatchObject({ compensation: true });
      const csv = await (await ctx.call('GET', '/api/ticket/export.csv?area=Biratnagar-1')).text();
      expect(csv.split('\r\n')[0]).toContain('First response,Resolved');
      expect(csv).toContain(ticket.number);
      // Every moment in Nepal time, the regulator's two as well as the others.
      await patch(ctx, ticket._id, { status: 'resolved' });
      const done = await (await ctx.call('GET', '/api/ticket/export.csv?area=Biratnagar-1')).text();
      const row = done.split('\r\n')[1];
      expect(row).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      expect(row.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+05:45/g)?.length).toBeGreaterThanOrEqual(4);
    });
  });
});

// Issue 42: the number's letters are the ISP's. Until it sets its own, they follow its name.
forEachDatabase('tickets: the number follows the ISP', (ctx) => {
  const settings = async () => (await ctx.call('GET', '/api/settings', { token: null })).json();
  const save = async (changes: Record<string, unknown>) => {
    const { logo: _, ...current } = await settings();
    // a clean install's neutral settings lack what a save asks for: the phone, the email, the office's address
    const contact = {
      phone: '+977-61-123456',
      email: 'info@example.com.np',
      offices: [{ ...current.offices[0], address: 'Pokhara-8', phone: '+977-61-123456', email: 'info@example.com.np' }],
    };
    const json = { ...current, ...contact, ...changes };
    const res = await ctx.call('PUT', '/api/settings', { json });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  };

  it('is YISP- on a clean install, KN- for the demo, HF- once renamed to Himal Fibre, and the prefix set; old numbers stay and still track', async () => {
    // a clean install's neutral name is "Your ISP": its initials, the capitals of ISP kept
    const old = await report(ctx);
    expect(old.number).toMatch(/^YISP-\d{4}-\d{4}$/);
    await save({ name: 'KoshiNet', name_ne: 'कोशीनेट' });
    const demo = await report(ctx);
    expect(demo.number).toMatch(/^KN-\d{4}-\d{4}$/);
    await save({ name: 'Himal Fibre', name_ne: 'हिमाल फाइबर' });
    const renamed = await report(ctx);
    expect(renamed.number).toMatch(/^HF-\d{4}-\d{4}$/);
    expect(Number(renamed.number.slice(-4))).toBe(Number(demo.number.slice(-4)) + 1);
    await save({ ticketPrefix: 'HIM' });
    expect((await report(ctx)).number).toMatch(/^HIM-\d{4}-\d{4}$/);
    const res = await ctx.call('PUT', '/api/settings', { json: { ...(await settings()), ticketPrefix: 'h-1' } });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.ticketPrefix).toMatch(/capital letters/);

    const tracked = await track(ctx, old.token);
    expect(tracked.status).toBe(200);
    expect((await tracked.json()).number).toBe(old.number);
  });
});
