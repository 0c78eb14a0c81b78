import { Hono, type Context } from 'hono';
import { type EntityDef, imageFields } from '../../lib/entities.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { getImage } from '../media/images.ts';
import { isId, repository } from '../storage/records.ts';
import { getRevision, listRevisions, recordRevision, type Revision } from './revisions.ts';
import { getTrashItem } from './trash.ts';

type Snapshot = Record<string, unknown>;

export interface RevisionDeps {
  db: Db;
  /** the entity as revisions name it: a record entity's path, or 'users' */
  entity: string;
  word: string;
  now: () => Date;
  /** the record now, or undefined when it does not exist */
  current: (id: string) => Promise<Snapshot | undefined>;
  /** puts a version back and answers the record as it now is */
  restore: (db: Db, id: string, version: Snapshot, revision: Revision) => Promise<Snapshot>;
  onRestore?: () => void;
}

/** GET /:id/revisions (newest first) and POST /:id/revisions/:revisionId/restore. */
export function revisionRoutes(deps: RevisionDeps) {
  const { db, entity, word, now } = deps;
  const app = new Hono<AuthEnv>();
  const found = async (c: Context<AuthEnv>) => {
    const id = c.req.param('id') ?? '';
    if (!isId(id)) throw new ApiError(404, `No ${word} with that id`);
    return id;
  };

  app.get('/:id/revisions', async (c) => c.json(await listRevisions(db, entity, await found(c))));

  app.post('/:id/revisions/:revisionId/restore', async (c) => {
    const id = await found(c);
    const revision = await getRevision(db, entity, id, c.req.param('revisionId'));
    if (!revision) throw new ApiError(404, 'No revision with that id for this record');
    const current = await deps.current(id);
    if (!current) {
      const inTrash = await getTrashItem(db, id);
      throw new ApiError(
        inTrash ? 409 : 404,
        inTrash ? `This ${word} was deleted: restore it from Recently deleted first.` : `No ${word} with that id`,
      );
    }
    // 'That version' is the record as the change left it; a deletion's is the record before it.
    const version = revision.after ?? revision.before;
    if (!version) throw new ApiError(400, 'This revision holds no version to restore');
    const record = await db.transaction().execute(async (trx) => {
      const restored = await deps.restore(trx, id, version, revision);
      await recordRevision(trx, {
        entity,
        recordId: id,
        action: 'restore',
        by: c.get('user'),
        before: current,
        after: restored,
        at: now(),
      });
      return restored;
    });
    deps.onRestore?.();
    return c.json(record);
  });
  return app;
}

/**
 * Puts a content record's version back: its fields, its image while media still has it, and its
 * place in the order when the revision was a move.
 */
export function restoreContent(def: EntityDef) {
  return async (db: Db, id: string, version: Snapshot, revision: Revision): Promise<Snapshot> => {
    const result = def.schema.safeParse(version);
    if (!result.success)
      throw new ApiError(
        409,
        `That version no longer passes today's rules: ${result.error.issues[0]?.message ?? 'invalid'}`,
      );
    const values: Snapshot = { ...result.data };
    for (const field of imageFields(def))
      if (version[field] === '' || (version[field] && (await getImage(db, String(version[field])))))
        values[field] = version[field];
    const repo = repository(db, def);
    await repo.update(id, values);
    if (def.ordered && revision.action === 'reorder') await repo.place(id, Number(version.position ?? 0));
    return (await repo.get(id))!;
  };
}
