import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { sign, verify } from 'hono/jwt';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { isRole, roleRefusal, type Role } from '../../lib/roles.ts';
import { allows } from '../../lib/access.ts';
import { ruleFor } from '../../lib/api-access.ts';
import { checkEnrolment } from './two-factor.ts';

// A type rather than an interface, so a user is also a plain record (a revision's snapshot).
export type AuthUser = {
  _id: string;
  name: string;
  email: string;
  /** what the user may use (src/lib/roles.ts) */
  role: Role;
  createdAt: string;
};
/** The token a request came with, as read (logout revokes it). */
export type Session = { sub: string; iatMs: number; exp: number; jti?: string };
export type AuthEnv = { Variables: { user: AuthUser; session: Session } };

const ALG = 'HS256'; // the only algorithm accepted: 'none' and every other one fail verification

/** JWT_SECRET, or a secret generated once and kept in the database (never a constant in the code). */
export async function resolveSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'jwtSecret').executeTakeFirst();
  if (row) return String(row.value);
  const secret = randomBytes(48).toString('base64url');
  await db
    .insertInto('meta')
    .values({ key: 'jwtSecret', value: secret })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await db.selectFrom('meta').select('value').where('key', '=', 'jwtSecret').executeTakeFirstOrThrow();
  return String(stored.value);
}

export function tokens(secret: string, ttlHours: number) {
  /** A token with its id and times, which its session row records (sessions.ts). */
  const issueWithId = async (userId: string): Promise<{ token: string; jti: string; iatMs: number; exp: number }> => {
    const now = Date.now();
    // jti: the token's own id, which a logout revokes (revoked_token) without ending the user's other sessions.
    const jti = randomBytes(16).toString('base64url');
    const exp = Math.floor(now / 1000 + ttlHours * 3600);
    const token = await sign({ sub: userId, iat: Math.floor(now / 1000), iatMs: now, exp, jti }, secret, ALG);
    return { token, jti, iatMs: now, exp };
  };
  return {
    issueWithId,
    async issue(userId: string): Promise<string> {
      return (await issueWithId(userId)).token;
    },
    /**
     * The payload of a valid, unexpired token, or undefined. A token must carry exp: hono's verify
     * checks exp only when present, and a token without one would never expire.
     */
    async read(token: string): Promise<Session | undefined> {
      try {
        const payload = await verify(token, secret, { alg: ALG, exp: true, iat: true });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.iatMs !== 'number' ||
          typeof payload.exp !== 'number' ||
          !Number.isFinite(payload.exp)
        )
          return undefined;
        if (payload.jti !== undefined && (typeof payload.jti !== 'string' || payload.jti.length > 64)) return undefined;
        return {
          sub: payload.sub,
          iatMs: payload.iatMs,
          exp: payload.exp,
          ...(payload.jti ? { jti: payload.jti } : {}),
        };
      } catch {
        return undefined;
      }
    },
  };
}
export type Tokens = ReturnType<typeof tokens>;

export const toAuthUser = (row: Record<string, unknown>): AuthUser => ({
  _id: String(row.id),
  name: String(row.name),
  email: String(row.email),
  role: String(row.role) as Role,
  createdAt: String(row.createdAt),
});

/**
 * The API's one door, before every route: the call's rule (src/lib/api-access.ts, from the entities'
 * definitions and the table of the other routes) decides. A public route lets anyone through (published-or-
 * staff reads a token when one is sent); every other needs a valid x-auth-token of an existing user issued
 * after the user's cut-off (else 401), whose role the rule lets through (else 403 naming what the role may do).
 */
export function requireAuth(db: Db, tokenService: Tokens): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const rule = ruleFor(c.req.method, c.req.path.replace(/^\/api(?=\/)/, ''));
    const token = c.req.header('x-auth-token');
    if (rule.public && !(rule.readsToken && token)) return next();
    if (!token) throw new ApiError(401, 'No token, authorization denied');
    const payload = await tokenService.read(token);
    if (!payload) throw new ApiError(401, 'Token is not valid or has expired');
    const row = await sessionRow(db, payload);
    const user = toAuthUser(row);
    // Checked against the user's role as stored now.
    if (!isRole(user.role)) throw new ApiError(403, 'Your account has no role; ask an admin to give it one');
    if (!allows(rule, user.role)) throw new ApiError(403, roleRefusal(user.role));
    // Two-factor sign-in required and not set up: nothing but one's own account (issue 30).
    if (!rule.ownAccount) await checkEnrolment(db, row);
    c.set('user', user);
    c.set('session', payload);
    await next();
  };
}

/**
 * The user row of a session that is still valid: the user exists, the session was not ended
 * (logout) and began after the user's cut-off; else a 401. Also read by a preview's page (issue 31).
 */
export async function sessionRow(db: Db, payload: Session): Promise<Record<string, unknown>> {
  const [row, revoked] = await Promise.all([
    /^[0-9a-f]{24}$/.test(payload.sub)
      ? db.selectFrom('users').selectAll().where('id', '=', payload.sub).executeTakeFirst()
      : undefined,
    payload.jti
      ? db.selectFrom('revoked_token').select('id').where('id', '=', payload.jti).executeTakeFirst()
      : undefined,
  ]);
  if (!row || revoked || payload.iatMs < Number(row.tokensValidAfter))
    throw new ApiError(401, 'Token is no longer valid');
  return row;
}

/**
 * Ends one session on the server: the token's id is kept as revoked until the token would have
 * expired (expired ones are purged on the way). A token from before 0021 has no id; for it the
 * user's cut-off moves instead, which ends that user's other sessions too.
 */
export async function revokeSession(db: Db, session: Session, now = Date.now()): Promise<void> {
  if (session.jti) {
    await db.deleteFrom('revoked_token').where('expiresAt', '<', now).execute();
    await db
      .insertInto('revoked_token')
      .values({ id: session.jti, expiresAt: session.exp * 1000 })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await db.deleteFrom('session').where('id', '=', session.jti).execute();
    return;
  }
  await db
    .updateTable('users')
    .set({ tokensValidAfter: Math.max(now, session.iatMs + 1) })
    .where('id', '=', session.sub)
    .execute();
}
