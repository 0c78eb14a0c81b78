import { randomBytes } from 'node:crypto';
import type { EntityDef } from '../lib/entities.ts';
import type { Kysely } from 'kysely';
import type { Db } from './db/index.ts';
import type { RecordTableName, RecordTables } from './db/tables.ts';
import { groupInsert } from './group-commit.ts';
import { listRows, type ListOptions } from './list.ts';

type Row = Record<string, unknown>;

/** A new opaque record id: 24 hex characters, as the admin has always seen. */
export const newId = () => randomBytes(12).toString('hex');
/** Whether a string could be an id at all; anything else is answered 404 without a query. */
export const isId = (id: string) => /^[0-9a-f]{24}$/.test(id);

/** A stored row as the API's plain JSON record, with real lists and booleans. */
export function toRecord(def: EntityDef, row: Row): Record<string, unknown> {
  const record: Row = { _id: row.id, createdAt: row.createdAt };
  for (const [field, kind] of Object.entries(def.fields)) {
    const value = row[field];
    record[field] = kind === 'bool' ? Boolean(Number(value)) : kind === 'list' ? parseList(value) : (value ?? '');
  }
  if (def.image) record.image = row.image ?? '';
  return record;
}

/** Validated input as column values. */
export function toRow(def: EntityDef, input: Row): Row {
  const row: Row = {};
  for (const [field, kind] of Object.entries(def.fields)) {
    if (!(field in input)) continue;
    const value = input[field];
    row[field] = kind === 'bool' ? (value ? 1 : 0) : kind === 'list' ? JSON.stringify(value ?? []) : value;
  }
  if (def.image && 'image' in input) row.image = input.image;
  return row;
}

function parseList(value: unknown): string[] {
  try {
    const list = JSON.parse(String(value ?? '[]'));
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}

/** What a list of the entity searches (its text and list fields) and its default order. */
export const listSpec = (def: EntityDef) => ({
  table: def.path,
  searchable: Object.entries(def.fields).filter(([, kind]) => kind !== 'bool').map(([field]) => field),
  defaultOrder: def.newestFirst ? ('desc' as const) : ('asc' as const),
});

/** The fields a list of the entity may be sorted by. */
export const sortable = (def: EntityDef) => [...Object.keys(def.fields), 'createdAt'];

/** Generic storage of one entity's table. */
export function repository(database: Db, def: EntityDef) {
  const table = def.path as RecordTableName;
  // The registry names the table and its columns, so this one module works on the generic view.
  const db = database as unknown as Kysely<RecordTables>;
  return {
    /** A page of records (or all of them) and the total of matches; see ListOptions. */
    async list(options: ListOptions = {}) {
      const { rows, total } = await listRows(database, listSpec(def), options);
      return { records: rows.map((r) => toRecord(def, r)), total };
    },
    async get(id: string) {
      if (!isId(id)) return undefined;
      const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(def, row) : undefined;
    },
    async count() {
      const { n } = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return Number(n);
    },
    async insert(values: Row) {
      const row = { ...toRow(def, values), id: newId(), createdAt: new Date().toISOString() };
      await groupInsert(database)(table, row);
      return toRecord(def, row);
    },
    async update(id: string, values: Row) {
      const row = toRow(def, values);
      if (Object.keys(row).length) await db.updateTable(table).set(row).where('id', '=', id).execute();
      return this.get(id);
    },
    async remove(id: string) {
      const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
