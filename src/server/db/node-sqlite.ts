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
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const stmt: StatementSync = raw.prepare(sql);
      return {
        reader: stmt.columns().length > 0,
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
