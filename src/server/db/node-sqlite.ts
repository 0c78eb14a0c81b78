import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

type Param = null | number | bigint | string | Uint8Array;

// node:sqlite binds neither booleans nor undefined, and takes parameters spread rather than as an array.
const bindable = (params: ReadonlyArray<unknown>): Param[] =>
  params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p === undefined ? null : (p as Param)));

// Rows come back with a null prototype; the rest of the code wants plain objects.
const plain = (row: unknown) => ({ ...(row as object) });

/**
 * Gives Kysely's own SqliteDialect a database from Node's built-in node:sqlite, so the embedded
 * default needs nothing compiled or downloaded.
 */
export function nodeSqliteDatabase(file: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(file);
  // Kysely prepares every query afresh; the same few SQL texts recur, so keep their statements.
  const cache = new Map<string, { stmt: StatementSync; reader: boolean }>();
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      let entry = cache.get(sql);
      if (!entry) {
        const prepared = raw.prepare(sql);
        entry = { stmt: prepared, reader: prepared.columns().length > 0 };
        if (cache.size >= 500) cache.clear();
        cache.set(sql, entry);
      }
      const { stmt, reader } = entry;
      return {
        reader,
        all: (params) => stmt.all(...bindable(params)).map(plain),
        run: (params) => {
          const r = stmt.run(...bindable(params));
          return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
        },
        *iterate(params) {
          for (const row of stmt.iterate(...bindable(params))) yield plain(row);
        },
      } as SqliteStatement;
    },
  };
}
