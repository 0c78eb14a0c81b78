import type { Kysely } from 'kysely';
import type { DbKind } from '../index.ts';

export interface MigrationContext {
  kind: DbKind;
}

/** A record table's first columns: an insertion sequence (stable order), the opaque id and createdAt. */
export function recordTable(db: Kysely<unknown>, kind: DbKind, name: string) {
  const t = db.schema.createTable(name);
  return (
    kind === 'postgres'
      ? t.addColumn('seq', 'bigserial', (c) => c.primaryKey())
      : t.addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', 'text', (c) => c.notNull());
}
