// The credits desk: a credit's last change (what the billing system reads with `?since=`), the form
// it is given in (days of extension or a rebate, the Regulator setting when it was approved) and the
// note staff wrote when deciding it. Credits from before this release count as changed when decided.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('credit')
    .addColumn('updatedAt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('credit')
    .addColumn('form', 'text', (c) => c.notNull().defaultTo('extension'))
    .execute();
  await db.schema
    .alterTable('credit')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update credit set ${sql.ref('updatedAt')} = coalesce(${sql.ref('decidedAt')}, ${sql.ref('createdAt')})`.execute(
    db,
  );
  await db.schema.createIndex('credit_updated').on('credit').columns(['updatedAt']).execute();
}
