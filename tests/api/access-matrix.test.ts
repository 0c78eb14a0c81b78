import { readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { ROLE_NAMES, ROLES, type Role } from '../../src/lib/roles.ts';
import { forEachDatabase, type TestContext } from './setup.ts';

// The route × caller matrix as the server answers it: for every route the API registers, whether a visitor
// (no token) and each role gets past the door (not 401, not 403). Captured once before access moved onto the
// entities' definitions (tests/api/fixtures/access-matrix.json); it must not change unless a rule does.
const FIXTURE = new URL('./fixtures/access-matrix.json', import.meta.url);
const NONE = '0123456789abcdef01234567';
/** Routes whose call would end the caller's session or wait on the network: left out, as roles.test.ts does. */
const SKIP = new Set(['POST /api/users/logout', 'GET /api/speedtest/download', 'POST /api/speedtest/upload']);

/** A concrete path for a route pattern: every parameter names nothing (an 8-character id where the pattern asks). */
const concrete = (pattern: string) =>
  pattern
    .replace(/:[A-Za-z]+\{\[A-Za-z0-9\]\{8\}\}/g, 'ABCD1234')
    .replace(/:[A-Za-z]+(\{[^}]*\}\}?)?/g, NONE)
    .replace(/\/\*$/, `/${NONE}`);

export const apiRoutes = (ctx: TestContext) => [
  ...new Set(
    (ctx.app.routes as { method: string; path: string }[])
      .filter((r) => r.path.startsWith('/api/') && !r.path.endsWith('*') && r.method !== 'ALL')
      .map((r) => `${r.method} ${concrete(r.path)}`),
  ),
];

forEachDatabase('the access matrix', (ctx: TestContext) => {
  const tokens = {} as Record<Role, string>;
  beforeAll(async () => {
    tokens.admin = ctx.token;
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const account = {
        name: `${ROLE_NAMES[role]} Staff`,
        email: `${role}@example.com`,
        password: `${role}-password-1`,
      };
      await ctx.call('POST', '/api/users', { json: { ...account, verifyPassword: account.password, role } });
      tokens[role] = (await (await ctx.call('POST', '/api/users/login', { json: account, token: null })).json()).token;
    }
  });

  it('every route lets in the same callers as before', async () => {
    const matrix: Record<string, string> = {};
    for (const route of apiRoutes(ctx).sort()) {
      if (SKIP.has(route)) continue;
      const [method, path] = route.split(' ') as [string, string];
      const callers: string[] = [];
      for (const who of ['visitor', ...ROLES] as const) {
        const token = who === 'visitor' ? null : tokens[who];
        const res = await ctx.call(method, path, { token, json: method === 'GET' ? undefined : {} });
        if (res.status !== 401 && res.status !== 403) callers.push(who);
      }
      matrix[route] = callers.join(' ');
    }
    if (process.env.WRITE_ACCESS_MATRIX) writeFileSync(FIXTURE, `${JSON.stringify(matrix, null, 2)}\n`);
    expect(matrix).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')));
  });
});
