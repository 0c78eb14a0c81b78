import { readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { allows } from '../../src/lib/access.ts';
import { findRoute, ruleFor } from '../../src/lib/api-access.ts';
import { ROLE_NAMES, ROLE_SCOPE, ROLES, type Role } from '../../src/lib/roles.ts';
import { forEachDatabase, type TestContext } from './setup.ts';
import { staffTokens } from './staff-tokens.ts';

// Staff roles (issue 30), generated from the access written on each entity's definition and the table of the
// other routes (src/lib/api-access.ts): every route the API registers × a visitor and each role. An id that names
// nothing and an empty body keep the routes a caller may use from changing anything: they answer 400 or 404,
// never 401 or 403; those it may not use answer 401 (a visitor) or 403 naming what the role may do, before the
// request is read. The matrix must equal the one captured before access moved onto the definitions
// (fixtures/access-matrix.json; WRITE_ACCESS_MATRIX=1 writes it anew when a rule changes on purpose).
const FIXTURE = new URL('./fixtures/access-matrix.json', import.meta.url);
const NONE = '0123456789abcdef01234567';
/** Routes whose call would end the caller's session or wait on the network. */
const SKIP = new Set(['POST /api/users/logout', 'GET /api/speedtest/download', 'POST /api/speedtest/upload']);

/** A concrete path for a route pattern: every parameter names nothing (an 8-character id where the pattern asks). */
const concrete = (pattern: string) =>
  pattern
    .replace(/:[A-Za-z]+\{\[A-Za-z0-9\]\{8\}\}/g, 'ABCD1234')
    .replace(/:[A-Za-z]+(\{[^}]*\}\}?)?/g, NONE)
    .replace(/\/\*$/, `/${NONE}`);

/** Every route the API registers (not its middleware), as `METHOD /api/path` with concrete ids. */
const apiRoutes = (ctx: TestContext) => [
  ...new Set(
    (ctx.app.routes as { method: string; path: string }[])
      .filter((r) => r.path.startsWith('/api/') && !r.path.endsWith('*') && r.method !== 'ALL')
      .map((r) => `${r.method} ${concrete(r.path)}`),
  ),
];
const split = (route: string) => route.split(' ') as [method: string, path: string];
const under = (path: string) => path.replace(/^\/api/, '');

/** Who the rules let through: 'visitor' when the route is public, then each role. */
const callers = (method: string, path: string) => {
  const rule = ruleFor(method, under(path));
  return [...(rule.public ? ['visitor'] : []), ...ROLES.filter((role) => allows(rule, role))].join(' ');
};

forEachDatabase('staff roles', (ctx: TestContext) => {
  let tokens = {} as Record<Role, string>;
  beforeAll(async () => {
    tokens = await staffTokens(ctx);
  });

  it('every route the API registers has its rule written (none falls to the default)', () => {
    const unwritten = apiRoutes(ctx).filter((route) => !findRoute(split(route)[0], under(split(route)[1])));
    expect(unwritten).toEqual([]);
  });

  it('the matrix the rules give is the one captured before they moved onto the definitions', () => {
    const matrix = Object.fromEntries(
      apiRoutes(ctx)
        .filter((route) => !SKIP.has(route))
        .sort()
        .map((route) => [route, callers(...split(route))]),
    );
    if (process.env.WRITE_ACCESS_MATRIX) writeFileSync(FIXTURE, `${JSON.stringify(matrix, null, 2)}\n`);
    expect(matrix).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')));
  });

  describe('every route × a visitor and every role, as the server answers', () => {
    for (const [route, expected] of Object.entries(JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, string>))
      it(route, async () => {
        const [method, path] = split(route);
        const json = method === 'GET' ? undefined : {};
        const letIn = expected.split(' ');
        // The admin's own answer: the handler ran (the list, the 404 for an id that names nothing, the 400).
        const adminStatus = (await ctx.call(method, path, { token: tokens.admin, json })).status;
        const visitor = await ctx.call(method, path, { token: null, json });
        if (letIn.includes('visitor')) expect([401, 403]).not.toContain(visitor.status);
        else expect(visitor.status).toBe(401);
        for (const role of ROLES) {
          const res = await ctx.call(method, path, { token: tokens[role], json });
          // A public route may count its callers (a tracking lookup's limit): it only has to let them in.
          if (letIn.includes('visitor')) expect([401, 403]).not.toContain(res.status);
          else if (letIn.includes(role)) expect([role, res.status]).toEqual([role, adminStatus]);
          else {
            expect([role, res.status]).toEqual([role, 403]);
            expect((await res.json()).message).toBe(`The ${ROLE_NAMES[role]} role may use ${ROLE_SCOPE[role]} only`);
          }
        }
      });
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
