import type { Db } from '../db/index.ts';
import type { SessionView } from '../../lib/sessions.ts';
import type { Tokens } from './tokens.ts';

// Sessions (issue 30): every token issued at sign-in has a row (its jti), so a user sees where and
// when each live sign-in happened and ends one, or all but this one; an admin ends all of a user's.
// Ending one revokes its jti (revoked_token, which requireAuth checks on every request), so it stops
// working at once; the row goes.

/** Issues a token and writes its session; expired sessions are swept on the way. */
export async function startSession(
  db: Db,
  tokens: Tokens,
  userId: string,
  where: { address: string; userAgent: string },
  now = Date.now(),
  twoFactor = false,
): Promise<string> {
  const issued = await tokens.issueWithId(userId);
  await db.deleteFrom('session').where('expiresAt', '<', now).execute();
  await db
    .insertInto('session')
    .values({
      id: issued.jti,
      userId,
      issuedAt: issued.iatMs,
      expiresAt: issued.exp * 1000,
      address: where.address.slice(0, 100),
      browser: browserOf(where.userAgent),
      twoFactor: twoFactor ? 1 : 0,
    })
    .execute();
  await db
    .updateTable('users')
    .set((eb) => ({ signIns: eb('signIns', '+', 1) }))
    .where('id', '=', userId)
    .execute();
  return issued.token;
}

/**
 * Whether the user is in their first signed-in session (issue 42: the dashboard welcomes them, not
 * "back"): `row` read before the sign-in counted (`counted` false) or after it (true, /verify).
 */
export const firstSignIn = (row: { signIns?: unknown }, counted: boolean) =>
  Number(row.signIns ?? 0) <= (counted ? 1 : 0);

/** A user's live sessions, newest first; `currentId` is marked. */
export async function listSessions(db: Db, userId: string, currentId?: string, now = Date.now()) {
  const user = await db.selectFrom('users').select('tokensValidAfter').where('id', '=', userId).executeTakeFirst();
  const rows = await db
    .selectFrom('session')
    .selectAll()
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    // a session issued before a password change (or "sign out everywhere") no longer works
    .where('issuedAt', '>=', Number(user?.tokensValidAfter ?? 0))
    .orderBy('issuedAt', 'desc')
    .execute();
  return rows.map(
    (r): SessionView => ({
      _id: r.id,
      issuedAt: new Date(Number(r.issuedAt)).toISOString(),
      expiresAt: new Date(Number(r.expiresAt)).toISOString(),
      address: r.address,
      browser: r.browser,
      twoFactor: Number(r.twoFactor) === 1,
      current: r.id === currentId,
    }),
  );
}

/**
 * Ends the given sessions of a user (their tokens are revoked); returns how many there were.
 * 'password-only': every one but `keep` signed in without a second factor (issue 42).
 */
export async function endSessions(
  db: Db,
  userId: string,
  ids: string[] | 'all-but' | 'password-only',
  keep?: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let q = trx.selectFrom('session').select(['id', 'expiresAt']).where('userId', '=', userId);
    if (ids === 'all-but' || ids === 'password-only') {
      if (ids === 'password-only') q = q.where('twoFactor', '=', 0);
      if (keep) q = q.where('id', '!=', keep);
    } else {
      if (!ids.length) return 0;
      q = q.where('id', 'in', ids);
    }
    const rows = await q.execute();
    if (!rows.length) return 0;
    await trx
      .insertInto('revoked_token')
      .values(rows.map((r) => ({ id: r.id, expiresAt: Number(r.expiresAt) })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .deleteFrom('session')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    return rows.length;
  });
}

/**
 * Signs a user out everywhere: the user's cut-off moves to now, which ends every token they hold,
 * those from before sessions were recorded too; the rows go.
 */
export async function endEverySession(db: Db, userId: string, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ tokensValidAfter: now }).where('id', '=', userId).execute();
    await trx.deleteFrom('session').where('userId', '=', userId).execute();
  });
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)|CriOS\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A user agent in a few words, 'Chrome 131 on Windows'; 'Unknown browser' when it says nothing known. */
export function browserOf(userAgent: string): string {
  const ua = userAgent.slice(0, 500);
  const browser = BROWSERS.find(([re]) => re.test(ua));
  const match = browser && ua.match(browser[0]);
  const version = match?.slice(1).find(Boolean);
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  const name = browser ? `${browser[1]}${version ? ` ${version}` : ''}` : ua ? 'Unknown browser' : '';
  return [name || 'Unknown browser', system].filter(Boolean).join(' on ').slice(0, 100);
}
