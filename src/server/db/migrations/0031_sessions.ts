// Issue 30, sessions: one row per token issued (its jti), so a user sees where and when each live
// sign-in happened and can end it. Tokens issued before this migration have no row: they are not
// listed and keep working until they expire (at most TOKEN_TTL_HOURS).
import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, _context: MigrationContext) {
  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull())
    // ms since the epoch
    .addColumn('issuedAt', 'bigint', (c) => c.notNull())
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    // the address the sign-in came from, whole (staff's own sessions; the audit keeps it too)
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    // the browser, summarised from its user agent: 'Chrome 131 on Windows'
    .addColumn('browser', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('session_user').on('session').columns(['userId', 'expiresAt']).execute();
  await db.schema.createIndex('session_expires_at').on('session').column('expiresAt').execute();
}
