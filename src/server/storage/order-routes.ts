import { Hono } from 'hono';
import type { EntityDef } from '../../lib/entities.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import { readInput } from '../http/body.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { recordRevision } from '../history/revisions.ts';
import { repository } from './records.ts';

export interface OrderDeps {
  db: Db;
  now: () => Date;
  onChange: () => void;
}

/**
 * PUT /{entity}/order with `{ ids }`, every id of the entity exactly once: the editor's order.
 * Answers the records in their new order; each record that moved keeps a 'reorder' revision.
 */
export function orderRoute(def: EntityDef, { db, now, onChange }: OrderDeps) {
  const app = new Hono<AuthEnv>();
  app.put('/', async (c) => {
    const { ids } = await readInput(c);
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string'))
      throw new ApiError(400, 'Send { "ids": [...] }: the ids in their new order', { ids: 'A list of ids' });
    const records = await db.transaction().execute(async (trx) => {
      const repo = repository(trx, def);
      const { records: before } = await repo.list();
      const known = new Set(before.map((r) => String(r._id)));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
        throw new ApiError(400, `The order must list every ${def.word} exactly once`, {
          ids: `Every ${def.word} id, once each`,
        });
      }
      await repo.reorder(ids as string[]);
      const { records: after } = await repo.list();
      for (const record of after) {
        const old = before.find((r) => r._id === record._id)!;
        if (old.position === record.position) continue;
        await recordRevision(trx, {
          entity: def.path,
          recordId: String(record._id),
          action: 'reorder',
          by: c.get('user'),
          before: old,
          after: record,
          at: now(),
        });
      }
      return after;
    });
    onChange();
    return c.json(records);
  });
  return app;
}
