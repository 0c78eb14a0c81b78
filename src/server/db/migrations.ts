import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { Db, DbKind } from './index.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** The numbered migrations of ./migrations/, each given the database kind. */
function migrations(kind: DbKind): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, m]) => [name, { up: (db: Kysely<unknown>) => m.up(db, { kind }) }]),
  );
}

/** Brings the schema up to date; `to` stops after that migration (the upgrade tests use it). */
export async function migrate(db: Db, kind: DbKind, to?: string): Promise<void> {
  // On PostgreSQL the migration tables live in the connection's own schema: Kysely would otherwise
  // find another schema's tables when several share a server (as parallel test files do).
  const migrationTableSchema =
    kind === 'postgres'
      ? String((await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s)
      : undefined;
  const migrator = new Migrator({
    db,
    migrationTableSchema,
    provider: { getMigrations: async () => migrations(kind) },
  });
  const { error, results } = to ? await migrator.migrateTo(to) : await migrator.migrateToLatest();
  for (const r of results ?? []) if (r.status === 'Error') console.error(`Migration ${r.migrationName} failed`);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** True once the database answers a trivial query. */
export async function ping(db: Db): Promise<boolean> {
  await sql`select 1`.execute(db);
  return true;
}
