import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, ROLE_SCOPE, ROLES, type Role } from '../../src/lib/roles.ts';
import { forEachDatabase, type TestContext } from './setup.ts';

// Staff roles (issue 30): every signed-in route, each method, each role. An id that names nothing (NONE) and an
// empty body keep the routes a role may use from changing anything: they answer 400 or 404, never 403; the
// routes it may not use answer 403 naming what the role may do, before the request is read.
const NONE = '0123456789abcdef01234567';
const ALL: readonly Role[] = ['editor', 'sales', 'support'];
type Row = [method: string, path: string, roles: readonly Role[]];

const content = (part: string): Row[] => [
  ['GET', `/api/${part}`, ALL],
  ['GET', `/api/${part}/${NONE}`, ALL],
  ['GET', `/api/${part}/${NONE}/revisions`, ALL],
  ['POST', `/api/${part}`, ['editor']],
  ['PUT', `/api/${part}/${NONE}`, ['editor']],
  ['DELETE', `/api/${part}/${NONE}`, ['editor']],
  ['POST', `/api/${part}/bulk`, ['editor']],
  ['POST', `/api/${part}/${NONE}/revisions/${NONE}/restore`, ['editor']],
];
const lead = (part: string, roles: readonly Role[]): Row[] => [
  ['GET', `/api/${part}`, roles],
  ['GET', `/api/${part}/${NONE}`, roles],
  ['GET', `/api/${part}/export.csv`, roles],
  ['PATCH', `/api/${part}/${NONE}`, roles],
  ['DELETE', `/api/${part}/${NONE}`, roles],
  ['POST', `/api/${part}/bulk`, roles],
];

/** Admin may use every row; the roles listed may too; every other role gets 403. */
export const TABLE: Row[] = [
  ...['slider', 'notice', 'testimonial', 'plan', 'faq', 'area', 'help'].flatMap(content),
  ['POST', '/api/area/import', ['editor']],
  ...content('incident').map(([m, p]): Row => [m, p, m === 'GET' ? ALL : ['editor', 'support']]),
  ['GET', `/api/incident/${NONE}/tickets`, ['support']],
  ['POST', `/api/incident/${NONE}/tickets`, ['support']],
  ['POST', `/api/incident/${NONE}/resolve-tickets`, ['support']],
  ...lead('booking', ['sales']),
  ...lead('referral', ['sales']),
  ...lead('coverage-request', ['sales']),
  ...lead('contact', ['sales', 'support']),
  ...lead('ticket', ['support']),
  ['GET', '/api/ticket/stats', ['support']],
  ['GET', '/api/leads/stats', ['sales']],
  ['GET', '/api/leads/counts', ['sales', 'support']],
  ['GET', '/api/leads/notifications', ['sales', 'support']],
  ['GET', '/api/leads/volume', ['sales', 'support']],
  ['POST', `/api/leads/notifications/${NONE}/retry`, ['sales', 'support']],
  ['GET', '/api/speedtest/result', ['support']],
  ['GET', '/api/speedtest/result/export.csv', ['support']],
  ['GET', '/api/subscription', ['support']],
  // Issue 49: the NTA's monthly report is the desk's.
  ['GET', '/api/report/nta?month=2026-10', ['support']],
  ['GET', '/api/publish', ALL],
  ['POST', '/api/publish', ['editor']],
  ['GET', '/api/stats', ALL],
  ['GET', '/api/trash', ALL],
  ['POST', `/api/trash/${NONE}/restore`, ALL],
  ['GET', '/api/audit', []],
  // Issue 42: removing the demo's content is the admin's.
  ['GET', '/api/demo-content', []],
  ['POST', '/api/demo-content/remove', []],
  ['PUT', '/api/settings', []],
  ['GET', '/api/users', []],
  ['GET', `/api/users/${NONE}`, []],
  ['POST', '/api/users', []],
  ['PUT', `/api/users/${NONE}`, []],
  ['DELETE', `/api/users/${NONE}`, []],
  ['GET', `/api/users/${NONE}/revisions`, []],
  ['GET', '/api/users/verify', ALL],
  // A user's own account: their second factor and sessions, whatever their role.
  ['GET', '/api/users/me/2fa', ALL],
  ['POST', '/api/users/me/2fa', ALL],
  ['POST', '/api/users/me/2fa/confirm', ALL],
  ['DELETE', '/api/users/me/2fa', ALL],
  ['GET', '/api/users/me/sessions', ALL],
  ['DELETE', `/api/users/me/sessions/${NONE}`, ALL],
  ['DELETE', '/api/users/me/sessions', ALL],
  // Issue 42: one's own password, and signing out the sessions without a second factor.
  ['POST', '/api/users/me/password', ALL],
  ['DELETE', '/api/users/me/sessions/password-only', ALL],
  // Inviting someone: admin only (accepting is public, /api/invitation, the link being the proof).
  ['POST', '/api/users/invitations', []],
  // The assignee picker.
  ['GET', '/api/users/staff', ALL],
  // Other users' sessions and the two-factor rule for everyone: admin only.
  ['GET', '/api/users/2fa-policy', []],
  ['PUT', '/api/users/2fa-policy', []],
  ['GET', `/api/users/${NONE}/sessions`, []],
  ['DELETE', `/api/users/${NONE}/sessions`, []],
];

