import type { Db } from '../db/index.ts';

export interface PurgeOptions {
  now?: () => Date;
  intervalMs?: number;
  log?: (message: string) => void;
}

/**
 * Runs a purge when started and every hour while the server runs (the trash's and the audit's). A
 * failed purge is logged and counts as nothing purged; the next hour tries again.
 */
export function hourlyPurge<T>(
  what: string,
  purge: (now: Date) => Promise<T>,
  nothing: T,
  { now = () => new Date(), intervalMs = 60 * 60 * 1000, log = console.error }: PurgeOptions = {},
) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    purge(now()).catch((err: Error) => {
      log(`Purging ${what} failed: ${err.message}`);
      return nothing;
    });
  return {
    run,
    async start() {
      const first = await run();
      timer = setInterval(run, intervalMs);
      timer.unref();
      return first;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * Deletes the rows of `table` whose `column` is before `before`, a few thousand at a time (no long
 * lock). Any server may run it at any time, several at once: each deletes what is old, and what
 * another has deleted is simply not there. Returns how many rows it deleted.
 */
export async function deleteOlderThan(
  db: Db,
  table: 'audit' | 'outbox',
  column: 'at' | 'sentAt',
  before: string,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db
      .selectFrom(table as 'audit')
      .select('id')
      .where(column as 'at', '<', before)
      .limit(5000);
    const result = await db
      .deleteFrom(table as 'audit')
      .where('id', 'in', batch)
      .executeTakeFirst();
    const n = Number(result.numDeletedRows);
    deleted += n;
    if (n < 5000) return deleted;
  }
}
