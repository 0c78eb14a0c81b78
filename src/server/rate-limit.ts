import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './db/index.ts';
import { groupWrite } from './group-commit.ts';

const SWEEP_EVERY_MS = 60_000;

/**
 * Counts events per key in fixed windows, in the database: every server on the same database
 * shares the counts, and they survive a restart. `name` keeps one limit's keys apart from another's.
 * Plain SQL through Kysely (an upsert that both SQLite and PostgreSQL run), batched like the
 * submissions so a burst costs one commit.
 */
export function rateLimiter(db: Db, name: string, max: number, windowMs: number, now: () => number = Date.now) {
  const write = groupWrite(db);
  // Keys are hashed: an email or address as typed may hold bytes PostgreSQL refuses in text (a NUL),
  // and the table then holds no email addresses.
  const id = (key: string) => `${name}:${createHash('sha256').update(key).digest('base64url')}`;
  let lastSweep = 0;

  /** Old windows are deleted now and then, by whichever server notices first. */
  function sweep(t: number) {
    if (t - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = t;
    void db
      .deleteFrom('rate_limit')
      .where('resetAt', '<=', t)
      .execute()
      .catch(() => {});
  }

  async function hitIn(d: Db, key: string): Promise<{ count: number; resetAt: number }> {
    const t = now();
    sweep(t);
    const expired = sql<boolean>`${sql.ref('rate_limit.resetAt')} <= ${t}`;
    const row = await d
      .insertInto('rate_limit')
      .values({ key: id(key), count: 1, resetAt: t + windowMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when ${expired} then 1 else ${sql.ref('rate_limit.count')} + 1 end`,
          resetAt: sql<number>`case when ${expired} then ${t + windowMs} else ${sql.ref('rate_limit.resetAt')} end`,
        }),
      )
      .returning(['count', 'resetAt'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), resetAt: Number(row.resetAt) };
  }

  const waitFor = (count: number, resetAt: number, t: number) =>
    count < max || resetAt <= t ? 0 : Math.max(1, Math.ceil((resetAt - t) / 1000));

  return {
    /** Seconds until `key` may act again, or 0 if it is under the limit. */
    async blockedFor(key: string): Promise<number> {
      const row = await db
        .selectFrom('rate_limit')
        .select(['count', 'resetAt'])
        .where('key', '=', id(key))
        .executeTakeFirst();
      return row ? waitFor(Number(row.count), Number(row.resetAt), now()) : 0;
    },
    /** Counts one event; returns its place in the current window and when that window ends. */
    hit: (key: string) => write((d) => hitIn(d, key)),
    /**
     * Counts one event inside a write already under way (`groupWrite`), and says how long to wait
     * if it went over the limit (0: allowed).
     */
    async takeIn(d: Db, key: string): Promise<number> {
      const { count, resetAt } = await hitIn(d, key);
      return count > max ? waitFor(count, resetAt, now()) : 0;
    },
    /**
     * Counts one event inside a write already under way and gives its place in the window: the
     * caller takes its slot before the work it limits, so parallel requests cannot all slip under.
     */
    async countIn(d: Db, key: string): Promise<{ count: number; wait: number }> {
      const { count, resetAt } = await hitIn(d, key);
      return { count, wait: count > max ? waitFor(count, resetAt, now()) : 0 };
    },
    /** Takes back one counted event (an attempt that turned out not to count). */
    giveBackIn: (d: Db, key: string) =>
      d
        .updateTable('rate_limit')
        .set({ count: sql<number>`${sql.ref('count')} - 1` })
        .where('key', '=', id(key))
        .where('count', '>', 0)
        .execute(),
    giveBack(key: string): Promise<unknown> {
      return write((d) => this.giveBackIn(d, key));
    },
    async reset(key: string): Promise<void> {
      await db.deleteFrom('rate_limit').where('key', '=', id(key)).execute();
    },
  };
}