forEachDatabase('staff roles', (ctx: TestContext) => {
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    tokens.admin = ctx.token;
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const account = {
        name: `${ROLE_NAMES[role]} Staff`,
        email: `${role}@example.com`,
        password: `${role}-password-1`,
      };
      const made = await ctx.call('POST', '/api/users', {
        json: { ...account, verifyPassword: account.password, role },
      });
      expect(made.status).toBe(201);
      expect((await made.json()).role).toBe(role);
      const login = await ctx.call('POST', '/api/users/login', { json: account, token: null });
      const body = await login.json();
      expect(body.user.role).toBe(role);
      tokens[role] = body.token;
    }
  });

  describe('every route × every role', () => {
    for (const [method, path, roles] of TABLE)
      it(`${method} ${path}`, async () => {
        let adminStatus = 0;
        for (const role of ROLES) {
          const res = await ctx.call(method, path, { token: tokens[role], json: method === 'GET' ? undefined : {} });
          const allowed = role === 'admin' || roles.includes(role);
          // A role that may use the route gets the admin's own answer (the handler ran: the list, the 404 for an id
          // that names nothing, the 400 for an empty body), not merely something other than 403.
          if (role === 'admin') adminStatus = res.status;
          if (allowed) expect([role, res.status]).toEqual([role, adminStatus]);
          else {
            expect([role, res.status]).toEqual([role, 403]);
            expect((await res.json()).message).toBe(`The ${ROLE_NAMES[role]} role may use ${ROLE_SCOPE[role]} only`);
          }
          expect(res.status).not.toBe(401);
        }
      });
  });

  it('the table names every part of the API that takes a signed-in user', () => {
    const parts = new Set(
      (ctx.app.routes as { path: string }[])
        .map((r) => /^\/api\/([a-z-]+)/.exec(r.path)?.[1])
        .filter((p): p is string => Boolean(p)),
    );
    const tabled = new Set(TABLE.map(([, path]) => path.split('/')[2]));
    // Only public routes, answered without a user, live outside the table.
    expect([...parts].filter((p) => !tabled.has(p)).sort()).toEqual(['health', 'invitation', 'status', 'upload-limit']);
  });

  it('a role that may use a screen really works there: sales lists bookings, support replies to a ticket', async () => {
    const booking = await ctx.call('GET', '/api/booking', { token: tokens.sales });
    expect(booking.status).toBe(200);
    expect(await booking.json()).toEqual(await (await ctx.call('GET', '/api/booking')).json());
    const report = { name: 'Gita', phone: '9811111111', area: 'Damak', category: 'drops', description: 'Drops' };
    const ticket = await (await ctx.call('POST', '/api/ticket', { json: report, token: null })).json();
    const reply = await ctx.call('PATCH', `/api/ticket/${ticket._id}`, {
      token: tokens.support,
      json: { reply: 'We are on it', status: 'in-progress' },
    });
    expect(reply.status).toBe(200);
    // The reply and the status are stored, as the admin reads the ticket.
    const stored = await (await ctx.call('GET', `/api/ticket/${ticket._id}`)).json();
    expect(stored.status).toBe('in-progress');
    expect(JSON.stringify(stored)).toContain('We are on it');
    // An editor's new plan is there for everyone to read.
    const plan = { name: 'Editor 40', speed: '40 Mbps', price: 'Rs. 1,900', duration: '/month' };
    const made = await ctx.call('POST', '/api/plan', { token: tokens.editor, json: plan });
    expect(made.status).toBe(201);
    const { _id } = await made.json();
    expect(await (await ctx.call('GET', `/api/plan/${_id}`, { token: tokens.sales })).json()).toMatchObject(plan);
    expect((await ctx.call('GET', `/api/ticket/${ticket._id}`, { token: tokens.sales })).status).toBe(403);
  });

  it("Recently deleted shows and restores only what the user's role may use", async () => {
    const plan = await (
      await ctx.call('POST', '/api/plan', {
        token: tokens.editor,
        json: { name: 'Trash 10', speed: '10 Mbps', price: 'Rs. 900', duration: '/month' },
      })
    ).json();
    expect((await ctx.call('DELETE', `/api/plan/${plan._id}`, { token: tokens.editor })).status).toBe(200);
    const ofSales = await (await ctx.call('GET', '/api/trash', { token: tokens.sales })).json();
    expect(ofSales.some((item: { _id: string }) => item._id === plan._id)).toBe(false);
    const item = (await (await ctx.call('GET', '/api/trash', { token: tokens.editor })).json()).find(
      (i: { _id: string }) => i._id === plan._id,
    );
    expect(item).toBeDefined();
    const refused = await ctx.call('POST', `/api/trash/${item.id ?? item._id}/restore`, { token: tokens.sales });
    expect(refused.status).toBe(403);
    const restored = await ctx.call('POST', `/api/trash/${item.id ?? item._id}/restore`, { token: tokens.editor });
    expect(restored.status).toBe(200);
  });

  it('a role change takes effect on the next request, and every user record shows the role', async () => {
    const list = await (await ctx.call('GET', '/api/users')).json();
    expect(list.map((u: { email: string; role: string }) => [u.email, u.role])).toEqual(
      expect.arrayContaining([
        ['admin@example.com', 'admin'],
        ['sales@example.com', 'sales'],
      ]),
    );
    const sales = list.find((u: { email: string }) => u.email === 'sales@example.com');
    expect((await ctx.call('GET', '/api/plan', { token: tokens.sales })).status).toBe(200);
    expect((await ctx.call('POST', '/api/plan', { token: tokens.sales, json: {} })).status).toBe(403);
    const changed = await ctx.call('PUT', `/api/users/${sales._id}`, { json: { role: 'editor' } });
    expect((await changed.json()).role).toBe('editor');
    expect((await ctx.call('POST', '/api/plan', { token: tokens.sales, json: {} })).status).toBe(400);
    expect((await ctx.call('GET', '/api/booking', { token: tokens.sales })).status).toBe(403);
    await ctx.call('PUT', `/api/users/${sales._id}`, { json: { role: 'sales' } });
    const bad = await ctx.call('PUT', `/api/users/${sales._id}`, { json: { role: 'owner' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.role).toBe('Role must be one of: admin, editor, sales, support');
  });

  it('a user cannot raise their own role; the last admin cannot be demoted or deleted', async () => {
    const me = (await (await ctx.call('GET', '/api/users/verify', { token: tokens.support })).json()).user;
    const raise = await ctx.call('PUT', `/api/users/${me._id}`, { token: tokens.support, json: { role: 'admin' } });
    expect(raise.status).toBe(403);
    const admin = (await (await ctx.call('GET', '/api/users/verify')).json()).user;
    const demote = await ctx.call('PUT', `/api/users/${admin._id}`, { json: { role: 'editor' } });
    expect(demote.status).toBe(409);
    expect((await demote.json()).message).toBe('The last admin user cannot be given another role');
    const remove = await ctx.call('DELETE', `/api/users/${admin._id}`);
    expect(remove.status).toBe(409);
    // With a second admin, the first may step down; the second is then the last.
    const other = await (
      await ctx.call('POST', '/api/users', {
        json: {
          name: 'Second Admin',
          email: 'second@example.com',
          password: 'second-password',
          verifyPassword: 'second-password',
          role: 'admin',
        },
      })
    ).json();
    expect((await ctx.call('PUT', `/api/users/${admin._id}`, { json: { role: 'editor' } })).status).toBe(200);
    const token = (
      await (
        await ctx.call('POST', '/api/users/login', {
          json: { email: 'second@example.com', password: 'second-password' },
          token: null,
        })
      ).json()
    ).token;
    expect((await ctx.call('DELETE', `/api/users/${other._id}`, { token })).status).toBe(409);
    expect((await ctx.call('PUT', `/api/users/${admin._id}`, { token, json: { role: 'admin' } })).status).toBe(200);
    // Without a role, a user made through spec §7's payload is an admin, as every user was before roles.
    const plain = await ctx.call('POST', '/api/users', {
      json: { name: 'Plain', email: 'plain@example.com', password: 'plain-password', verifyPassword: 'plain-password' },
    });
    expect((await plain.json()).role).toBe('admin');
  });
});
