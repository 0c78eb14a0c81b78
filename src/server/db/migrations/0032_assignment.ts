// Issue 30: a lead or fault report may be assigned to a staff member (a user id, null when nobody),
// indexed so that "Mine" reads only one person's records.
import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';

const LEADS = ['booking', 'contact', 'referral', 'coverage-request', 'ticket'];

export async function up(db: Kysely<unknown>, _context: MigrationContext) {
  for (const table of LEADS) {
    await db.schema.alterTable(table).addColumn('assignedTo', 'text').execute();
    await db.schema.createIndex(`${table}_assigned`).on(table).columns(['assignedTo', 'createdAt']).execute();
  }
}
