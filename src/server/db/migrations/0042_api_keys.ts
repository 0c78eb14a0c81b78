// API keys: what a billing system (or any other program of the ISP) authenticates with, one key per
// program, each limited to the scopes it names (customers:write, payments:read, …). Only the key's
// SHA-256 is kept (a key is 32 random bytes, so a fast hash is enough); the admin sees its first
// characters, its name, scopes and last use, never the key.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('api_key')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // the key's first characters ('isp_AbCd'), which tell keys apart in the admin and the audit
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    // a JSON array of scopes
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('createdBy', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lastUsedAt', 'text')
    .addColumn('lastUsedFrom', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('revokedAt', 'text')
    .execute();
}
