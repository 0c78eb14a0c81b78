// Coverage (issue 15): the areas the ISP serves or will serve soon (content, in the editor's order,
// hideable like the other content), and the waiting list of visitors whose place is not served
// yet (a lead, with the same staff columns as bookings, contact messages and referrals).
import type { Kysely } from 'kysely';
import { recordTable, type MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, { kind }: MigrationContext) {
  await recordTable(db, kind, 'area')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_ne', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('district', 'text', (c) => c.notNull().defaultTo(''))
    // JSON list of services, as plan features are kept.
    .addColumn('services', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('available'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('area_position').on('area').columns(['position', 'seq']).execute();
  await db.schema.createIndex('area_created_at').on('area').column('createdAt').execute();

  await recordTable(db, kind, 'coverage-request')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    // The English name of the listed area the place names, filled in by the server ('' when none).
    .addColumn('area', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('statusChangedAt', 'text')
    .addColumn('statusChangedBy', 'text')
    .addColumn('firstStatusChangeAt', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('coverage-request_created_at').on('coverage-request').column('createdAt').execute();
  await db.schema
    .createIndex('coverage-request_status')
    .on('coverage-request')
    .columns(['status', 'createdAt'])
    .execute();
  await db.schema.createIndex('coverage-request_area').on('coverage-request').columns(['area', 'status']).execute();
}
