import { sql, type Kysely } from 'kysely';

// PostgreSQL answers `q` (ILIKE '%word%') from GIN indexes of pg_trgm, one per searched column, so a
// search of 100,000 bookings reads the matching rows only. pg_trgm is a trusted extension (PG 13+):
// a database owner may create it without being a superuser. Where it cannot be created, search
// still works (row by row) and a warning says why.

/** The schema pg_trgm lives in, or undefined when it is not installed. */
async function trigramSchema<T>(db: Kysely<T>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}

/**
 * Installs pg_trgm if it is not yet installed and answers its schema (undefined: not possible here,
 * with a warning). It goes into `public`, never into the connection's own schema: dropping a
 * schema (as every test file does with its own) would drop the extension from under the others.
 * `inTransaction`: the migration runs in one, which a failed statement would abort; a savepoint
 * keeps it usable.
 */
export async function ensureTrigram<T>(db: Kysely<T>, inTransaction: boolean): Promise<string | undefined> {
  const installed = await trigramSchema(db);
  if (installed) return installed;
  if (inTransaction) await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    if (inTransaction) await sql`release savepoint pg_trgm`.execute(db);
  } catch (err) {
    if (inTransaction) await sql`rollback to savepoint pg_trgm`.execute(db);
    // Another server (or test file) may have created it at the same moment.
    const now = await trigramSchema(db);
    if (now) return now;
    console.warn(`PostgreSQL: the pg_trgm extension could not be created (${(err as Error).message}); searches (q) will read every row. A superuser can run: CREATE EXTENSION pg_trgm SCHEMA public;`);
    return undefined;
  }
  return trigramSchema(db);
}

/** The name of a column's trigram index. */
export const trigramIndexName = (table: string, column: string) => `${table}_${column}_trgm`;

/** A GIN trigram index on one text column (if it has none yet). */
export async function createTrigramIndex<T>(db: Kysely<T>, schema: string, table: string, column: string) {
  const opclass = sql.raw(`"${schema.replace(/"/g, '""')}".gin_trgm_ops`);
  await sql`create index if not exists ${sql.id(trigramIndexName(table, column))} on ${sql.table(table)} using gin (${sql.ref(column)} ${opclass})`.execute(db);
}

/** The trigram indexes that exist in the connection's own schema. */
export async function trigramIndexes<T>(db: Kysely<T>): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and indexname like '%\_trgm'`.execute(db);
  return new Set(rows.map((r) => r.name));
}
