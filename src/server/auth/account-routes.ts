import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { auditName } from '../../lib/history.ts';
import { codeSchema, secondStepSchema, turnOffSchema, twoFactorPolicySchema } from '../../lib/schemas/two-factor.ts';
import { changePasswordSchema } from '../../lib/schemas/user.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Db } from '../db/index.ts';
import { parse, readInput } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { noteAudit } from '../history/audit.ts';
import { readSettings } from '../settings/store.ts';
import { isId } from '../storage/records.ts';
import { endEverySession, endSessions, listSessions, startSession } from './sessions.ts';
import { toAuthUser, type AuthEnv, type AuthUser, type Tokens } from './tokens.ts';
import {
  clearTwoFactor,
  codeStep,
  hasTwoFactor,
  looksLikeRecoveryCode,
  newEnrolment,
  newRecoveryCodes,
  hashCode,
  setTwoFactorRequired,
  takeStep,
  twoFactorRequired,
  spendRecoveryCode,
  type Challenges,
} from './two-factor.ts';

export interface AccountDeps {
  db: Db;
  tokens: Tokens;
  challenges: Challenges;
  /** where a request came from, for its session */
  where: (c: Context) => { address: string; userAgent: string };
  loginGuard?: {
    guard: (identify: (c: Context) => Promise<string | undefined>) => MiddlewareHandler;
    after?: (c: Context, email: string, ok: boolean | 'challenge', step?: CodeStep) => void | Promise<void>;
  };
}

/** Where a two-factor code is checked: signing in, turning it on, turning it off. */
export type CodeStep = 'code' | 'set-up' | 'turn-off';

const WRONG_CODE = 'That code is not right. Type the current code from your app, or one of your recovery codes.';
const WRONG_PASSWORD = 'That password is not right.';
const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
const SAME_PASSWORD = 'The new password is the one you have now. Choose another.';
const EMAIL_AS_PASSWORD = 'Your email address is too easy to guess as a password. Choose another.';
const CHALLENGE_GONE = 'This sign-in has expired or was already used. Please sign in again.';

/**
 * The user's own account (issue 30), under /api/users: the second step of sign-in, two-factor
 * enrolment, one's own sessions (`/me/...`, every signed-in user), and the admin's side: a user's
 * sessions, signing them out everywhere and the require-two-factor policy. Mounted before the users'
 * CRUD so `/me` and `/2fa-policy` are never read as a user's id.
 */
