import { PostgresAdapter, type Kysely } from 'kysely';
import type { EntityDef } from '../../lib/entities.ts';
import type { LeadUpdate } from '../../lib/schemas/lead-update.ts';
import type { Db } from '../db/index.ts';
import type { RecordTableName, RecordTables } from '../db/tables.ts';
import type { Insert } from '../storage/group-commit.ts';
import { isId, parseJsonArray, toRecord } from '../storage/records.ts';
import { assignmentNote } from './assignment.ts';

type Record_ = Record<string, unknown>;

/**
 * Applies a staff change to a lead: a new status (stamped with when and by whom), a note appended
 * to its notes and/or a new assignee (which leaves a note of its own, issue 30). Read and written
 * in one transaction, the row locked on PostgreSQL, so two staff adding notes at once both keep
 * theirs. Returns the record before and after (the audit trail hooks in here) and the assignment's
 * note, or undefined for an unknown id.
 */
export async function updateLead(
  database: Db,
  def: EntityDef,
  id: string,
  update: LeadUpdate,
  author: string,
  /** rows to commit with the change (the assignee's email in the outbox), given the record before and after */
  alsoInsert: (before: Record_, after: Record_) => Insert[] = () => [],
): Promise<{ before: Record_; after: Record_; assignment?: string } | undefined> {
  if (!isId(id)) return undefined;
  const table = def.path as RecordTableName;
  const db = database as unknown as Kysely<RecordTables>;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db.transaction().execute(async (trx) => {
    const query = trx.selectFrom(table).selectAll().where('id', '=', id);
    // SQLite runs one transaction at a time on its one connection; PostgreSQL needs the lock.
    const row = await (postgres ? query.forUpdate() : query).executeTakeFirst();
    if (!row) return undefined;
    const now = new Date().toISOString();
    const changes: Record_ = {};
    if (update.status !== undefined && update.status !== row.status) {
      Object.assign(changes, { status: update.status, statusChangedAt: now, statusChangedBy: author });
      if (!row.firstStatusChangeAt) changes.firstStatusChangeAt = now;
    }
    const notes: string[] = [];
    let assignment: string | undefined;
    if (update.assignedTo !== undefined && update.assignedTo !== (row.assignedTo ?? null)) {
      changes.assignedTo = update.assignedTo;
      assignment = await assignmentNote(trx as unknown as Db, row.assignedTo ?? null, update.assignedTo);
      notes.push(assignment);
    }
    if (update.note !== undefined) notes.push(update.note);
    if (notes.length)
      changes.notes = JSON.stringify([
        ...parseJsonArray(row.notes),
        ...notes.map((text) => ({ text, author, at: now })),
      ]);
    if (Object.keys(changes).length) await trx.updateTable(table).set(changes).where('id', '=', id).execute();
    const before = toRecord(def, row);
    const after = toRecord(def, { ...row, ...changes });
    for (const { table: into, row: extra } of alsoInsert(before, after))
      await (trx as unknown as Kysely<Record<string, Record_>>).insertInto(into).values(extra).execute();
    return { before, after, assignment };
  });
}
