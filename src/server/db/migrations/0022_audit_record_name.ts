// Issue 28: an audit entry names the record it is about ('Fibernet Plus', a FAQ's question
// shortened, a lead's customer), as it was when the entry was written, so the Activity log still
// names a record after it is deleted. '' for the entries written before, and for writes of no one
// record (a reorder, an import, a publish, a sign-in).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('audit')
    .addColumn('recordName', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
