// Fault reports (issue 29): a ticket is a lead with the desk's columns, a readable number, the
// response and repair timestamps the regulator's rules need, and a public story (status changes,
// staff replies, what the customer added). The tracking token is kept only as a hash, in a table
// of its own so no list or export of tickets can ever carry it.
import type { Kysely } from 'kysely';
import { recordTable, type MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, { kind }: MigrationContext) {
  await recordTable(db, kind, 'ticket')
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('customerId', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('area', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('callTime', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('normal'))
    .addColumn('firstResponseAt', 'text')
    .addColumn('resolvedAt', 'text')
    // JSON list of { type, at, status?, text? }, oldest first: what the tracking page shows.
    .addColumn('events', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('statusChangedAt', 'text')
    .addColumn('statusChangedBy', 'text')
    .addColumn('firstStatusChangeAt', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('ticket_created_at').on('ticket').column('createdAt').execute();
  await db.schema.createIndex('ticket_status').on('ticket').columns(['status', 'createdAt']).execute();
  await db.schema.createIndex('ticket_area').on('ticket').columns(['area', 'status']).execute();

  await db.schema
    .createTable('ticket_token')
    // sha256 of the 128-bit token, hex
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('ticketId', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_token_ticket').on('ticket_token').column('ticketId').execute();

  // Self-help steps shown on /support before the form: content, edited like FAQs.
  await recordTable(db, kind, 'help')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_ne', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('text_ne', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('help_position').on('help').columns(['position', 'seq']).execute();
  await db.schema.createIndex('help_created_at').on('help').column('createdAt').execute();

  // The month's last ticket number (KN-2411-0042), counted in the database so every server agrees.
  await db.schema
    .createTable('ticket_counter')
    .addColumn('month', 'text', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
}
