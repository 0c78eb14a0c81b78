import { TOTP } from 'otpauth';
import { expect, it, vi } from 'vitest';
import { resetPassword } from '../../src/server/auth/reset-password.ts';
import { ADMIN, forEachDatabase, type TestContext } from './setup.ts';

// Issue 30, two-factor sign-in: enrol (a secret, confirmed by a code computed here from it), then
// sign-in asks for the code after the password; a recovery code works once, a TOTP code once; a
// wrong code is a failed sign-in (counted and audited); turning it off takes the password and a code; an admin may
// require it of everyone; reset-password clears it.

export const PASSWORD = 'a long enough password';
/** The code of the next time step (a step later than any accepted so far: the server refuses a step twice). */
export const codeAt = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

export async function newUser(ctx: TestContext, email: string) {
  const res = await ctx.call('POST', '/api/users', {
    json: { name: email.split('@')[0], email, password: PASSWORD, verifyPassword: PASSWORD },
  });
  expect(res.status).toBe(201);
  const login = await ctx.call('POST', '/api/users/login', { json: { email, password: PASSWORD }, token: null });
  expect(login.status).toBe(200);
  return { id: ((await res.json()) as { _id: string })._id, token: ((await login.json()) as { token: string }).token };
}

/** Enrols the user of `token`; returns the secret and the recovery codes. */
export async function enrol(ctx: TestContext, token: string) {
  const start = await ctx.call('POST', '/api/users/me/2fa', { token });
  expect(start.status).toBe(200);
  const { secret, otpauthUrl, qrCode } = await start.json();
  const confirm = await ctx.call('POST', '/api/users/me/2fa/confirm', { token, json: { code: codeAt(secret) } });
  expect(confirm.status).toBe(200);
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
  return { secret: secret as string, otpauthUrl: otpauthUrl as string, qrCode: qrCode as string, recoveryCodes };
}

