// Customers signing in (issue 47): a 6-digit code by SMS (kept as its HMAC only, 5 minutes, one
// use, at most 5 wrong tries), the session a right code opens (its token's sha256 only), the
// customer's consent and choices (Individual Privacy Act 2075), a request to delete the account,
// and the fault reports and speed tests a signed-in customer made.
import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, _context: MigrationContext) {
  await db.schema
    .createTable('account_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customerId', 'text', (c) => c.notNull())
    .addColumn('codeHash', 'text', (c) => c.notNull())
    // ms since the epoch
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    // null until the code signs the customer in: one use
    .addColumn('usedAt', 'bigint')
    .execute();
  await db.schema
    .createIndex('account_code_customer')
    .on('account_code')
    .columns(['customerId', 'createdAt'])
    .execute();
  await db.schema
    .createTable('account_session')
    // sha256 of the cookie's token
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customerId', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_session_customer').on('account_session').column('customerId').execute();
  await db.schema
    .createTable('account_consent')
    .addColumn('customerId', 'text', (c) => c.primaryKey())
    // ISO 8601 UTC: when the customer agreed to the privacy notice, null before
    .addColumn('consentedAt', 'text')
    // 0 or 1: news of incidents in their area by SMS, by email
    .addColumn('statusSms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('statusEmail', 'integer', (c) => c.notNull().defaultTo(0))
    // ISO 8601 UTC: when the customer asked to delete the account, null when they did not
    .addColumn('deletionRequestedAt', 'text')
    .execute();
  await db.schema
    .createTable('account_link')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recordId', 'text', (c) => c.notNull())
    .addColumn('customerId', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_link_pk', ['kind', 'recordId'])
    .execute();
  await db.schema.createIndex('account_link_customer').on('account_link').columns(['customerId', 'kind']).execute();
}