export function accountRoutes({ db, tokens, challenges, where, loginGuard }: AccountDeps) {
  const app = new Hono<AuthEnv>();
  const userRow = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  const me = async (c: Context<AuthEnv>) => (await userRow(c.get('user')._id))!;
  const audit = (c: Context<AuthEnv>, action: string, user: AuthUser) =>
    noteAudit(c, { action, entity: 'users', recordId: user._id, recordName: auditName(user) });

  /** The right second factor: a TOTP code not used before, or an unused recovery code (then used up). */
  const secondFactorOk = async (row: { id: string; totpSecret: string | null }, code: string) => {
    if (!row.totpSecret) return false;
    if (/^\d{6}$/.test(code)) {
      const step = codeStep(row.totpSecret, code);
      return step !== undefined && (await takeStep(db, row.id, step));
    }
    return looksLikeRecoveryCode(code) && (await spendRecoveryCode(db, row.id, code));
  };

  // The account a second step is for, for the sign-in guard's counts (a forged challenge names none).
  const challengedEmail = async (c: Context) => {
    try {
      const input = secondStepSchema.safeParse(await readInput(c));
      const claim = input.success ? await challenges.read(input.data.challenge) : undefined;
      const row = claim && isId(claim.sub) ? await userRow(claim.sub) : undefined;
      return row ? String(row.email) : undefined;
    } catch {
      return undefined;
    }
  };
  const open: MiddlewareHandler = async (_c, next) => next();
  // A code checked for a signed-in user (turning two-factor on or off) is counted like the sign-in's
  // second step: per account and client, locked out past the limit, every wrong one audited.
  const ownEmail = async (c: Context) => (c as Context<AuthEnv>).get('user').email.toLowerCase();
  const countCodes = loginGuard ? loginGuard.guard(ownEmail) : open;
  const counted = (c: Context<AuthEnv>, ok: boolean, step: CodeStep) =>
    loginGuard?.after?.(c, c.get('user').email.toLowerCase(), ok, step);

  app.post('/login/2fa', loginGuard ? loginGuard.guard(challengedEmail) : open, async (c) => {
    const { challenge, code } = parse(secondStepSchema, await readInput(c));
    const claim = await challenges.read(challenge);
    const used =
      claim && (await db.selectFrom('revoked_token').select('id').where('id', '=', claim.jti).executeTakeFirst());
    const row = claim && !used && isId(claim.sub) ? await userRow(claim.sub) : undefined;
    // A password changed (or reset) since the challenge was given ends it, as it ends tokens.
    if (!claim || !row || !hasTwoFactor(row) || claim.iatMs < Number(row.tokensValidAfter))
      throw new ApiError(401, CHALLENGE_GONE);
    const ok = await secondFactorOk(row, code);
    await loginGuard?.after?.(c, String(row.email), ok, 'code');
    if (!ok) throw new ApiError(400, WRONG_CODE, { code: WRONG_CODE });
    // Single use: the first success takes the challenge; a second one racing it is refused.
    const taken = await db
      .insertInto('revoked_token')
      .values({ id: claim.jti, expiresAt: claim.exp * 1000 })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(taken.numInsertedOrUpdatedRows ?? 1) === 0) throw new ApiError(401, CHALLENGE_GONE);
    const token = await startSession(db, tokens, String(row.id), where(c), Date.now(), true);
    return c.json({ token, user: toAuthUser(row) });
  });

  // ---- two-factor sign-in for oneself

  app.get('/me/2fa', async (c) => {
    const row = await me(c);
    const left = await db
      .selectFrom('recovery_code')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('userId', '=', row.id)
      .where('usedAt', 'is', null)
      .executeTakeFirstOrThrow();
    return c.json({
      enabled: hasTwoFactor(row),
      recoveryCodesLeft: hasTwoFactor(row) ? Number(left.n) : 0,
      required: await twoFactorRequired(db),
    });
  });

  // A new secret, not in force until a code from it confirms it (a second POST replaces it).
  app.post('/me/2fa', async (c) => {
    const row = await me(c);
    if (hasTwoFactor(row))
      throw new ApiError(409, 'Two-factor sign-in is already on. Turn it off first to set it up again.');
    const issuer = (await readSettings(db)).name || 'Admin';
    const enrolment = await newEnrolment(String(row.email), issuer);
    await db
      .updateTable('users')
      .set({ totpSecret: enrolment.secret, totpLastStep: 0 })
      .where('id', '=', row.id)
      .execute();
    audit(c, 'two-factor set-up started', c.get('user'));
    return c.json(enrolment);
  });

  app.post('/me/2fa/confirm', countCodes, async (c) => {
    const { code } = parse(codeSchema, await readInput(c));
    const row = await me(c);
    if (hasTwoFactor(row)) throw new ApiError(409, 'Two-factor sign-in is already on.');
    if (!row.totpSecret) throw new ApiError(409, 'Start the set-up first: no secret waits for a code.');
    const step = codeStep(row.totpSecret, code);
    const ok = step !== undefined && (await takeStep(db, row.id, step));
    await counted(c, ok, 'set-up');
    if (!ok)
      throw new ApiError(400, WRONG_CODE, { code: 'That code is not right. Type the current code from your app.' });
    const recoveryCodes = newRecoveryCodes();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('recovery_code').where('userId', '=', row.id).execute();
      await trx
        .insertInto('recovery_code')
        .values(recoveryCodes.map((code) => ({ hash: hashCode(code), userId: row.id, usedAt: null })))
        .execute();
      await trx.updateTable('users').set({ totpConfirmedAt: Date.now() }).where('id', '=', row.id).execute();
      // This session has just shown the second factor: it is not one signed in with the password alone.
      const jti = c.get('session').jti;
      if (jti) await trx.updateTable('session').set({ twoFactor: 1 }).where('id', '=', jti).execute();
    });
    audit(c, 'two-factor on', c.get('user'));
    // Issue 42: the sessions signed in with the password alone, which the admin offers to sign out.
    const passwordOnly = (await listSessions(db, row.id, c.get('session').jti)).filter(
      (s) => !s.current && !s.twoFactor,
    ).length;
    return c.json({ recoveryCodes, passwordOnlySessions: passwordOnly });
  });

  // Turning it off takes the password and a current code (or a recovery code): a session left open
  // is not enough, and wrong ones are counted (countCodes).
  app.delete('/me/2fa', countCodes, async (c) => {
    const { password, code } = parse(turnOffSchema, await readInput(c));
    const row = await me(c);
    if (!hasTwoFactor(row)) {
      if (row.totpSecret) await clearTwoFactor(db, row.id); // a set-up never confirmed
      throw new ApiError(409, 'Two-factor sign-in is not on.');
    }
    if (await twoFactorRequired(db))
      throw new ApiError(409, 'Two-factor sign-in is required for every user; it cannot be turned off.');
    // The password first: a wrong one spends no code.
    const passwordOk = await verifyPassword(password, row.passwordHash);
    const ok = passwordOk && (await secondFactorOk(row, code));
    await counted(c, ok, 'turn-off');
    if (!passwordOk) throw new ApiError(400, WRONG_PASSWORD, { password: WRONG_PASSWORD });
    if (!ok) throw new ApiError(400, WRONG_CODE, { code: WRONG_CODE });
    await clearTwoFactor(db, row.id);
    audit(c, 'two-factor off', c.get('user'));
    return c.json({ message: 'Two-factor sign-in is off' });
  });

  // ---- one's own sessions

  app.get('/me/sessions', async (c) => c.json(await listSessions(db, c.get('user')._id, c.get('session').jti)));

  app.delete('/me/sessions', async (c) => {
    const ended = await endSessions(db, c.get('user')._id, 'all-but', c.get('session').jti);
    audit(c, 'signed out other sessions', c.get('user'));
    return c.json({ message: `Signed out ${ended} other session${ended === 1 ? '' : 's'}`, ended });
  });

  // After turning two-factor sign-in on: the other sessions signed in with the password alone (issue 42).
  app.delete('/me/sessions/password-only', async (c) => {
    const ended = await endSessions(db, c.get('user')._id, 'password-only', c.get('session').jti);
    audit(c, 'signed out password-only sessions', c.get('user'));
    return c.json({
      message: `Signed out ${ended} session${ended === 1 ? '' : 's'} without two-factor sign-in`,
      ended,
    });
  });

  app.delete('/me/sessions/:sessionId', async (c) => {
    const ended = await endSessions(db, c.get('user')._id, [c.req.param('sessionId')]);
    if (!ended) throw new ApiError(404, 'No session of yours with that id');
    audit(c, 'signed out a session', c.get('user'));
    return c.json({ message: 'Session signed out' });
  });

  // ---- one's own password (issue 42): the current one first; every other session is signed out

  app.post('/me/password', async (c) => {
    const input = parse(changePasswordSchema, await readInput(c));
    const row = await me(c);
    if (!(await verifyPassword(input.currentPassword, String(row.passwordHash))))
      throw new ApiError(400, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    if (input.password === input.currentPassword) throw new ApiError(400, SAME_PASSWORD, { password: SAME_PASSWORD });
    if (input.password.trim().toLowerCase() === String(row.email).toLowerCase())
      throw new ApiError(400, EMAIL_AS_PASSWORD, { password: EMAIL_AS_PASSWORD });
    const session = c.get('session');
    await db
      .updateTable('users')
      // Tokens issued before this session's stop working (those from before sessions were recorded too)…
      .set({ passwordHash: await hashPassword(input.password), tokensValidAfter: session.iatMs })
      .where('id', '=', row.id)
      .execute();
    // …and every other recorded session ends, this one kept.
    const ended = await endSessions(db, row.id, 'all-but', session.jti);
    audit(c, 'password changed', c.get('user'));
    return c.json({ message: 'Your password is changed. Your other sessions are signed out.', ended });
  });

  // ---- the admin's side (admin only by the roles policy: not under /me)

  app.get('/2fa-policy', async (c) => c.json({ required: await twoFactorRequired(db) }));

  app.put('/2fa-policy', async (c) => {
    const { required } = parse(twoFactorPolicySchema, await readInput(c));
    // Whoever requires it has it: an admin without it would lock themselves out of everything but their account.
    if (required && !hasTwoFactor(await me(c)))
      throw new ApiError(409, 'Set up two-factor sign-in for yourself (Your account) before requiring it of everyone.');
    await setTwoFactorRequired(db, required);
    noteAudit(c, {
      action: required ? 'two-factor required' : 'two-factor optional',
      entity: 'users',
      recordId: '',
      summary: 'two-factor policy',
    });
    return c.json({ required });
  });

  const otherUser = async (c: Context<AuthEnv>) => {
    const id = c.req.param('id') ?? '';
    const row = isId(id) ? await userRow(id) : undefined;
    if (!row) throw new ApiError(404, 'No user with that id');
    return row;
  };

  app.get('/:id/sessions', async (c) => {
    const row = await otherUser(c);
    return c.json(await listSessions(db, row.id, c.get('session').jti));
  });

  // Signs the user out everywhere, the tokens from before sessions were recorded included.
  app.delete('/:id/sessions', async (c) => {
    const row = await otherUser(c);
    await endEverySession(db, row.id);
    audit(c, 'signed out everywhere', toAuthUser(row));
    return c.json({ message: `${row.name} is signed out everywhere` });
  });

  return app;
}
