import { PostgresAdapter, type Kysely } from 'kysely';
import type { EntityDef } from '../../lib/entities.ts';
import type { LeadUpdate } from '../../lib/schemas/lead-update.ts';
import type { Db } from '../db/index.ts';
import type { RecordTableName, RecordTables } from '../db/tables.ts';
import { isId, parseJsonArray, toRecord } from '../storage/records.ts';

type Record_ = Record<string, unknown>;

/**
 * Applies a staff change to a lead: a new status (stamped with when and by whom) and/or a note
 * appended to its notes. Read and written in one transaction, the row locked on PostgreSQL, so two
 * staff adding notes at once both keep theirs. Returns the record before and after (the audit
 * trail hooks in here), or undefined for an unknown id.
 */
export async function updateLead(
  database: Db,
  def: EntityDef,
  id: string,
  update: LeadUpdate,
  author: string,
): Promise<{ before: Record_; after: Record_ } | undefined> {
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
    if (update.note !== undefined)
      changes.notes = JSON.stringify([...parseJsonArray(row.notes), { text: update.note, author, at: now }]);
    if (Object.keys(changes).length) await trx.updateTable(table).set(changes).where('id', '=', id).execute();
    return { before: toRecord(def, row), after: toRecord(def, { ...row, ...changes }) };
  });
}
