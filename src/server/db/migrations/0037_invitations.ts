// Issue 42, staff accounts: an invitation (the admin names the person, email and role; they set their
// own password through a one-time link, kept as its SHA-256 only), and whether a session was signed
// in with a second factor, so turning two-factor sign-in on can offer to end those signed in without.
import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, _context: MigrationContext) {
  await db.schema
    .createTable('invitation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // sha256 of the link's token (256 random bits: the hash cannot be guessed back)
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    // the admin who invited, by id
    .addColumn('invitedBy', 'text', (c) => c.notNull())
    // ms since the epoch
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    // null until the link is used: single use
    .addColumn('usedAt', 'bigint')
    .execute();
  await db.schema.createIndex('invitation_email').on('invitation').column('email').execute();
  // 1: signed in with the password and a code; 0: the password alone (sessions from before: unknown, 0)
  await db.schema
    .alterTable('session')
    .addColumn('twoFactor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
