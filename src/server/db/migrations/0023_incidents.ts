// Network status (issue 29): incidents are content (public, edited with history), listed by their
// start rather than an editor's order. Areas, services and the timeline are JSON, as plan features are.
import type { Kysely } from 'kysely';
import { recordTable, type MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, { kind }: MigrationContext) {
  await recordTable(db, kind, 'incident')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_ne', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('outage'))
    .addColumn('areas', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('services', 'text', (c) => c.notNull().defaultTo('[]'))
    // ISO 8601 UTC timestamps, so text order is time order on both databases.
    .addColumn('startsAt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('endsAt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('investigating'))
    .addColumn('updates', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('incident_created_at').on('incident').column('createdAt').execute();
  await db.schema.createIndex('incident_starts_at').on('incident').column('startsAt').execute();
}
