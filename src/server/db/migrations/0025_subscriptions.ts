// Issue 29, second part. Status emails: a visitor subscribes an address to one area's incidents
// (or every area's, area ''); nothing is sent before the address confirms (double opt-in), and an
// unsubscribe removes the row. Links carry an HMAC of the row's id, so no token is stored.
// Tickets may be attached to the incident that explains them, to be resolved together.
import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, _context: MigrationContext) {
  await db.schema
    .createTable('subscription')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // lower-cased, so one address has one subscription per area
    .addColumn('email', 'text', (c) => c.notNull())
    // an area's English name as the coverage areas spell it; '' = every area
    .addColumn('area', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('confirmedAt', 'text')
    .execute();
  await db.schema
    .createIndex('subscription_email_area')
    .on('subscription')
    .columns(['email', 'area'])
    .unique()
    .execute();
  await db.schema.createIndex('subscription_area').on('subscription').columns(['area', 'confirmedAt']).execute();

  await db.schema.alterTable('ticket').addColumn('incidentId', 'text').execute();
  await db.schema.createIndex('ticket_incident').on('ticket').column('incidentId').execute();
}
