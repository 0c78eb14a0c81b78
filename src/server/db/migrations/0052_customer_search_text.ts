// The customers' search by any part of a name, ID, phone, email or RADIUS user, on PostgreSQL: their
// search text kept lower-cased in a column of its own, with its trigram index, and matched with LIKE.
// The index found the 10,000 customers named Shrestha among 100,000 in 1 ms, but each then had to be
// checked again from the table with ILIKE, which folds the case of the whole joined text, row by
// row: 23 ms of the query's 33 (median of 21, EXPLAIN ANALYZE, docs/performance.md), twice per list
// (its page and its count). LIKE on the stored lower-case text checks the same rows in a third of it.
// SQLite answers from its FTS5 trigram index (../search-index.ts) and computes the column only when
// read (VIRTUAL: no bytes stored), so both databases hold the same columns.
// The text is the one the registry searches (src/lib/entities.ts, customer.searchable); a change there
// needs a migration that makes this column anew.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { MigrationContext } from './helpers.ts';
import { ensureTrigram } from '../trigram.ts';

const FIELDS = ['customerId', 'name', 'phone', 'email', 'radiusUser'];
const joined = (newline: string) => FIELDS.map((f) => `coalesce("${f}", '')`).join(` || ${newline} || `);

export async function up(db: Kysely<unknown>, { kind }: MigrationContext) {
  if (kind !== 'postgres') {
    await sql
      .raw(
        `alter table customer add column "searchText" text generated always as (lower(${joined('char(10)')})) virtual`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(`alter table customer add column "searchText" text generated always as (lower(${joined('chr(10)')})) stored`)
    .execute(db);
  // The index on the joined text that start-up made (../search-index.ts) is this one's now.
  const { rows } = await sql<{ name: string }>`select indexname as name from pg_indexes
    where schemaname = current_schema() and tablename = 'customer' and indexdef like '%gin_trgm_ops%'`.execute(db);
  for (const { name } of rows) await sql`drop index ${sql.id(name)}`.execute(db);
  const schema = await ensureTrigram(db, true);
  if (!schema) return;
  const opclass = sql.raw(`"${schema.replace(/"/g, '""')}".gin_trgm_ops`);
  await sql`create index customer_search_text on customer using gin ("searchText" ${opclass})`.execute(db);
}
