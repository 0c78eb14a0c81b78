// SHIPPED in release 0.1.0. Never edit this file: a database made by that release already ran it.
// Change the schema with a new numbered migration beside it, listed in ./index.ts.
import type { Kysely } from 'kysely';
import { recordTable, type MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, { kind }: MigrationContext) {
  const blob = kind === 'postgres' ? 'bytea' : 'blob';
  const text = (t: ReturnType<typeof recordTable>, ...names: string[]) =>
    names.reduce((table, name) => table.addColumn(name, 'text', (c) => c.notNull().defaultTo('')), t);

  await text(recordTable(db, kind, 'slider'), 'title', 'name', 'subtitle', 'link', 'image').execute();
  await text(recordTable(db, kind, 'notice'), 'title', 'image').execute();
  await text(recordTable(db, kind, 'testimonial'), 'name', 'location', 'comment', 'image').execute();
  await text(recordTable(db, kind, 'plan'), 'name', 'speed', 'price', 'duration')
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sme', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await text(recordTable(db, kind, 'faq'), 'question', 'answer').execute();
  await text(
    recordTable(db, kind, 'booking'),
    'customerName',
    'address',
    'contact',
    'email',
    'contact2',
    'remarks',
    'plan',
    'speed',
    'cost',
    'duration',
  ).execute();
  await text(recordTable(db, kind, 'contact'), 'name', 'email', 'subject', 'phone', 'msg').execute();
  await text(
    recordTable(db, kind, 'referral'),
    'customerName',
    'phone',
    'customerId',
    'address',
    'friendsName',
    'friendsAddress',
    'friendsContact',
    'remarks',
  ).execute();
  await recordTable(db, kind, 'users')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('passwordHash', 'text', (c) => c.notNull())
    // Tokens issued before this instant (ms) no longer work: set on password change.
    .addColumn('tokensValidAfter', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('media')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', blob, (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
