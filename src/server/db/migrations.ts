import { sql, type CreateTableBuilder } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { Db, DbKind } from './index.ts';
import { ENTITIES } from '../../lib/entities.ts';

// Versioned migrations, run at start-up. Append new ones; never edit one that has shipped.
function migrations(kind: DbKind): Record<string, Migration> {
  const blob = kind === 'postgres' ? 'bytea' : 'blob';
  // Every record table: an insertion sequence (for a stable order), the opaque _id and createdAt.
  const recordTable = (db: Db, name: string) => {
    const t = db.schema.createTable(name);
    return (kind === 'postgres'
      ? t.addColumn('seq', 'bigserial', (c) => c.primaryKey())
      : t.addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
    )
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('createdAt', 'text', (c) => c.notNull());
  };
  return {
    '0001_initial': {
      async up(db: Db) {
        for (const def of Object.values(ENTITIES)) {
          let t: CreateTableBuilder<string, string> = recordTable(db, def.path);
          for (const [field, kindOf] of Object.entries(def.fields)) {
            t = t.addColumn(field, kindOf === 'bool' ? 'integer' : 'text', (c) => c.notNull().defaultTo(kindOf === 'bool' ? 0 : kindOf === 'list' ? '[]' : ''));
          }
          if (def.image) t = t.addColumn('image', 'text', (c) => c.notNull().defaultTo(''));
          await t.execute();
        }
        await recordTable(db, 'users')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('passwordHash', 'text', (c) => c.notNull())
          // Tokens issued before this instant (ms) no longer work: set on password change.
          .addColumn('tokensValidAfter', 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createTable('media')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('data', blob, (c) => c.notNull())
          .addColumn('createdAt', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('meta')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
      },
    },
  };
}

export async function migrate(db: Db, kind: DbKind): Promise<void> {
  // On PostgreSQL the migration tables live in the connection's own schema: Kysely would otherwise
  // find another schema's tables when several share a server (as parallel test files do).
  const migrationTableSchema = kind === 'postgres' ? String((await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s) : undefined;
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations(kind) } });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) if (r.status === 'Error') console.error(`Migration ${r.migrationName} failed`);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** True once the database answers a trivial query. */
export async function ping(db: Db): Promise<boolean> {
  await sql`select 1`.execute(db);
  return true;
}
