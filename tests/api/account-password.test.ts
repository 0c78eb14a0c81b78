import { TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import type { SessionView } from '../../src/lib/sessions.ts';
import { forEachDatabase, type TestContext } from './setup.ts';

// Issue 42, Your account: a user changes their own password (the current one first; a weak one is
// refused; every other session of theirs is signed out, this one kept), and turning two-factor
// sign-in on offers to sign out the sessions that were signed in with the password alone.

const PASSWORD = 'a long enough password';
const NEW_PASSWORD = 'another long password';
const codeAt = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

async function newUser(ctx: TestContext, email: string) {
  const res = await ctx.call('POST', '/api/users', {
    json: { name: 'Sita Desk', email, password: PASSWORD, verifyPassword: PASSWORD, role: 'sales' },
  });
  expect(res.status).toBe(201);
}
const signIn = async (ctx: TestContext, email: string, password = PASSWORD) =>
  ctx.call('POST', '/api/users/login', { json: { email, password }, token: null });
const tokenOf = async (ctx: TestContext, email: string, password = PASSWORD) => {
  const res = await signIn(ctx, email, password);
  expect(res.status).toBe(200);
  return (await res.json()).token as string;
};
const verify = async (ctx: TestContext, token: string) =>
  (await ctx.call('GET', '/api/users/verify', { token })).status;
const auditActions = async (ctx: TestContext, email: string) =>
  (await ctx.database.db.selectFrom('audit').select('action').where('userEmail', '=', email).execute()).map(
    (a) => a.action,
  );

forEachDatabase("changing one's own password", (ctx) => {
  const email = 'sita@example.com';
  const change = (token: string, json: Record<string, unknown>) =>
    ctx.call('POST', '/api/users/me/password', { token, json });

  it('refuses a wrong current password with a message, and changes nothing', async () => {
    await newUser(ctx, email);
    const token = await tokenOf(ctx, email);
    const res = await change(token, { currentPassword: 'not my password', password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('Your current password is not right.');
    expect(body.errors.currentPassword).toBe('Your current password is not right.');
    expect((await signIn(ctx, email)).status).toBe(200);
    expect(await verify(ctx, token)).toBe(200);
  });

  it('refuses a weak new password: too short, the same as now, or the email address', async () => {
    const token = await tokenOf(ctx, email);
    const short = await change(token, { currentPassword: PASSWORD, password: 'short' });
    expect(short.status).toBe(400);
    expect((await short.json()).errors.password).toMatch(/at least 8 characters/);
    const same = await change(token, { currentPassword: PASSWORD, password: PASSWORD });
    expect(same.status).toBe(400);
    expect((await same.json()).message).toMatch(/the one you have now/);
    const mail = await change(token, { currentPassword: PASSWORD, password: email.toUpperCase() });
    expect(mail.status).toBe(400);
    expect((await mail.json()).message).toMatch(/email address/);
    const mismatch = await change(token, { currentPassword: PASSWORD, password: NEW_PASSWORD, verifyPassword: 'x' });
    expect(mismatch.status).toBe(400);
    expect((await signIn(ctx, email)).status).toBe(200);
  });

  it('changes it: the new one signs in, the old one not; other sessions end, this one stays; audited', async () => {
    const other = await tokenOf(ctx, email);
    const elsewhere = await tokenOf(ctx, email);
    const here = await tokenOf(ctx, email);
    const res = await change(here, { currentPassword: PASSWORD, password: NEW_PASSWORD, verifyPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatch(/other sessions are signed out/);
    expect(await verify(ctx, here)).toBe(200);
    expect(await verify(ctx, other)).toBe(401);
    expect(await verify(ctx, elsewhere)).toBe(401);
    const listed = (await (await ctx.call('GET', '/api/users/me/sessions', { token: here })).json()) as SessionView[];
    expect(listed.map((s) => s.current)).toEqual([true]);
    expect((await signIn(ctx, email)).status).toBe(400);
    expect(await verify(ctx, await tokenOf(ctx, email, NEW_PASSWORD))).toBe(200);
    expect(await auditActions(ctx, email)).toContain('password changed');
    // The admin's own tokens are untouched.
    expect(await verify(ctx, ctx.token)).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await change('', { currentPassword: PASSWORD, password: NEW_PASSWORD });
    expect(res.status).toBe(401);
  });
});

forEachDatabase('turning two-factor sign-in on', (ctx) => {
  const email = 'ram@example.com';

  it('counts the other sessions signed in with the password alone and signs them out on request', async () => {
    await newUser(ctx, email);
    const laptop = await tokenOf(ctx, email);
    const phone = await tokenOf(ctx, email);
    const here = await tokenOf(ctx, email);
    const start = await ctx.call('POST', '/api/users/me/2fa', { token: here });
    const { secret } = await start.json();
    const confirm = await ctx.call('POST', '/api/users/me/2fa/confirm', {
      token: here,
      json: { code: codeAt(secret) },
    });
    expect(confirm.status).toBe(200);
    expect((await confirm.json()).passwordOnlySessions).toBe(2);

    // A sign-in with the code since: not one of the password-only sessions.
    const login = await signIn(ctx, email);
    const { challenge } = await login.json();
    const second = await ctx.call('POST', '/api/users/login/2fa', {
      json: { challenge, code: codeAt(secret, 1) },
      token: null,
    });
    expect(second.status).toBe(200);
    const withCode = (await second.json()).token as string;
    const listed = (await (await ctx.call('GET', '/api/users/me/sessions', { token: here })).json()) as SessionView[];
    expect(listed.filter((s) => s.twoFactor)).toHaveLength(2); // this one (it showed the code) and the new one

    const out = await ctx.call('DELETE', '/api/users/me/sessions/password-only', { token: here });
    expect(out.status).toBe(200);
    expect((await out.json()).ended).toBe(2);
    expect(await verify(ctx, laptop)).toBe(401);
    expect(await verify(ctx, phone)).toBe(401);
    expect(await verify(ctx, here)).toBe(200);
    expect(await verify(ctx, withCode)).toBe(200);
    expect(await auditActions(ctx, email)).toContain('signed out password-only sessions');
  });
});
