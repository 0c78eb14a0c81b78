import { expect, it } from 'vitest';
import { sign } from 'hono/jwt';
import { INVALID_CREDENTIALS, PASSWORDS_DO_NOT_MATCH } from '../../src/lib/messages.ts';
import { ADMIN, forEachDatabase } from './setup.ts';

forEachDatabase('users and sign-in', (ctx) => {
  const login = (email: string, password: string) =>
    ctx.call('POST', '/api/users/login', { json: { email, password }, token: null });

  it('signs in with email and password: 200 { token, user } without any password field', async () => {
    const res = await login(ADMIN.email, ADMIN.password);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({ email: ADMIN.email, name: expect.any(String), _id: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('answers a wrong email and a wrong password with one and the same 400', async () => {
    const wrongPassword = await login(ADMIN.email, 'not the password');
    const wrongEmail = await login('nobody@example.com', ADMIN.password);
    expect(wrongPassword.status).toBe(400);
    expect(wrongEmail.status).toBe(400);
    expect(await wrongPassword.json()).toEqual({ message: INVALID_CREDENTIALS });
    expect(await wrongEmail.json()).toEqual({ message: INVALID_CREDENTIALS });
  });

  it('verifies a token: 200 { user }; 401 without, with a bad, an expired or an alg:none token', async () => {
    const ok = await ctx.call('GET', '/api/users/verify');
    expect(ok.status).toBe(200);
    expect((await ok.json()).user.email).toBe(ADMIN.email);
    expect((await ctx.call('GET', '/api/users/verify', { token: null })).status).toBe(401);
    expect((await ctx.call('GET', '/api/users/verify', { token: `${ctx.token}x` })).status).toBe(401);
    const [, payload] = ctx.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await ctx.call('GET', '/api/users/verify', { token: none })).status).toBe(401);
    // Signed with the server's real secret, so only the expiry check can refuse it.
    const secret = String(
      (
        await ctx.database.db
          .selectFrom('meta')
          .select('value')
          .where('key', '=', 'jwtSecret')
          .executeTakeFirstOrThrow()
      ).value,
    );
    const fresh = await sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 60 }, secret, 'HS256');
    expect((await ctx.call('GET', '/api/users/verify', { token: fresh })).status).toBe(200);
    const expired = await sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, secret, 'HS256');
    expect((await ctx.call('GET', '/api/users/verify', { token: expired })).status).toBe(401);
  });

  it('never returns password hashes in the users list', async () => {
    const res = await ctx.call('GET', '/api/users');
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.length).toBeGreaterThan(0);
    expect(JSON.stringify(list)).not.toMatch(/password|scrypt/i);
  });

  it("creates a user; refuses mismatched passwords with 'Passwords do not match' and a taken email with 409", async () => {
    const mismatch = await ctx.call('POST', '/api/users', {
      json: { name: 'Ram', email: 'ram@example.com', password: 'password-one', verifyPassword: 'password-two' },
    });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).message).toBe(PASSWORDS_DO_NOT_MATCH);
    const short = await ctx.call('POST', '/api/users', {
      json: { name: 'Ram', email: 'ram@example.com', password: 'short', verifyPassword: 'short' },
    });
    expect(short.status).toBe(400);
    const created = await ctx.call('POST', '/api/users', {
      json: { name: 'Ram', email: 'Ram@Example.com', password: 'password-one', verifyPassword: 'password-one' },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'Ram', email: 'ram@example.com' });
    const taken = await ctx.call('POST', '/api/users', {
      json: { name: 'Ram 2', email: 'ram@example.com', password: 'password-one', verifyPassword: 'password-one' },
    });
    expect(taken.status).toBe(409);
    expect((await login('ram@example.com', 'password-one')).status).toBe(200);
  });

  it('updates a user: empty fields are left alone, a new password is re-hashed and ends old tokens', async () => {
    const user = (await (await ctx.call('GET', '/api/users')).json()).find(
      (u: { email: string }) => u.email === 'ram@example.com',
    );
    const oldToken = (await (await login('ram@example.com', 'password-one')).json()).token;
    const renamed = await ctx.call('PUT', `/api/users/${user._id}`, {
      json: { name: 'Ram Bahadur', email: '', password: '', verifyPassword: '' },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Ram Bahadur', email: 'ram@example.com' });
    expect((await ctx.call('GET', '/api/users/verify', { token: oldToken })).status).toBe(200);

    const mismatch = await ctx.call('PUT', `/api/users/${user._id}`, {
      json: { password: 'new-password-1', verifyPassword: 'other' },
    });
    expect((await mismatch.json()).message).toBe(PASSWORDS_DO_NOT_MATCH);
    const changed = await ctx.call('PUT', `/api/users/${user._id}`, {
      json: { password: 'new-password-1', verifyPassword: 'new-password-1' },
    });
    expect(changed.status).toBe(200);
    expect((await login('ram@example.com', 'password-one')).status).toBe(400);
    expect((await login('ram@example.com', 'new-password-1')).status).toBe(200);
    expect((await ctx.call('GET', '/api/users/verify', { token: oldToken })).status).toBe(401);
    expect((await ctx.call('PUT', '/api/users/ffffffffffffffffffffffff', { json: { name: 'x' } })).status).toBe(404);
  });

  it('deletes a user, whose token then gets 401; refuses to delete the last user (409)', async () => {
    const user = (await (await ctx.call('GET', '/api/users')).json()).find(
      (u: { email: string }) => u.email === 'ram@example.com',
    );
    const token = (await (await login('ram@example.com', 'new-password-1')).json()).token;
    const res = await ctx.call('DELETE', `/api/users/${user._id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: expect.any(String), _id: user._id });
    expect((await ctx.call('GET', '/api/users/verify', { token })).status).toBe(401);
    const [last] = await (await ctx.call('GET', '/api/users')).json();
    const refused = await ctx.call('DELETE', `/api/users/${last._id}`);
    expect(refused.status).toBe(409);
    expect((await ctx.call('GET', '/api/users')).status).toBe(200);
  });

  it('requires a token for every users route but login', async () => {
    for (const [method, path] of [
      ['GET', '/api/users'],
      ['POST', '/api/users'],
      ['PUT', '/api/users/x'],
      ['DELETE', '/api/users/x'],
    ]) {
      expect((await ctx.call(method, path, { json: method === 'GET' ? undefined : {}, token: null })).status).toBe(401);
    }
  });
});

forEachDatabase('publishing API', (ctx) => {
  it('GET /api/publish gives the state to admins only; POST starts a build (202)', async () => {
    expect((await ctx.call('GET', '/api/publish', { token: null })).status).toBe(401);
    expect((await ctx.call('POST', '/api/publish', { token: null })).status).toBe(401);
    const res = await ctx.call('GET', '/api/publish');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      state: expect.stringMatching(/^(idle|queued|building|failed)$/),
      lastSuccessAt: null,
      lastError: null,
    });
    const before = ctx.published.length;
    const started = await ctx.call('POST', '/api/publish');
    expect(started.status).toBe(202);
    expect(ctx.published.slice(before)).toEqual(['manual']);
  });
});
