import type { Kysely } from 'kysely';
import type { Context, MiddlewareHandler } from 'hono';
import { ENTITIES, LEAD_NAMES } from '../../lib/entities.ts';
import type { Db } from '../db/index.ts';
import type { RecordTables } from '../db/tables.ts';
import { ApiError } from '../http/errors.ts';
import { groupWrite } from '../storage/group-commit.ts';
import { clientKey } from './public-create.ts';
import { rateLimiter } from './rate-limit.ts';
import { countOf } from '../../lib/plural.ts';

const DAY_MS = 86_400_000;

/**
 * A day's cap on the visitors' forms per client, all forms together (each stored lead costs disk,
 * each status-email request a mail): counted in the shared database, like the per-minute limit,
 * before the submission is stored. `take` counts one and throws the 429 past the cap.
 */
export function dailySubmitCount(db: Db, o: { trustProxy: boolean; maxPerDay: number }) {
  const limiter = rateLimiter(db, 'submit-day', o.maxPerDay, DAY_MS);
  const write = groupWrite(db);
  return async (c: Context) => {
    const wait = await write((d) => limiter.takeIn(d, clientKey(c, o.trustProxy)));
    if (wait > 0) {
      const hours = Math.ceil(wait / 3600);
      throw new ApiError(
        429,
        `Too many submissions from your address today. Please try again in ${countOf(hours, 'hour')}, or call us.`,
        undefined,
        {
          'Retry-After': String(wait),
        },
      );
    }
  };
}

/** The daily cap as a form's guard. */
export function dailySubmitCap(db: Db, o: { trustProxy: boolean; maxPerDay: number }): MiddlewareHandler {
  const take = dailySubmitCount(db, o);
  return async (c, next) => {
    await take(c);
    await next();
  };
}

/** Runs `first`, then `second` as its next step (a guard composed of two). */
export const both =
  (first: MiddlewareHandler, second: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    first(c, async () => {
      await second(c, next);
    });

/** The submissions stored in the last 24 hours, all forms together, and whether that passes `warnAt`. */
export async function submissionVolume(database: Db, warnAt: number, now = new Date()) {
  const db = database as unknown as Kysely<RecordTables>;
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  let last24h = 0;
  for (const name of LEAD_NAMES) {
    const row = await db
      .selectFrom(ENTITIES[name].path as 'booking')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('createdAt', '>=', since)
      .executeTakeFirstOrThrow();
    last24h += Number(row.n);
  }
  return { last24h, warnAt, over: last24h > warnAt };
}
