// Customers: the ISP's subscribers as its billing system knows them, keyed by the ISP's own
// customer ID. Written by staff (the directory), a CSV import or the billing system's API; read by
// the customer's own sign-in (a code by SMS to the registered mobile) and the desk. Amounts are
// integer paisa; the due date is a Nepal calendar day (YYYY-MM-DD).
import type { Kysely } from 'kysely';
import { recordTable, type MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, { kind }: MigrationContext) {
  await recordTable(db, kind, 'customer')
    .addColumn('customerId', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    // the registered mobile, stored as 98XXXXXXXX (10 digits, no country code)
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    // the English name of a coverage area ('' when unknown)
    .addColumn('area', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('planId', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('dueDate', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dueAmount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('radiusUser', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('updatedAt', 'text')
    .execute();
  await db.schema.createIndex('customer_created_at').on('customer').column('createdAt').execute();
  await db.schema.createIndex('customer_phone').on('customer').column('phone').execute();
  await db.schema.createIndex('customer_area').on('customer').columns(['area', 'status']).execute();
  await db.schema.createIndex('customer_name').on('customer').column('name').execute();
}
