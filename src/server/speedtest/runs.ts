import type { Db } from '../db/index.ts';
import { groupWrite } from '../storage/group-commit.ts';

// What the server moved in each speed-test run (speedtest_transfer, migration 0044): a browser
// names its run on every transfer and on its result, and the result is bounded by what the server
// measured moving in that run, for that client. In the database, so a run whose transfers and
// result reach different servers of a cluster is measured whole.

/**
 * How far a result may pass the server's own figure: the browser leaves TCP's slow start out of
 * its count and the server's clock runs from each request's arrival, so an honest figure sits a
 * little above the server's; a made-up one (99,999 Mbps) does not get through.
 */
export const RUN_TOLERANCE = 1.5;
/** A run's transfers are kept this long for its result, then deleted. */
export const RUN_KEEP_MS = 60 * 60_000;

export type Direction = 'download' | 'upload';
export interface MovedInRun {
  run: string;
  client: string;
  direction: Direction;
  bytes: number;
  startedAt: number;
  endedAt: number;
}

export function runLedger(db: Db, now: () => number) {
  const write = groupWrite(db);
  return {
    /** Records one transfer of a run (nothing when it moved nothing). */
    async record(moved: MovedInRun): Promise<void> {
      if (moved.bytes <= 0) return;
      await write((d) => d.insertInto('speedtest_transfer').values(moved).execute());
    },
    /** The run's Mbps each way as the server measured them: bytes over the span from first start to last end. */
    async measured(run: string, client: string): Promise<Partial<Record<Direction, number>>> {
      const rows = await db
        .selectFrom('speedtest_transfer')
        .select(['direction', 'bytes', 'startedAt', 'endedAt'])
        .where('run', '=', run)
        .where('client', '=', client)
        .execute();
      const figures: Partial<Record<Direction, number>> = {};
      for (const direction of ['download', 'upload'] as const) {
        const mine = rows.filter((r) => r.direction === direction);
        if (!mine.length) continue;
        const bytes = mine.reduce((sum, r) => sum + Number(r.bytes), 0);
        const span = Math.max(
          1,
          Math.max(...mine.map((r) => Number(r.endedAt))) - Math.min(...mine.map((r) => Number(r.startedAt))),
        );
        figures[direction] = (bytes * 8) / (span / 1000) / 1e6;
      }
      return figures;
    },
    /** A run names one result: its transfers go once it is stored, and every run's after RUN_KEEP_MS. */
    async forget(run: string): Promise<void> {
      await db
        .deleteFrom('speedtest_transfer')
        .where((eb) => eb.or([eb('run', '=', run), eb('endedAt', '<', now() - RUN_KEEP_MS)]))
        .execute();
    },
  };
}
