import { type EntityDef, keepsHistory } from '../../lib/entities.ts';
import type { Actor, TrashItem } from '../../lib/history.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { repository } from '../storage/records.ts';
import { recordRevision } from './revisions.ts';
import { removeFromTrash } from './trash.ts';

/**
 * Brings one record back from Recently deleted with its own _id, with its 'restore' revision when it
 * is content, inside the caller's transaction: what a single restore and "Restore the demo content"
 * both do. A record with that id already there is a 409.
 */
export async function restoreTrashItem(trx: Db, def: EntityDef, item: TrashItem, by: Actor, at: Date) {
  const repo = repository(trx, def);
  if (await repo.get(item._id)) throw new ApiError(409, `A ${def.word} with that id exists already`);
  const restored = (await repo.reinsert(item.record))!;
  await removeFromTrash(trx, item._id);
  if (keepsHistory(def))
    await recordRevision(trx, {
      entity: def.path,
      recordId: item._id,
      action: 'restore',
      by,
      before: null,
      after: restored,
      at,
    });
  return restored;
}
