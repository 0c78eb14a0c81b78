import { ENTITIES } from '../../lib/entities.ts';
import type { Actor, Revision, RevisionAction, Snapshot } from '../../lib/history.ts';
import type { Db } from '../db/index.ts';
import { newId } from '../storage/records.ts';

// Every change of a content record or a user keeps a revision: who, when, and the whole record
// before and after (so fields added later, such as translations, are kept without changes here).
// A user's snapshot is name and email only: a password or its hash is never stored.

export type { Actor, Revision, RevisionAction } from '../../lib/history.ts';

export interface RevisionInput {
  entity: string;
  recordId: string;
  action: RevisionAction;
  by?: Actor;
  before: Snapshot;
  after: Snapshot;
  at: Date;
}

/** An update's action: hiding or showing a record is named as such, anything else is an update. */
export function updateAction(before: Snapshot, after: Snapshot): RevisionAction {
  if (before && after && Boolean(before.hidden) !== Boolean(after.hidden)) return after.hidden ? 'hide' : 'show';
  return 'update';
}

export async function recordRevision(db: Db, r: RevisionInput): Promise<void> {
  await db
    .insertInto('revision')
    .values({
      id: newId(),
      entity: r.entity,
      recordId: r.recordId,
      action: r.action,
      at: r.at.toISOString(),
      byId: r.by?._id ?? '',
      byName: r.by?.name ?? '',
      before: r.before ? JSON.stringify(r.before) : null,
      after: r.after ? JSON.stringify(r.after) : null,
    })
    .execute();
}

const parse = (json: string | null): Snapshot => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

type Row = {
  id: string;
  at: string;
  byId: string;
  byName: string;
  action: string;
  before: string | null;
  after: string | null;
};
const toRevision = (row: Row): Revision => ({
  _id: row.id,
  at: row.at,
  by: { _id: row.byId, name: row.byName },
  action: row.action as RevisionAction,
  before: parse(row.before),
  after: parse(row.after),
});

/** A record's history, newest first. */
export async function listRevisions(db: Db, entity: string, recordId: string): Promise<Revision[]> {
  const rows = await db
    .selectFrom('revision')
    .selectAll()
    .where('entity', '=', entity)
    .where('recordId', '=', recordId)
    .orderBy('seq', 'desc')
    .execute();
  return rows.map(toRevision);
}

export async function getRevision(
  db: Db,
  entity: string,
  recordId: string,
  revisionId: string,
): Promise<Revision | undefined> {
  const row = await db
    .selectFrom('revision')
    .selectAll()
    .where('id', '=', revisionId)
    .where('entity', '=', entity)
    .where('recordId', '=', recordId)
    .executeTakeFirst();
  return row ? toRevision(row) : undefined;
}

const WITH_IMAGE = Object.values(ENTITIES)
  .filter((d) => d.image)
  .map((d) => d.path);

/** Image names that revisions made since `since` refer to (their versions stay restorable). */
export async function revisionImages(db: Db, since: Date): Promise<Set<string>> {
  const rows = await db
    .selectFrom('revision')
    .select(['before', 'after'])
    .where('entity', 'in', WITH_IMAGE)
    .where('at', '>=', since.toISOString())
    .execute();
  const names = new Set<string>();
  for (const row of rows)
    for (const s of [parse(row.before), parse(row.after)])
      for (const name of [s?.image, s?.image_ne]) if (name) names.add(String(name));
  return names;
}

/** Forgets the history of records that are gone for good. */
export async function forgetRevisions(db: Db, entity: string, recordIds: string[]): Promise<void> {
  if (recordIds.length)
    await db.deleteFrom('revision').where('entity', '=', entity).where('recordId', 'in', recordIds).execute();
}
