import { ENTITIES, type EntityDef, imageFields, keepsHistory } from '../../lib/entities.ts';
import { TRASH_DAYS } from '../../lib/constants.ts';
import type { Db } from '../db/index.ts';
import type { RecordTableName } from '../db/tables.ts';
import type { Actor, TrashItem } from '../../lib/history.ts';
import { forgetRevisions, recordRevision, revisionImages } from './revisions.ts';
import { repository } from '../storage/records.ts';
import { hourlyPurge, type PurgeOptions } from './hourly-purge.ts';

// A deleted record waits here, whole, for TRASH_DAYS days: its image stays in media meanwhile,
// so a restore brings back exactly what was deleted, with its own _id.

export type { TrashItem } from '../../lib/history.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function moveToTrash(
  db: Db,
  entity: string,
  record: Record<string, unknown>,
  by: Actor | undefined,
  at: Date,
): Promise<void> {
  await db
    .insertInto('trash')
    .values({
      id: String(record._id),
      entity,
      record: JSON.stringify(record),
      deletedAt: at.toISOString(),
      byId: by?._id ?? '',
      byName: by?.name ?? '',
    })
    .execute();
}

type Row = { id: string; entity: string; record: string; deletedAt: string; byId: string; byName: string };
const toItem = (row: Row): TrashItem => ({
  _id: row.id,
  entity: row.entity,
  deletedAt: row.deletedAt,
  by: { _id: row.byId, name: row.byName },
  record: JSON.parse(row.record) as Record<string, unknown>,
});

/** What was deleted, most recently deleted first. */
export async function listTrash(db: Db): Promise<TrashItem[]> {
  const rows = await db.selectFrom('trash').selectAll().orderBy('deletedAt', 'desc').execute();
  return rows.map(toItem);
}

export async function getTrashItem(db: Db, id: string): Promise<TrashItem | undefined> {
  const row = await db.selectFrom('trash').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toItem(row) : undefined;
}

export async function removeFromTrash(db: Db, id: string): Promise<void> {
  await db.deleteFrom('trash').where('id', '=', id).execute();
}

/**
 * Deletes for good what has been in the trash longer than TRASH_DAYS (with its history), then
 * every image nothing refers to any more: not a record, not the trash, not a recent revision.
 */
export async function purgeTrash(db: Db, now: Date): Promise<{ records: number; images: number }> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
  const expired = await db
    .selectFrom('trash')
    .select(['id', 'entity'])
    .where('deletedAt', '<', cutoff.toISOString())
    .execute();
  for (const entity of new Set(expired.map((e) => e.entity))) {
    await forgetRevisions(
      db,
      entity,
      expired.filter((e) => e.entity === entity).map((e) => e.id),
    );
  }
  // A fault report gone for good takes its public story and its tracking link with it.
  const tickets = expired.filter((e) => e.entity === 'ticket').map((e) => e.id);
  if (tickets.length) {
    await db.deleteFrom('ticket_event').where('ticketId', 'in', tickets).execute();
    await db.deleteFrom('ticket_token').where('ticketId', 'in', tickets).execute();
  }
  if (expired.length)
    await db
      .deleteFrom('trash')
      .where(
        'id',
        'in',
        expired.map((e) => e.id),
      )
      .execute();
  return { records: expired.length, images: await sweepImages(db, cutoff) };
}

/** Deletes images older than the cutoff that no record, trash item or revision since then names. */
async function sweepImages(db: Db, cutoff: Date): Promise<number> {
  const used = await revisionImages(db, cutoff);
  for (const def of Object.values(ENTITIES as Record<string, EntityDef>).filter((d) => d.image)) {
    const rows = await db
      .selectFrom(def.path as RecordTableName)
      .select(imageFields(def) as never[])
      .execute();
    for (const row of rows as Record<string, string>[]) for (const name of Object.values(row)) if (name) used.add(name);
  }
  for (const item of await db.selectFrom('trash').select('record').execute()) {
    const record = JSON.parse(item.record) as { image?: string; image_ne?: string };
    for (const name of [record.image, record.image_ne]) if (name) used.add(name);
  }
  const old = await db.selectFrom('media').select('name').where('createdAt', '<', cutoff.toISOString()).execute();
  const unused = old.map((m) => m.name).filter((name) => !used.has(name));
  if (unused.length) await db.deleteFrom('media').where('name', 'in', unused).execute();
  return unused.length;
}

/** Purges at start-up and then on a timer; `now` is injectable so tests can jump ahead in time. */
export function trashPurger(db: Db, options: PurgeOptions = {}) {
  return hourlyPurge('the trash', (now) => purgeTrash(db, now), { records: 0, images: 0 }, options);
}

/**
 * Moves one record to the trash, with its 'delete' revision when it is content: what a single
 * delete, a bulk delete and "Remove demo content" all do, inside the caller's transaction.
 */
export async function trashRecord(
  trx: Db,
  def: EntityDef,
  record: Record<string, unknown>,
  by: Actor | undefined,
  at: Date,
) {
  const id = String(record._id);
  if (!(await repository(trx, def).remove(id))) return false;
  await moveToTrash(trx, def.path, record, by, at);
  if (keepsHistory(def))
    await recordRevision(trx, {
      entity: def.path,
      recordId: id,
      action: 'delete',
      by,
      before: record,
      after: null,
      at,
    });
  return true;
}
