// Issue 32: a fault report may name the customer's plan ('' when the customer did not say), so the desk
// sees a speed test's figures beside the speed the customer pays for.
import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, _context: MigrationContext) {
  await db.schema
    .alterTable('ticket')
    .addColumn('planId', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