forEachDatabase('two-factor sign-in', (ctx) => {
  const login = (email: string, password = PASSWORD) =>
    ctx.call('POST', '/api/users/login', { json: { email, password }, token: null });
  const second = (challenge: string, code: string) =>
    ctx.call('POST', '/api/users/login/2fa', { json: { challenge, code }, token: null });
  const challengeFor = async (email: string) => {
    const res = await login(email);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ twoFactor: true, challenge: expect.any(String) });
    return body.challenge as string;
  };
  const auditOf = async (email: string) =>
    (
      await ctx.database.db
        .selectFrom('audit')
        .select(['action', 'summary'])
        .where('userEmail', '=', email)
        .orderBy('at')
        .execute()
    ).map((a) => [a.action, a.summary]);

  it('enrols: a base32 secret and its otpauth URL, not in force until a code confirms it; ten recovery codes', async () => {
    const { token } = await newUser(ctx, 'enrol@example.com');
    const start = await ctx.call('POST', '/api/users/me/2fa', { token });
    expect(start.status).toBe(200);
    const { secret, otpauthUrl, qrCode } = await start.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+.*/);
    expect(otpauthUrl).toContain('period=30');
    expect(otpauthUrl).toContain('digits=6');
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    // Not yet in force: the password alone still signs in.
    expect((await (await login('enrol@example.com')).json()).token).toBeTruthy();
    expect((await (await ctx.call('GET', '/api/users/me/2fa', { token })).json()).enabled).toBe(false);

    const wrong = await ctx.call('POST', '/api/users/me/2fa/confirm', { token, json: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors.code).toBeTruthy();
    const empty = await ctx.call('POST', '/api/users/me/2fa/confirm', { token, json: {} });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toMatch(/code/);

    const confirm = await ctx.call('POST', '/api/users/me/2fa/confirm', { token, json: { code: codeAt(secret) } });
    expect(confirm.status).toBe(200);
    const { recoveryCodes } = await confirm.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    // Stored hashed: no code and not the secret's recovery codes in plain text.
    const stored = await ctx.database.db.selectFrom('recovery_code').selectAll().execute();
    expect(stored.some((r) => recoveryCodes.includes(r.hash))).toBe(false);
    expect(stored.filter((r) => r.hash.length === 64)).toHaveLength(10);
    const status = await (await ctx.call('GET', '/api/users/me/2fa', { token })).json();
    expect(status).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    // A second enrolment is refused while it is on.
    expect((await ctx.call('POST', '/api/users/me/2fa', { token })).status).toBe(409);
    // The Users screen sees it, never the secret.
    const users = (await (await ctx.call('GET', '/api/users')).json()) as Record<string, unknown>[];
    const row = users.find((u) => u.email === 'enrol@example.com')!;
    expect(row.twoFactor).toBe(true);
    expect(JSON.stringify(users)).not.toContain(secret);
    expect(users.find((u) => u.email === ADMIN.email)!.twoFactor).toBe(false);
  });

  it('sign-in: the password gives a challenge (no token), the code a token; a TOTP code is not accepted twice', async () => {
    const { token } = await newUser(ctx, 'totp@example.com');
    const { secret } = await enrol(ctx, token);
    const challenge = await challengeFor('totp@example.com');
    // The challenge is no session token.
    expect((await ctx.call('GET', '/api/users/verify', { token: challenge })).status).toBe(401);
    // The code the enrolment used (this step) was taken: the next step's code signs in.
    const code = codeAt(secret, 1);
    const ok = await second(challenge, code);
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.user.email).toBe('totp@example.com');
    expect((await ctx.call('GET', '/api/users/verify', { token: body.token })).status).toBe(200);
    // The same challenge is used up; the same code on a fresh challenge is a replay.
    expect((await second(challenge, codeAt(secret, 2))).status).toBe(401);
    const replay = await second(await challengeFor('totp@example.com'), code);
    expect(replay.status).toBe(400);
    expect((await replay.json()).message).toMatch(/not right/);
    // A forged or garbled challenge: 401, nothing else said.
    expect((await second('not-a-challenge', code)).status).toBe(401);
    expect((await ctx.call('POST', '/api/users/login/2fa', { json: { code }, token: null })).status).toBe(400);
  });

  it('a wrong code is a failed sign-in: audited, and counted by the sign-in guard (the 6th attempt is refused)', async () => {
    const { token } = await newUser(ctx, 'guess@example.com');
    const { secret } = await enrol(ctx, token);
    const challenge = await challengeFor('guess@example.com'); // attempt 1 (the password was right: counted until a code is)
    for (let i = 0; i < 4; i++) expect((await second(challenge, '123456')).status).toBe(400); // attempts 2–5
    const blocked = await second(challenge, codeAt(secret, 1));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    const audit = await auditOf('guess@example.com');
    expect(audit).toContainEqual(['sign-in code asked', '']);
    expect(audit.filter(([a, s]) => a === 'sign-in failed' && s === 'two-factor code')).toHaveLength(4);
    expect(audit).toContainEqual(['sign-in blocked', '']);
  });

  it('a wrong code in a later time step than the enrolment is refused (the replay guard does not hide it)', async () => {
    const { token } = await newUser(ctx, 'later@example.com');
    const { secret } = await enrol(ctx, token); // the current step is now taken
    // Two steps (60 s) on, by a controlled clock: a step the replay guard would let through.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    try {
      const challenge = await challengeFor('later@example.com');
      const right = codeAt(secret);
      const near = [-1, 0, 1].map((steps) => codeAt(secret, steps));
      const wrong = ['000000', '123456', '654321', '999999'].find((c) => !near.includes(c))!;
      const refused = await second(challenge, wrong);
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toMatch(/not right/);
      expect((await second(challenge, right)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a recovery code signs in once', async () => {
    const { token } = await newUser(ctx, 'recover@example.com');
    const { recoveryCodes } = await enrol(ctx, token);
    const first = await second(await challengeFor('recover@example.com'), recoveryCodes[3].toUpperCase());
    expect(first.status).toBe(200);
    expect((await (await ctx.call('GET', '/api/users/me/2fa', { token })).json()).recoveryCodesLeft).toBe(9);
    // A wrong code leaves the challenge open (until it expires): the same one is tried again.
    const challenge = await challengeFor('recover@example.com');
    const again = await second(challenge, recoveryCodes[3]);
    expect(again.status).toBe(400);
    // A code that is no one's is no good either.
    expect((await second(challenge, 'abcd-efgh-jkmn-pqrs')).status).toBe(400);
    expect((await second(challenge, recoveryCodes[4])).status).toBe(200);
    expect((await (await ctx.call('GET', '/api/users/me/2fa', { token })).json()).recoveryCodesLeft).toBe(8);
    expect(await auditOf('recover@example.com')).toContainEqual(['sign-in', 'two-factor code']);
  });

  it('turning it off takes the password and a current code; then the password alone signs in again', async () => {
    const { token } = await newUser(ctx, 'off@example.com');
    const { secret } = await enrol(ctx, token);
    const noCode = await ctx.call('DELETE', '/api/users/me/2fa', { token, json: {} });
    expect(noCode.status).toBe(400);
    const wrong = await ctx.call('DELETE', '/api/users/me/2fa', {
      token,
      json: { password: PASSWORD, code: '999999' },
    });
    expect(wrong.status).toBe(400);
    expect((await login('off@example.com')).status).toBe(200);
    expect((await (await login('off@example.com')).json()).twoFactor).toBe(true);
    const off = await ctx.call('DELETE', '/api/users/me/2fa', {
      token,
      json: { password: PASSWORD, code: codeAt(secret, 1) },
    });
    expect(off.status).toBe(200);
    const after = await (await login('off@example.com')).json();
    expect(after.token).toBeTruthy();
    expect(after.twoFactor).toBeUndefined();
    expect(
      await ctx.database.db.selectFrom('recovery_code').selectAll().where('userId', '=', after.user._id).execute(),
    ).toEqual([]);
    expect(
      (await ctx.call('DELETE', '/api/users/me/2fa', { token, json: { password: PASSWORD, code: '123456' } })).status,
    ).toBe(409);
    const audit = (await auditOf('off@example.com')).map(([a]) => a);
    expect(audit).toEqual(expect.arrayContaining(['two-factor set-up started', 'two-factor on', 'two-factor off']));
  });

  it('counts wrong passwords and codes when turning it off, like sign-in’s second step: 429 after 5, audited', async () => {
    const { token } = await newUser(ctx, 'guess-off@example.com');
    const { secret } = await enrol(ctx, token);
    const off = (json: Record<string, string>) => ctx.call('DELETE', '/api/users/me/2fa', { token, json });
    const noPassword = await off({ code: '123456' });
    expect(noPassword.status).toBe(400);
    expect((await noPassword.json()).errors.password).toBe('Password is required');
    const wrongPassword = await off({ password: 'not the password', code: codeAt(secret, 1) });
    expect(wrongPassword.status).toBe(400);
    expect((await wrongPassword.json()).errors.password).toBe('That password is not right.');
    // A flood of wrong codes: after the limit, each is refused before any check.
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => off({ password: PASSWORD, code: String(100000 + i) })),
    ).then((all) => all.map((r) => r.status));
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - statuses.filter((s) => s === 400).length);
    // Locked out: even the right password and code wait.
    const locked = await off({ password: PASSWORD, code: codeAt(secret, 1) });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();
    expect((await (await ctx.call('GET', '/api/users/me/2fa', { token })).json()).enabled).toBe(true);
    const audit = (await auditOf('guess-off@example.com')).map(([a]) => a);
    expect(audit.filter((a) => a === 'two-factor off refused').length).toBeGreaterThanOrEqual(2);
    expect(audit).toContain('sign-in blocked');
  });

  it('counts wrong codes when confirming the set-up too', async () => {
    const { token } = await newUser(ctx, 'guess-on@example.com');
    expect((await ctx.call('POST', '/api/users/me/2fa', { token })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await ctx.call('POST', '/api/users/me/2fa/confirm', { token, json: { code: String(200000 + i) } })).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect((await auditOf('guess-on@example.com')).map(([a]) => a)).toContain('two-factor set-up code refused');
  });

  it('required for everyone: a user without it gets mustEnrol and nothing but their account until enrolled', async () => {
    const { token } = await newUser(ctx, 'must@example.com');
    const boss = await newUser(ctx, 'boss@example.com');
    const bad = await ctx.call('PUT', '/api/users/2fa-policy', { token: boss.token, json: { required: 'yes' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBeTruthy();
    // Only someone who has it may require it (else they would lock themselves out).
    const notYet = await ctx.call('PUT', '/api/users/2fa-policy', { token: boss.token, json: { required: true } });
    expect(notYet.status).toBe(409);
    await enrol(ctx, boss.token);
    const on = await ctx.call('PUT', '/api/users/2fa-policy', { token: boss.token, json: { required: true } });
    expect(on.status).toBe(200);
    try {
      expect(await (await ctx.call('GET', '/api/users/2fa-policy', { token: boss.token })).json()).toEqual({
        required: true,
      });
      expect((await ctx.call('GET', '/api/booking', { token: boss.token })).status).toBe(200);
      const signIn = await (await login('must@example.com')).json();
      expect(signIn.mustEnrol).toBe(true);
      const fresh = signIn.token as string;
      // The old token as well as the new one: the rule is read from the database, not the token.
      for (const t of [token, fresh]) {
        const refused = await ctx.call('GET', '/api/booking', { token: t });
        expect(refused.status).toBe(403);
        expect((await refused.json()).message).toMatch(/Two-factor sign-in is required/);
        expect((await ctx.call('POST', '/api/users', { token: t, json: {} })).status).toBe(403);
        expect((await ctx.call('PUT', '/api/users/2fa-policy', { token: t, json: { required: false } })).status).toBe(
          403,
        );
      }
      expect((await (await ctx.call('GET', '/api/users/verify', { token: fresh })).json()).mustEnrol).toBe(true);
      expect((await ctx.call('GET', '/api/users/me/sessions', { token: fresh })).status).toBe(200);
      const { secret } = await enrol(ctx, fresh);
      expect((await ctx.call('GET', '/api/booking', { token: fresh })).status).toBe(200);
      expect((await (await ctx.call('GET', '/api/users/verify', { token: fresh })).json()).mustEnrol).toBeUndefined();
      // While required, it cannot be turned off.
      const off = await ctx.call('DELETE', '/api/users/me/2fa', {
        token: fresh,
        json: { password: PASSWORD, code: codeAt(secret, 1) },
      });
      expect(off.status).toBe(409);
    } finally {
      const policyOff = await ctx.call('PUT', '/api/users/2fa-policy', {
        token: boss.token,
        json: { required: false },
      });
      expect(policyOff.status).toBe(200);
    }
    expect((await ctx.call('GET', '/api/booking', { token })).status).toBe(200);
  });

  it('reset-password turns the second factor off (and says so) and ends the sessions', async () => {
    const { token } = await newUser(ctx, 'lost@example.com');
    await enrol(ctx, token);
    const result = await resetPassword(ctx.database.db, 'lost@example.com', 'a brand new password');
    expect(result).toEqual({ ok: true, generated: undefined, twoFactorCleared: true });
    expect((await ctx.call('GET', '/api/users/verify', { token })).status).toBe(401);
    const signIn = await (await login('lost@example.com', 'a brand new password')).json();
    expect(signIn.user.email).toBe('lost@example.com');
    expect(signIn.token).toBeTruthy();
    expect(signIn.twoFactor).toBeUndefined();
    const again = await resetPassword(ctx.database.db, 'lost@example.com', 'another new password');
    expect(again).toMatchObject({ ok: true, twoFactorCleared: false });
  });

  it('a change of password ends the challenges given before it, as it ends tokens', async () => {
    const { id, token } = await newUser(ctx, 'changed@example.com');
    const { secret } = await enrol(ctx, token);
    const before = await challengeFor('changed@example.com');
    await new Promise((r) => setTimeout(r, 5));
    const password = 'the changed password';
    const put = await ctx.call('PUT', `/api/users/${id}`, { json: { password, verifyPassword: password } });
    expect(put.status).toBe(200);
    expect((await second(before, codeAt(secret, 1))).status).toBe(401);
    const res = await login('changed@example.com', password);
    const { challenge } = await res.json();
    expect((await second(challenge, codeAt(secret, 1))).status).toBe(200);
  });
});
