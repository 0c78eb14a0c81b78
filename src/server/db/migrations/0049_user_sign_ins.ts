// Issue 42: how many times each user has signed in, so a first sign-in is welcomed as one (the
// dashboard said "Welcome back" to someone who had never been there). Users from before this
// release are counted as having signed in before.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('users')
    .addColumn('signIns', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update users set ${sql.ref('signIns')} = 2`.execute(db);
}
