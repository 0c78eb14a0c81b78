import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { nodeSqliteDatabase } from './node-sqlite.ts';
import { ensureSearchIndexes } from './search-index.ts';
import { migrate } from './migrations.ts';
import { OwnSchemaPostgresDialect } from './pg-introspector.ts';

import type { Tables } from './tables.ts';

export type { Tables } from './tables.ts';
/** The database, typed by table (./tables.ts). */
export type Db = Kysely<Tables>;
export type DbKind = 'sqlite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export const DEFAULT_DATABASE_URL = 'file:./data/site.db';

/** Opens the database named by a `file:` (SQLite) or `postgres://` URL and brings its schema up to date. */
export async function openDatabase(
  url = DEFAULT_DATABASE_URL,
  options: { migrateTo?: string } = {},
): Promise<Database> {
  const database = /^postgres(ql)?:\/\//.test(url) ? openPostgres(url) : openSqlite(url);
  await migrate(database.db, database.kind, options.migrateTo);
  // Derived from the entity registry once the schema is complete (a partial one is only for the upgrade tests).
  if (!options.migrateTo) await ensureSearchIndexes(database);
  return database;
}

function openSqlite(url: string): Database {
  const file = url.replace(/^file:(\/\/)?/, '') || ':memory:';
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = nodeSqliteDatabase(file);
  // WAL with full sync: a commit that was acknowledged survives a kill -9 or a power cut.
  sqlite.raw.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;',
  );
  const db: Db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3000, idleTimeoutMillis: 30000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  // A client whose connection drops while checked out emits 'error' too; its query already fails.
  pool.on('connect', (client) =>
    client.on('error', (err) => console.error('PostgreSQL connection lost:', err.message)),
  );
  const db: Db = new Kysely({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
