// Nepal's regulator's rules, computed: each area is urban or remote (the outage limit that applies
// to it), a maintenance window saved with under 72 hours' notice keeps the reason given, each
// maintenance notice (72 hours ahead, at the start, at the end) is claimed once by a row of its own,
// and the credits proposed to customers for a billing period wait here for staff to approve them.
import type { Kysely } from 'kysely';
import { type MigrationContext, recordTable } from './helpers.ts';

export async function up(db: Kysely<unknown>, { kind }: MigrationContext) {
  await db.schema
    .alterTable('area')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('urban'))
    .execute();
  await db.schema
    .alterTable('incident')
    .addColumn('noticeReason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // One row per incident and phase ('ahead', 'start', 'end'): the insert that wins sends the notices.
  await db.schema
    .createTable('maintenance_notice')
    .addColumn('incidentId', 'text', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('sentAt', 'text', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('maintenance_notice_pk', ['incidentId', 'phase'])
    .execute();
  await recordTable(db, kind, 'credit')
    .addColumn('customerId', 'text', (c) => c.notNull())
    // the billing period, Nepal calendar days YYYY-MM-DD (the end included)
    .addColumn('periodStart', 'text', (c) => c.notNull())
    .addColumn('periodEnd', 'text', (c) => c.notNull())
    .addColumn('hours', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rebatePaisa', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON list of the parts with their reasons (src/lib/compensation.ts CreditPart)
    .addColumn('parts', 'text', (c) => c.notNull().defaultTo('[]'))
    // JSON list of the ticket numbers the credit counts
    .addColumn('tickets', 'text', (c) => c.notNull().defaultTo('[]'))
    // proposed, approved or rejected
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('proposed'))
    .addColumn('decidedBy', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decidedAt', 'text')
    .execute();
  await db.schema
    .createIndex('credit_customer_period')
    .on('credit')
    .columns(['customerId', 'periodStart'])
    .unique()
    .execute();
  await db.schema.createIndex('credit_status_decided').on('credit').columns(['status', 'decidedAt']).execute();
}
