import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// PostgreSQL answers `q` (ILIKE '%word%') from a GIN index of pg_trgm on each table's search text:
// its searched columns joined by newlines, the same expression the list query matches, so a search
// of 100,000 bookings reads the matching rows only. (One index per column, as 0009 made, was never
// chosen by the planner: an OR of eleven index scans per word priced above a sequential scan.) pg_trgm is a trusted extension (PG 13+):
// a database owner may create it without being a superuser. Where it cannot be created, search
// still works (row by row) and a warning says why.

/** The schema pg_trgm lives in, or undefined when it is not installed. */
async function trigramSchema<T>(db: Kysely<T>): Promise<string | undefined> {
  const { rows } = await sql<{
    schema: string;
  }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
    db,
  );
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
    console.warn(
      `PostgreSQL: the pg_trgm extension could not be created (${(err as Error).message}); searches (q) will read every row. A superuser can run: CREATE EXTENSION pg_trgm SCHEMA public;`,
    );
    return undefined;
  }
  return trigramSchema(db);
}

/** The name of a column's trigram index. */
export const trigramIndexName = (table: string, column: string) => `${table}_${column}_trgm`;

/** A GIN trigram index on one text column (if it has none yet). */
export async function createTrigramIndex<T>(db: Kysely<T>, schema: string, table: string, column: string) {
  const opclass = sql.raw(`"${schema.replace(/"/g, '""')}".gin_trgm_ops`);
  await sql`create index if not exists ${sql.id(trigramIndexName(table, column))} on ${sql.table(table)} using gin (${sql.ref(column)} ${opclass})`.execute(
    db,
  );
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A table's search text: its searched columns joined by newlines (a word never spans two). The index and the query use this very text. */
export const searchText = (columns: readonly string[]) =>
  columns.map((c) => `coalesce(${ident(c)}, '')`).join(' || chr(10) || ');

/** The name of a table's search index, which changes with its columns (a new field gets a new index). */
export function searchIndexName(table: string, columns: readonly string[]) {
  return `${table}_search_${createHash('sha256').update(columns.join('\n')).digest('hex').slice(0, 8)}`;
}

/** The GIN trigram index of a table's search text (if it has none yet). */
export async function createSearchIndex<T>(db: Kysely<T>, schema: string, table: string, columns: readonly string[]) {
  const opclass = sql.raw(`${ident(schema)}.gin_trgm_ops`);
  await sql`create index if not exists ${sql.id(searchIndexName(table, columns))} on ${sql.table(table)} using gin ((${sql.raw(searchText(columns))}) ${opclass})`.execute(
    db,
  );
}

/**
 * The search indexes (those with a gin_trgm_ops column) of one table, or of every table, in the
 * connection's own schema. Read from the catalog's tables, not from pg_indexes, whose `indexdef`
 * would run pg_get_indexdef on other schemas' indexes too: one dropped meanwhile (another server's
 * test schema) failed the query with "could not open relation with OID".
 */
export async function searchIndexes<T>(db: Kysely<T>, table?: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select i.relname as name
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class c on c.oid = x.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() ${table === undefined ? sql`` : sql`and c.relname = ${table}`}
      and exists (select 1 from pg_opclass o where o.oid = any (x.indclass::oid[]) and o.opcname = 'gin_trgm_ops')
    order by i.relname`.execute(db);
  return rows.map((r) => r.name);
}
