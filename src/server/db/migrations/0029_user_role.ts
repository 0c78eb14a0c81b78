// Issue 30: every user has a role. Everyone who signs in today may do everything, so existing users become
// admins and nothing changes for them; new users get the role they are given.
import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, _context: MigrationContext) {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin'))
    .execute();
}
