// Latency under load: a speed test's ping while idle, while downloading and while uploading (median and
// 90th percentile, ms), null for a result stored by an older page.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  for (const column of ['idleMedian', 'idleP90', 'downMedian', 'downP90', 'upMedian', 'upP90'])
    await db.schema.alterTable('speedtest').addColumn(column, 'real').execute();
}
