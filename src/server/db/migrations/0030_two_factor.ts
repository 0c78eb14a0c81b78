// Issue 30, two-factor sign-in: a user's TOTP secret (RFC 6238), pending until a first code confirms
// it, the last time step accepted (a code is never accepted twice) and ten one-time recovery codes,
// kept as their SHA-256 only (each is 80 random bits: a hash of it cannot be guessed back).
import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, _context: MigrationContext) {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable('users').addColumn('totpSecret', 'text').execute();
  // ms since the epoch when the secret was confirmed; null: two-factor sign-in is off
  await db.schema.alterTable('users').addColumn('totpConfirmedAt', 'bigint').execute();
  await db.schema
    .alterTable('users')
    .addColumn('totpLastStep', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('recovery_code')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull())
    // ms since the epoch; null while the code is unused
    .addColumn('usedAt', 'bigint')
    .execute();
  await db.schema.createIndex('recovery_code_user').on('recovery_code').column('userId').execute();
}
