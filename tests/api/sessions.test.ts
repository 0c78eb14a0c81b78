import { expect, it } from 'vitest';
import type { SessionView } from '../../src/lib/sessions.ts';
import { browserOf } from '../../src/server/auth/sessions.ts';
import { forEachDatabase } from './setup.ts';

// Issue 30, sessions: each sign-in is a session (where and when), listed for its user with the
// current one marked; one or all others can be signed out and stop working at once; an admin signs
// a user out everywhere.

const PASSWORD = 'a long enough password';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

forEachDatabase('sessions', (ctx) => {
  const signIn = async (email: string, userAgent: string, address = '203.0.113.7') => {
    const res = await ctx.call('POST', '/api/users/login', {
      json: { email, password: PASSWORD },
      token: null,
      headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
    });
    expect(res.status).toBe(200);
    return (await res.json()).token as string;
  };
  const sessions = async (token: string, path = '/api/users/me/sessions') => {
    const res = await ctx.call('GET', path, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as SessionView[];
  };
  const verify = async (token: string) => (await ctx.call('GET', '/api/users/verify', { token })).status;
  let userId = '';

  it('lists where and when each sign-in happened, newest first, the current one marked', async () => {
    const created = await ctx.call('POST', '/api/users', {
      json: { name: 'Desk', email: 'desk@example.com', password: PASSWORD, verifyPassword: PASSWORD },
    });
    userId = (await created.json())._id;
    const office = await signIn('desk@example.com', CHROME);
    const phone = await signIn('desk@example.com', IPHONE, '198.51.100.20');
    const list = await sessions(phone);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ browser: 'Safari 17 on iOS', current: true });
    expect(list[1]).toMatchObject({ browser: 'Chrome 131 on Windows', current: false });
    expect(list.map((s) => s.current)).toEqual([true, false]);
    expect(Date.parse(list[0].expiresAt)).toBeGreaterThan(Date.parse(list[0].issuedAt));
    expect((await sessions(office)).find((s) => s.current)?._id).toBe(list[1]._id);
  });

  it('signs out one session: its token is refused at once, the others keep working', async () => {
    const a = await signIn('desk@example.com', CHROME);
    const b = await signIn('desk@example.com', CHROME);
    const target = (await sessions(a)).find((s) => s.current)!;
    const out = await ctx.call('DELETE', `/api/users/me/sessions/${target._id}`, { token: b });
    expect(out.status).toBe(200);
    expect(await verify(a)).toBe(401);
    expect((await ctx.call('GET', '/api/booking', { token: a })).status).toBe(401);
    expect(await verify(b)).toBe(200);
    expect((await sessions(b)).map((s) => s._id)).not.toContain(target._id);
    // Someone else's session, or one that is gone: 404.
    const admins = await sessions(ctx.token);
    const notMine = await ctx.call('DELETE', `/api/users/me/sessions/${admins[0]._id}`, { token: b });
    expect(notMine.status).toBe(404);
    expect((await notMine.json()).message).toBeTruthy();
    expect(await verify(ctx.token)).toBe(200);
    expect((await ctx.call('DELETE', `/api/users/me/sessions/${target._id}`, { token: b })).status).toBe(404);
  });

  it('signs out all other sessions, keeping this one', async () => {
    const others = [await signIn('desk@example.com', CHROME), await signIn('desk@example.com', IPHONE)];
    const mine = await signIn('desk@example.com', CHROME);
    const res = await ctx.call('DELETE', '/api/users/me/sessions', { token: mine });
    expect(res.status).toBe(200);
    expect((await res.json()).ended).toBeGreaterThanOrEqual(2);
    for (const t of others) expect(await verify(t)).toBe(401);
    expect(await verify(mine)).toBe(200);
    const left = await sessions(mine);
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  it('logout removes its session from the list', async () => {
    const keep = await signIn('desk@example.com', CHROME);
    const leave = await signIn('desk@example.com', IPHONE);
    expect(await sessions(keep)).toHaveLength(3);
    expect((await ctx.call('POST', '/api/users/logout', { token: leave })).status).toBe(200);
    expect(await sessions(keep)).toHaveLength(2);
  });

  it('an admin sees a user’s sessions and signs them out everywhere', async () => {
    const t1 = await signIn('desk@example.com', CHROME);
    const t2 = await signIn('desk@example.com', IPHONE);
    const theirs = await sessions(ctx.token, `/api/users/${userId}/sessions`);
    expect(theirs.length).toBeGreaterThanOrEqual(2);
    expect(theirs.every((s) => !s.current)).toBe(true);
    const out = await ctx.call('DELETE', `/api/users/${userId}/sessions`);
    expect(out.status).toBe(200);
    expect(await verify(t1)).toBe(401);
    expect(await verify(t2)).toBe(401);
    expect(await sessions(ctx.token, `/api/users/${userId}/sessions`)).toEqual([]);
    expect(await verify(ctx.token)).toBe(200);
    // They can sign in again afterwards.
    expect(await verify(await signIn('desk@example.com', CHROME))).toBe(200);
    expect((await ctx.call('GET', '/api/users/000000000000000000000000/sessions')).status).toBe(404);
    expect((await ctx.call('DELETE', '/api/users/nope/sessions')).status).toBe(404);
    const audit = await ctx.database.db.selectFrom('audit').select('action').where('recordId', '=', userId).execute();
    expect(audit.map((a) => a.action)).toContain('signed out everywhere');
  });

  it('a token issued before sessions were recorded keeps working (no row) until it expires', async () => {
    const token = await signIn('desk@example.com', CHROME);
    const jti = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti;
    await ctx.database.db.deleteFrom('session').where('id', '=', jti).execute();
    expect(await verify(token)).toBe(200);
    expect((await sessions(token)).some((s) => s.current)).toBe(false);
  });
});

it('summarises user agents in a few words', () => {
  expect(browserOf(CHROME)).toBe('Chrome 131 on Windows');
  expect(browserOf(IPHONE)).toBe('Safari 17 on iOS');
  expect(browserOf('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
    'Firefox 133 on Linux',
  );
  expect(
    browserOf(
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
    ),
  ).toBe('Edge 131 on Android');
  expect(browserOf('')).toBe('Unknown browser');
  expect(browserOf('curl/8.5.0')).toBe('Unknown browser');
});

forEachDatabase('first sign-in', (ctx) => {
  it('tells a user their first session from the later ones (the dashboard says welcome, not welcome back)', async () => {
    const email = 'first-time@example.com';
    const created = await ctx.call('POST', '/api/users', {
      json: { name: 'First Time', email, password: PASSWORD, verifyPassword: PASSWORD },
    });
    expect(created.status).toBe(201);
    const login = async () => {
      const res = await ctx.call('POST', '/api/users/login', { json: { email, password: PASSWORD }, token: null });
      expect(res.status).toBe(200);
      return (await res.json()) as { token: string; user: { firstSignIn: boolean } };
    };
    const verified = async (token: string) =>
      ((await (await ctx.call('GET', '/api/users/verify', { token })).json()) as { user: { firstSignIn: boolean } })
        .user.firstSignIn;
    const first = await login();
    expect(first.user.firstSignIn).toBe(true);
    // A reload of the admin in that first session is still the first visit.
    expect(await verified(first.token)).toBe(true);
    const second = await login();
    expect(second.user.firstSignIn).toBe(false);
    expect(await verified(second.token)).toBe(false);
    expect(await verified(first.token)).toBe(false);
  });
});
