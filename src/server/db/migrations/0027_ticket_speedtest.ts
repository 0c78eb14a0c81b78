// Issue 32: a fault report may carry the id of the speed test its customer ran on the form ('' when
// none). Its own migration: databases that already ran 0026_speedtest get the column too.
import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, _context: MigrationContext) {
  await db.schema
    .alterTable('ticket')
    .addColumn('speedtestId', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
