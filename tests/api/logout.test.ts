import { sign } from 'hono/jwt';
import { afterEach, expect, it, vi } from 'vitest';
import { ADMIN, forEachDatabase } from './setup.ts';

// Hardening issue, smaller holes: a token without exp was accepted for ever, and logout only
// cleared the browser, so a copied token kept working. Now exp is required and POST
// /api/users/logout revokes the token (its jti) on the server; the user's other sessions stay.
forEachDatabase('tokens: exp required, logout revokes', (ctx) => {
  afterEach(() => vi.useRealTimers());
  const signIn = async (json: { email: string; password: string } = ADMIN) =>
    (await (await ctx.call('POST', '/api/users/login', { json, token: null })).json()).token as string;
  const verify = async (token: string) => (await ctx.call('GET', '/api/users/verify', { token })).status;
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const secret = async () =>
    String(
      (
        await ctx.database.db
          .selectFrom('meta')
          .select('value')
          .where('key', '=', 'jwtSecret')
          .executeTakeFirstOrThrow()
      ).value,
    );

  it('refuses a token signed with the real secret but without exp (or with a exp that is not a number): 401', async () => {
    const { exp, ...claims } = claimsOf(ctx.token);
    expect(typeof exp).toBe('number');
    const key = await secret();
    expect(await verify(await sign({ ...claims, exp }, key, 'HS256'))).toBe(200);
    expect(await verify(await sign(claims, key, 'HS256'))).toBe(401);
    expect(await verify(await sign({ ...claims, exp: String(exp) }, key, 'HS256'))).toBe(401);
    const res = await ctx.call('GET', '/api/booking', { token: await sign(claims, key, 'HS256') });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBeTruthy();
  });

  it('after logout the same token is refused (401) everywhere; the user’s other session stays', async () => {
    const office = await signIn();
    const phone = await signIn();
    expect(claimsOf(office).jti).not.toBe(claimsOf(phone).jti);
    expect(await verify(office)).toBe(200);
    const out = await ctx.call('POST', '/api/users/logout', { token: office });
    expect(out.status).toBe(200);
    expect(await verify(office)).toBe(401);
    expect((await ctx.call('GET', '/api/booking', { token: office })).status).toBe(401);
    expect((await ctx.call('POST', '/api/users/logout', { token: office })).status).toBe(401);
    expect(await verify(phone)).toBe(200);
    expect(await verify(ctx.token)).toBe(200);
    expect((await ctx.call('POST', '/api/users/logout', { token: null })).status).toBe(401);
  });

  it('a token from before revocation (no jti) is ended by logout through the user’s cut-off', async () => {
    const password = 'a long enough password';
    const created = await ctx.call('POST', '/api/users', {
      json: { name: 'Old Session', email: 'old@example.com', password, verifyPassword: password },
    });
    expect(created.status).toBe(201);
    const current = await signIn({ email: 'old@example.com', password });
    const { jti, ...claims } = claimsOf(current);
    expect(jti).toBeTruthy();
    const legacy = await sign(claims, await secret(), 'HS256');
    expect(await verify(legacy)).toBe(200);
    expect((await ctx.call('POST', '/api/users/logout', { token: legacy })).status).toBe(200);
    expect(await verify(legacy)).toBe(401);
    expect(await verify(ctx.token)).toBe(200);
  });

  it('forgets a revoked token once it would have expired anyway', async () => {
    const old = await signIn();
    expect((await ctx.call('POST', '/api/users/logout', { token: old })).status).toBe(200);
    const revoked = () => ctx.database.db.selectFrom('revoked_token').select('id').execute();
    expect((await revoked()).map((r) => r.id)).toContain(claimsOf(old).jti);
    // A day later (tokens last 8 h by default), the next logout purges it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 3600_000 });
    const fresh = await signIn();
    expect((await ctx.call('POST', '/api/users/logout', { token: fresh })).status).toBe(200);
    expect((await revoked()).map((r) => r.id)).toEqual([claimsOf(fresh).jti]);
  });
});
