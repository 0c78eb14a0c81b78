import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { PublishStatus } from './publisher.ts';

/**
 * The cluster's publishing state in one database row, so that every server on the database
 * agrees on it:
 * - each change counts a request (`requestSeq`);
 * - a build starts only under the lease (`holder`, `leaseUntil`), which one server at a time can
 *   take, and only while requests are not yet covered (`requestSeq > coveredSeq`);
 * - the lease is renewed while the build runs, so a server that dies loses it after `leaseMs`;
 * - a finished build covers the requests counted when it started; newer ones mean one follow-up.
 * Plain SQL through Kysely: the same statements run on SQLite and PostgreSQL.
 */
export function publishLease(db: Db, instance: string, leaseMs: number) {
  const state = () => db.selectFrom('publish_state').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

  return {
    instance,
    state,

    /** Counts a change that the site should show. */
    async request(reason: string): Promise<void> {
      await db
        .updateTable('publish_state')
        .set({ requestSeq: sql`${sql.ref('requestSeq')} + 1`, requestedAt: Date.now(), reason })
        .where('id', '=', 1)
        .execute();
    },

    /** Takes the lease if requests wait and nobody holds it; records the build as started. */
    async acquire(version: string): Promise<{ reason: string | null } | undefined> {
      const now = Date.now();
      const row = await db
        .updateTable('publish_state')
        .set({ holder: instance, leaseUntil: now + leaseMs, buildSeq: sql`${sql.ref('requestSeq')}` })
        .where('id', '=', 1)
        .where(sql<boolean>`${sql.ref('requestSeq')} > ${sql.ref('coveredSeq')}`)
        .where((eb) => eb.or([eb('holder', 'is', null), eb('leaseUntil', '<', now)]))
        .returning(['reason'])
        .executeTakeFirst();
      if (!row) return undefined;
      // A build still marked as running was cut off by its server's death: the lease proves it.
      await db
        .updateTable('site_build')
        .set({ outcome: 'abandoned', finishedAt: now })
        .where('outcome', '=', 'building')
        .execute();
      await db
        .insertInto('site_build')
        .values({ version, instance, reason: row.reason, startedAt: now, outcome: 'building' })
        .execute();
      return row;
    },

    /** Extends the lease; false if another server has taken it meanwhile. */
    async renew(): Promise<boolean> {
      const r = await db
        .updateTable('publish_state')
        .set({ leaseUntil: Date.now() + leaseMs })
        .where('id', '=', 1)
        .where('holder', '=', instance)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /**
     * Records the build's outcome (a new live version, or the error), gives the lease back and
     * says whether requests arrived meanwhile (a follow-up build is due).
     */
    async finish(
      version: string,
      outcome: { ok: true; live: boolean; durationMs: number; warnings: string[] } | { ok: false; error: string },
    ): Promise<{ pending: boolean }> {
      const now = Date.now();
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('site_build')
          .set({ finishedAt: now, outcome: outcome.ok ? 'live' : 'failed', error: outcome.ok ? null : outcome.error })
          .where('version', '=', version)
          .execute();
        const row = await trx
          .updateTable('publish_state')
          .set({
            holder: null,
            leaseUntil: 0,
            coveredSeq: sql`${sql.ref('buildSeq')}`,
            ...(outcome.ok
              ? {
                  lastSuccessAt: new Date(now).toISOString(),
                  lastDurationMs: outcome.durationMs,
                  lastError: null,
                  warnings: JSON.stringify(outcome.warnings),
                  ...(outcome.live ? { liveVersion: version } : {}),
                }
              : { lastError: outcome.error }),
          })
          .where('id', '=', 1)
          .where('holder', '=', instance)
          .returning(['requestSeq', 'coveredSeq'])
          .executeTakeFirst();
        return { pending: row ? Number(row.requestSeq) > Number(row.coveredSeq) : false };
      });
    },

    /** The cluster's publish status, the same whichever server answers. */
    async status(): Promise<PublishStatus & { liveVersion: string | null }> {
      const s = await state();
      const building = s.holder !== null && Number(s.leaseUntil) > Date.now();
      const queued = Number(s.requestSeq) > Number(s.coveredSeq);
      return {
        state: building ? 'building' : queued ? 'queued' : s.lastError ? 'failed' : 'idle',
        lastSuccessAt: s.lastSuccessAt,
        lastDurationMs: s.lastDurationMs === null ? null : Number(s.lastDurationMs),
        lastError: s.lastError,
        reason: building || queued ? s.reason : null,
        warnings: JSON.parse(s.warnings) as string[],
        liveVersion: s.liveVersion,
      };
    },

    /** True when requests wait while another server holds the lease (it will build them, or this one after it). */
    async heldElsewhere(): Promise<boolean> {
      const s = await state();
      return (
        Number(s.requestSeq) > Number(s.coveredSeq) &&
        s.holder !== null &&
        s.holder !== instance &&
        Number(s.leaseUntil) > Date.now()
      );
    },

    /** True when requests wait, nobody holds the lease, and the last one is older than `quietMs`. */
    async orphaned(quietMs: number): Promise<boolean> {
      const s = await state();
      const now = Date.now();
      return (
        Number(s.requestSeq) > Number(s.coveredSeq) &&
        (s.holder === null || Number(s.leaseUntil) < now) &&
        now - Number(s.requestedAt) > quietMs
      );
    },
  };
}
export type PublishLease = ReturnType<typeof publishLease>;
