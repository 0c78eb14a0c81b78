import { createHash, randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/index.ts';
import type { CustomerTable } from '../db/tables.ts';
import { ApiError } from '../http/errors.ts';

/** The customer's cookie: apart from the staff's token (a header), sent to the API only. */
export const ACCOUNT_COOKIE = 'isp_account';
const PATH = '/api';
/**
 * Beside it, a cookie the page can read that says only "this browser has signed in": /account asks
 * the API who is signed in when it is there, and shows the sign-in at once when it is not, so a
 * visitor's page asks nothing, logs no 401 and does not jump from "Loading…" to the form.
 */
export const ACCOUNT_HINT_COOKIE = 'isp_account_hint';

export type CustomerRow = {
  [K in keyof CustomerTable]: CustomerTable[K] extends import('kysely').Generated<infer T> ? T : CustomerTable[K];
};
export type AccountEnv = { Variables: { customer: CustomerRow } };

export interface AccountSessionOptions {
  days: number;
  /** SITE_URL is https: the cookie is Secure whatever the request looked like behind the proxy */
  secureSite: boolean;
  trustProxy: boolean;
  now: () => Date;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Signed-in customers (My account): a random token in an HttpOnly, SameSite=Lax cookie, kept in the
 * database as its sha256 (every server of a cluster knows it; signing out ends it everywhere).
 */
export function accountSessions(db: Db, o: AccountSessionOptions) {
  const secure = (c: Context) =>
    o.secureSite ||
    new URL(c.req.url).protocol === 'https:' ||
    (o.trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https');

  /** The session's row when the cookie names one that has not expired. */
  async function sessionOf(c: Context) {
    const token = getCookie(c, ACCOUNT_COOKIE);
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
    const row = await db.selectFrom('account_session').selectAll().where('id', '=', hash(token)).executeTakeFirst();
    return row && Number(row.expiresAt) > o.now().getTime() ? row : undefined;
  }

  async function customerOf(c: Context): Promise<CustomerRow | undefined> {
    const session = await sessionOf(c);
    if (!session) return undefined;
    const row = await db
      .selectFrom('customer')
      .selectAll()
      .where('customerId', '=', session.customerId)
      .executeTakeFirst();
    return row as CustomerRow | undefined;
  }

  return {
    /** Signs the customer in: a new session and its cookie on the answer. */
    async start(c: Context, customerId: string): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      const at = o.now().getTime();
      const maxAge = Math.round(o.days * 86_400);
      await db
        .insertInto('account_session')
        .values({ id: hash(token), customerId, createdAt: at, expiresAt: at + maxAge * 1000 })
        .execute();
      // Expired sessions go now and then, with a sign-in.
      await db.deleteFrom('account_session').where('expiresAt', '<=', at).execute();
      setCookie(c, ACCOUNT_COOKIE, token, { path: PATH, httpOnly: true, sameSite: 'Lax', secure: secure(c), maxAge });
      setCookie(c, ACCOUNT_HINT_COOKIE, '1', { path: '/', sameSite: 'Lax', secure: secure(c), maxAge });
    },
    /** The signed-in customer's record, or undefined (no cookie, an ended or expired session, a removed customer). */
    customerOf,
    /** Ends this session (here and on every server) and clears the cookie. */
    async end(c: Context): Promise<void> {
      const token = getCookie(c, ACCOUNT_COOKIE);
      if (token) await db.deleteFrom('account_session').where('id', '=', hash(token)).execute();
      deleteCookie(c, ACCOUNT_COOKIE, { path: PATH, secure: secure(c) });
      deleteCookie(c, ACCOUNT_HINT_COOKIE, { path: '/', secure: secure(c) });
    },
    /** Ends every session of a customer (a deleted account). */
    async endAll(customerId: string): Promise<void> {
      await db.deleteFrom('account_session').where('customerId', '=', customerId).execute();
    },
    /** 401 unless a customer is signed in; the handler reads them as `c.get('customer')`. */
    requireCustomer: (async (c, next) => {
      const customer = await customerOf(c);
      if (!customer) {
        // The session ended (expired, signed out elsewhere): the page stops asking.
        if (getCookie(c, ACCOUNT_HINT_COOKIE)) deleteCookie(c, ACCOUNT_HINT_COOKIE, { path: '/', secure: secure(c) });
        throw new ApiError(401, 'Please sign in to your account');
      }
      c.set('customer', customer);
      await next();
    }) as MiddlewareHandler<AccountEnv>,
  };
}
export type AccountSessions = ReturnType<typeof accountSessions>;
