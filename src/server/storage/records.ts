import { randomBytes } from 'node:crypto';
import { type EntityDef, imageFields } from '../../lib/entities.ts';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/index.ts';
import type { RecordTableName, RecordTables } from '../db/tables.ts';
import { groupInsert, type Insert } from './group-commit.ts';
import { listSpec } from '../db/list-specs.ts';
import { listRows, type ListOptions } from './list.ts';
import { claimKey, earlierAnswer, type SubmissionKey } from './idempotency.ts';

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
    record[field] =
      kind === 'bool'
        ? Boolean(Number(value))
        : kind === 'list'
          ? parseList(value)
          : kind === 'json'
            ? parseJsonArray(value)
            : (value ?? '');
  }
  for (const field of imageFields(def)) record[field] = row[field] ?? '';
  if (def.lead) {
    record.status = row.status ?? 'new';
    record.statusChangedAt = row.statusChangedAt ?? null;
    record.statusChangedBy = row.statusChangedBy ?? null;
    record.notes = parseNotes(row.notes);
    record.assignedTo = row.assignedTo ?? null;
  }
  if (def.ordered) record.position = Number(row.position ?? 0);
  return record;
}

/** A lead's staff columns from its record (a restore puts back its status and notes too). */
function leadRow(def: EntityDef, record: Row): Row {
  if (!def.lead) return {};
  return {
    status: record.status ?? 'new',
    statusChangedAt: record.statusChangedAt ?? null,
    statusChangedBy: record.statusChangedBy ?? null,
    notes: JSON.stringify(record.notes ?? []),
    assignedTo: record.assignedTo ?? null,
  };
}

/** Validated input as column values. */
export function toRow(def: EntityDef, input: Row): Row {
  const row: Row = {};
  for (const [field, kind] of Object.entries(def.fields)) {
    if (!(field in input)) continue;
    const value = input[field];
    row[field] =
      kind === 'bool' ? (value ? 1 : 0) : kind === 'list' || kind === 'json' ? JSON.stringify(value ?? []) : value;
  }
  for (const field of imageFields(def)) if (field in input) row[field] = input[field];
  return row;
}

const parseList = (value: unknown): string[] => parseJsonArray(value).map(String);
const parseNotes = parseJsonArray;

/** A JSON array stored as text; anything else reads as empty rather than failing the request. */
export function parseJsonArray(value: unknown): unknown[] {
  try {
    const list = JSON.parse(String(value ?? '[]'));
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** The fields a list of the entity may be sorted by. */
export const sortable = (def: EntityDef) => [
  ...Object.keys(def.fields),
  'createdAt',
  ...(def.ordered ? ['position'] : []),
];

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
      const { n } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    /**
     * Stores a new record; `alsoInsert` names rows that must commit with it (its notifications).
     * With a visitor's submission key the record is stored once per key: a repeat answers the
     * earlier record instead (or a 422 for other content under the same key).
     */
    async insert(
      values: Row,
      alsoInsert: (record: Row) => Insert[] = () => [],
      key?: SubmissionKey,
      alsoWrite?: (d: Db, record: Row) => Promise<unknown>,
    ) {
      const row: Row = { ...toRow(def, values), id: newId(), createdAt: new Date().toISOString() };
      // A new record goes last, or first for an entity whose new records lead (spec §4). Worked
      // out inside the insert, so a burst of inserts committed together still lines up in order.
      if (def.ordered) {
        row.position = def.newestFirst
          ? sql`(select coalesce(min(position), 1) - 1 from ${sql.table(table)})`
          : sql`(select coalesce(max(position), -1) + 1 from ${sql.table(table)})`;
      }
      const record = toRecord(def, row);
      // In the record's transaction: the key's claim (which may find an earlier answer instead), and what the caller writes with it.
      const before =
        key || alsoWrite
          ? async (d: Db) => (key && (await claimKey(d, key, record))) ?? void (await alsoWrite?.(d, record))
          : undefined;
      const earlier = await groupInsert(database)([{ table, row }, ...alsoInsert(record)], before);
      if (earlier) return earlierAnswer(earlier as Parameters<typeof earlierAnswer>[0], key!) as Row;
      return def.ordered ? (await this.get(String(row.id)))! : record;
    },
    /** Puts a whole record back with its own id (a restore from the trash). */
    async reinsert(record: Row) {
      const row = {
        ...toRow(def, record),
        ...leadRow(def, record),
        id: String(record._id),
        createdAt: String(record.createdAt),
      };
      await db.insertInto(table).values(row).execute();
      if (def.ordered) await this.place(String(record._id), Number(record.position ?? 0));
      return this.get(String(record._id));
    },
    /** The ids in the editor's order. */
    async order(): Promise<string[]> {
      const rows = await db.selectFrom(table).select('id').orderBy('position', 'asc').orderBy('seq', 'asc').execute();
      return rows.map((r) => String(r.id));
    },
    /** Numbers the records 0, 1, 2… in the given order of ids. */
    async reorder(ids: string[]) {
      for (const [position, id] of ids.entries())
        await db.updateTable(table).set({ position }).where('id', '=', id).where('position', '!=', position).execute();
    },
    /** Moves one record to a position (its place before a delete or in an old version) and renumbers the rest around it. */
    async place(id: string, position: number) {
      const others = (await this.order()).filter((other) => other !== id);
      others.splice(Math.max(0, Math.min(position, others.length)), 0, id);
      await this.reorder(others);
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
