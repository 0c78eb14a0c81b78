import { sql } from 'kysely';
import { ENTITIES } from '../../lib/entities.ts';
import type { Database } from './index.ts';
import { listSpec, USERS_LIST } from './list-specs.ts';
import { createSearchIndex, ensureTrigram, searchIndexes, searchIndexName } from './trigram.ts';
import type { Db } from './index.ts';

// On SQLite, `q` over a big table would read every row's text fields through LIKE (half a second
// for 100,000 bookings on the loaded 2-core machine). Each record table gets a full-text index
// instead: an FTS5 table with the trigram tokenizer, which answers `LIKE '%word%'` from the index
// for words of 3 characters and more (any script; shorter words are read from it row by row).
// Triggers keep it in step with the table, so every insert path (the group commit included) is
// covered. It is derived data, like an index: built from the entity registry at start-up and
// rebuilt whenever the registry's text fields of a table change (a new field is searched at once).

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** The searchable fields of one row joined by newlines (a word never spans two fields). */
const textOf = (fields: readonly string[], row = '') =>
  fields.map((f) => `coalesce(${row}${ident(f)}, '')`).join(' || char(10) || ');

/** Creates or rebuilds the search index of every record table whose fields changed. */
export async function ensureSearchIndexes({ db, kind }: Database): Promise<void> {
  if (kind === 'postgres') return ensureTrigramIndexes(db);
  for (const def of Object.values(ENTITIES)) {
    const { table, searchable, searchIndex: index } = listSpec(def);
    if (!index) continue;
    const [t, s] = [ident(table), ident(index)];
    const insertTrigger = `CREATE TRIGGER ${ident(`${index}_insert`)} AFTER INSERT ON ${t} BEGIN INSERT INTO ${s} (rowid, text) VALUES (new.seq, ${textOf(searchable, 'new.')}); END`;
    // SQLite keeps a trigger's text as written: the same text means the same fields are indexed.
    const { rows } = await sql<{
      sql: string;
    }>`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ${`${index}_insert`}`.execute(db);
    if (rows[0]?.sql === insertTrigger) continue;
    await db.transaction().execute(async (trx) => {
      for (const statement of [
        `DROP TRIGGER IF EXISTS ${ident(`${index}_insert`)}`,
        `DROP TRIGGER IF EXISTS ${ident(`${index}_update`)}`,
        `DROP TRIGGER IF EXISTS ${ident(`${index}_delete`)}`,
        `DROP TABLE IF EXISTS ${s}`,
        `CREATE VIRTUAL TABLE ${s} USING fts5(text, tokenize = 'trigram')`,
        `INSERT INTO ${s} (rowid, text) SELECT seq, ${textOf(searchable)} FROM ${t}`,
        insertTrigger,
        `CREATE TRIGGER ${ident(`${index}_update`)} AFTER UPDATE ON ${t} BEGIN UPDATE ${s} SET text = ${textOf(searchable, 'new.')} WHERE rowid = new.seq; END`,
        `CREATE TRIGGER ${ident(`${index}_delete`)} AFTER DELETE ON ${t} BEGIN DELETE FROM ${s} WHERE rowid = old.seq; END`,
      ]) {
        await sql.raw(statement).execute(trx);
      }
    });
  }
}

/**
 * PostgreSQL: migration 0019 indexed each table's search text as it was then; a field or entity
 * added to the registry since changes that text, so its index is made anew here (and the old one
 * dropped), and a search never quietly falls back to reading every row.
 */
async function ensureTrigramIndexes(db: Db): Promise<void> {
  const lists = [...Object.values(ENTITIES).map(listSpec), USERS_LIST];
  let schema: string | undefined;
  for (const { table, searchable, searchColumn } of lists) {
    // A table with a search column of its own has its index from the migration that made it.
    if (searchColumn) continue;
    const wanted = searchIndexName(table, searchable);
    const existing = await searchIndexes(db, table);
    if (existing.includes(wanted)) continue;
    schema ??= await ensureTrigram(db, false);
    if (!schema) return;
    try {
      await createSearchIndex(db, schema, table, searchable);
      for (const old of existing) await sql`drop index if exists ${sql.id(old)}`.execute(db);
      console.info(`PostgreSQL: the search index of ${table} now covers ${searchable.join(', ')}`);
    } catch (err) {
      // Another server starting at the same moment may be making it; search works meanwhile.
      console.warn(`PostgreSQL: could not make the search index of ${table}: ${(err as Error).message}`);
    }
  }
}
