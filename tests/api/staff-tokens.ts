import { expect } from 'vitest';
import { ROLE_NAMES, ROLES, type Role } from '../../src/lib/roles.ts';
import type { TestContext } from './setup.ts';

/** A signed-in user of every role (the admin's is the context's own), made through the API. */
export async function staffTokens(ctx: TestContext): Promise<Record<Role, string>> {
  const tokens = { admin: ctx.token } as Record<Role, string>;
  for (const role of ROLES.filter((r) => r !== 'admin')) {
    const account = { name: `${ROLE_NAMES[role]} Staff`, email: `${role}@example.com`, password: `${role}-password-1` };
    const made = await ctx.call('POST', '/api/users', { json: { ...account, verifyPassword: account.password, role } });
    expect(made.status).toBe(201);
    expect((await made.json()).role).toBe(role);
    const body = await (await ctx.call('POST', '/api/users/login', { json: account, token: null })).json();
    expect(body.user.role).toBe(role);
    tokens[role] = body.token;
  }
  return tokens;
}
