// Leads (issue 12): staff status and notes beside the visitor's fields, and the outbox of
// notifications written in the same transaction as the lead they announce.
import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';

const LEADS = ['booking', 'contact', 'referral'];

export async function up(db: Kysely<unknown>, { kind }: MigrationContext) {
  for (const table of LEADS) {
    // Rows of earlier releases arrive as 'new' with no notes: nobody has handled them here yet.
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .execute();
    await db.schema.alterTable(table).addColumn('statusChangedAt', 'text').execute();
    await db.schema.alterTable(table).addColumn('statusChangedBy', 'text').execute();
    // The first change away from 'new' (the dashboard's response time), never overwritten.
    await db.schema.alterTable(table).addColumn('firstStatusChangeAt', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema.createIndex(`${table}_status`).on(table).columns(['status', 'createdAt']).execute();
  }

  const outbox = db.schema.createTable('outbox');
  await (kind === 'postgres'
    ? outbox.addColumn('seq', 'bigserial', (c) => c.primaryKey())
    : outbox.addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('id', 'text', (c) => c.notNull().unique())
    // 'email' or 'webhook': one row per channel, so a delivered email is never resent for a failing webhook.
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('recordId', 'text', (c) => c.notNull())
    // The lead as it was submitted (JSON), so a later edit or delete cannot change what is announced.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'text', (c) => c.notNull())
    // A sender holds a row until this instant while it tries it; a crash lets the claim run out.
    .addColumn('claimedUntil', 'text')
    .addColumn('lastAttemptAt', 'text')
    .addColumn('lastError', 'text')
    .addColumn('sentAt', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['sentAt', 'nextAttemptAt']).execute();
}
