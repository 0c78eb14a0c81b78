import { sql, type Kysely } from 'kysely';
import { ENTITIES, type EntityDef } from '../../lib/entities.ts';
import { hasSchedule } from '../../lib/schemas/schedule.ts';
import { nepalDay } from '../../lib/status-history.ts';
import type { Database } from '../db/index.ts';
import type { RecordTables } from '../db/tables.ts';
import { dbNow } from '../storage/schedule-window.ts';
import type { Publisher } from './publisher.ts';

// Scheduled content (issue 31): the site republishes itself when a record's window opens or
// closes. The schedule is the records' own columns; `publish_state.scheduleCheckedAt` is the
// moment up to which the cluster has republished for it. A check (woken by a timer on every
// publishing server) looks for moments between that mark and the database's now; the one server
// whose compare-and-set moves the mark counts the publish request in the same statement, so a
// moment is published once in the cluster, and a moment that passed while every server was down is
// found by the first check after a start. A Nepal midnight is such a moment too: the status page's
// 90 days of history move on by a day, so the site is republished once a day even with no change.

/** The reason of the daily publish: /status's 90 days of history move on a day even when nothing changed. */
export const NEW_DAY = 'new day for the status history';

/** How often each publishing server looks at the least (besides at each moment it knows of). */
export const SCHEDULE_CHECK_MS = 10_000;

const SCHEDULED = Object.values(ENTITIES as Record<string, EntityDef>).filter(
  (d) => d.published && hasSchedule(d.fields),
);

export function scheduleWatch(database: Database, publisher: Pick<Publisher, 'schedule'>, log: (line: string) => void) {
  const { db } = database;
  const records = db as unknown as Kysely<RecordTables>;

  /** The first moment in (since, now] of a record not hidden, as '<entity> <field>', if any. */
  async function dueBetween(since: string, now: string): Promise<string | undefined> {
    for (const def of SCHEDULED) {
      for (const field of ['publishAt', 'unpublishAt'] as const) {
        const row = await records
          .selectFrom(def.path as keyof RecordTables)
          .select(field)
          .where(field, '>', since)
          .where(field, '<=', now)
          .where('hidden', '=', 0)
          .limit(1)
          .executeTakeFirst();
        if (row) return `${def.word} ${field === 'publishAt' ? 'goes live' : 'expires'}`;
      }
    }
    // A Nepal midnight passed: one publish a day, by the server whose check moves the mark past it.
    return since && nepalDay(Date.parse(since)) !== nepalDay(Date.parse(now)) ? NEW_DAY : undefined;
  }

  /** One check; the reason of the publish it asked for, if this server asked for one. */
  async function check(): Promise<string | undefined> {
    const { rows } = await sql<{ now: string }>`select ${dbNow(db)} as now`.execute(db);
    const now = rows[0]!.now;
    const { scheduleCheckedAt: since } = await db
      .selectFrom('publish_state')
      .select('scheduleCheckedAt')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    if (since >= now) return undefined;
    const due = await dueBetween(since, now);
    const reason = due && `scheduled: a ${due}`;
    const moved = await db
      .updateTable('publish_state')
      .set({
        scheduleCheckedAt: now,
        // Counted with the mark, so a server that dies right after still leaves the request to another (cluster.ts).
        ...(reason ? { requestSeq: sql`${sql.ref('requestSeq')} + 1`, requestedAt: Date.now(), reason } : {}),
      })
      .where('id', '=', 1)
      .where('scheduleCheckedAt', '=', since)
      .executeTakeFirst();
    // Another server moved the mark first: the moments between are its to publish.
    if (!reason || Number(moved.numUpdatedRows) !== 1) return undefined;
    log(`Publishing for the schedule (${due})`);
    await publisher.schedule(reason, { immediate: true });
    return reason;
  }

  /** How long until the next moment of a record not hidden, by the database's clock (undefined: none ahead). */
  async function untilNext(): Promise<number | undefined> {
    const { rows } = await sql<{ now: string }>`select ${dbNow(db)} as now`.execute(db);
    const now = rows[0]!.now;
    let next: string | undefined;
    for (const def of SCHEDULED) {
      for (const field of ['publishAt', 'unpublishAt'] as const) {
        const row = await records
          .selectFrom(def.path as keyof RecordTables)
          .select((eb) => eb.fn.min(field).as('at'))
          .where(field, '>', now)
          .where('hidden', '=', 0)
          .executeTakeFirst();
        const at = row?.at as string | null | undefined;
        if (at && (!next || at < next)) next = at;
      }
    }
    return next === undefined ? undefined : Date.parse(next) - Date.parse(now);
  }

  // The timer only wakes the check: at the next moment it knows of (an edit may add an earlier one,
  // hence at least every `everyMs`), a little after it so the database's clock has passed it too.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const wakeIn = (ms: number, everyMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => void run(everyMs), Math.max(250, Math.min(ms + 250, everyMs)));
    timer.unref();
  };
  async function run(everyMs: number) {
    let next: number | undefined;
    try {
      await check();
      next = await untilNext();
    } catch (err) {
      log(`Could not check the schedule: ${(err as Error).message}`);
    }
    wakeIn(next ?? everyMs, everyMs);
  }
  return {
    check,
    untilNext,
    /** Checks now (moments missed while stopped), then at each moment and at least every `everyMs`. */
    start(everyMs = SCHEDULE_CHECK_MS) {
      stopped = false;
      void run(everyMs);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
