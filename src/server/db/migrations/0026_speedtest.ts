// Issue 32: speed test results, kept SPEEDTEST_KEEP_DAYS (180) for the support desk. The visitor's
// address only as its network (/24 for IPv4, /48 for IPv6), never whole.
import type { Kysely } from 'kysely';
import { recordTable, type MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, { kind }: MigrationContext) {
  await recordTable(db, kind, 'speedtest')
    // Mbps and ms, as the browser measured them
    .addColumn('download', 'real', (c) => c.notNull())
    .addColumn('upload', 'real', (c) => c.notNull())
    .addColumn('latency', 'real', (c) => c.notNull())
    .addColumn('jitter', 'real', (c) => c.notNull())
    // an area's English name, '' when none was chosen
    .addColumn('area', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('network', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('browser', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('speedtest_created_at').on('speedtest').column('createdAt').execute();
  await db.schema.createIndex('speedtest_area').on('speedtest').columns(['area', 'createdAt']).execute();
}
