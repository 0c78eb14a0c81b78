// Several servers on one database act as one site: the abuse limits, the publisher's lease and
// queue, and the built site itself live in the database instead of each process's memory or disk.
import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, { kind }: MigrationContext) {
  const blob = kind === 'postgres' ? 'bytea' : 'blob';
  // Fixed-window counters: sign-in failures per email and per address, submissions per address.
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('resetAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_reset_at').on('rate_limit').column('resetAt').execute();
  // The duplicate guard: a fingerprint of each recent submission and the answer it got.
  await db.schema
    .createTable('recent_submission')
    .addColumn('fingerprint', 'text', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('response', 'text')
    .execute();
  await db.schema.createIndex('recent_submission_at').on('recent_submission').column('at').execute();
  // One row: who holds the build lease, how many publish requests were made and how many a build
  // has covered, and the outcome of the last build, so every server reports the same status.
  await db.schema
    .createTable('publish_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('holder', 'text')
    .addColumn('leaseUntil', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('requestSeq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requestedAt', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text')
    .addColumn('buildSeq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coveredSeq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('liveVersion', 'text')
    .addColumn('lastSuccessAt', 'text')
    .addColumn('lastDurationMs', 'integer')
    .addColumn('lastError', 'text')
    // JSON list: what the last successful build did with images it could not optimise
    .addColumn('warnings', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db
    .insertInto('publish_state' as never)
    .values({ id: 1 } as never)
    .execute();
  // Every build: when it started and ended on which server, and how it ended.
  await db.schema
    .createTable('site_build')
    .addColumn('version', 'text', (c) => c.primaryKey())
    .addColumn('instance', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('startedAt', 'bigint', (c) => c.notNull())
    .addColumn('finishedAt', 'bigint')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('site_build_started_at').on('site_build').column('startedAt').execute();
  // The files of the last two live versions, so any server can serve them without a shared disk.
  await db.schema
    .createTable('site_file')
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('data', blob, (c) => c.notNull())
    .addPrimaryKeyConstraint('site_file_pk', ['version', 'path'])
    .execute();
}
