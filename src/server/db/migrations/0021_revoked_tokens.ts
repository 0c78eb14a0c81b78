// Hardening (smaller holes): logout revokes the token on the server, not only in the browser. The
// token's id (its jti) is kept here until the token would have expired anyway, then purged. One
// token, not the user's others: staff signed in on a second device stay signed in.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('revoked_token')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // ms since the epoch: the token's own expiry, after which the row may go
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revoked_token_expires_at').on('revoked_token').column('expiresAt').execute();
}
