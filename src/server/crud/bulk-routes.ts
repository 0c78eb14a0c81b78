import { Hono } from 'hono';
import type { EntityDef } from '../../lib/entities.ts';
import { allows, ruleOf } from '../../lib/access.ts';
import { roleRefusal } from '../../lib/roles.ts';
import { auditName } from '../../lib/history.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { readInput } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { noteAudit } from '../history/audit.ts';
import { recordRevision } from '../history/revisions.ts';
import { trashRecord } from '../history/trash.ts';
import { repository } from '../storage/records.ts';
import { countOf } from '../../lib/plural.ts';

/** The most records one bulk action takes (a list's selection is a page or a few). */
export const BULK_MAX = 500;
export const BULK_ACTIONS = ['delete', 'hide', 'show'] as const;
type BulkAction = (typeof BULK_ACTIONS)[number];

export interface BulkDeps {
  db: Db;
  now: () => Date;
  /** called once after a bulk action changed something shown on the public site */
  onChange: () => void;
}

/**
 * POST /{entity}/bulk with `{ action, ids }` (issue 42): several records deleted (to the trash),
 * hidden or shown in one call and one transaction. Each record is audited and keeps its revision
 * as a single delete, hide or show would; the site republishes once. An id that is not there (any
 * more) is skipped, as is a record already hidden or shown: the answer's `ids` are those changed.
 */
export function bulkRoute(def: EntityDef, { db, now, onChange }: BulkDeps) {
  const app = new Hono<AuthEnv>();
  const actions: readonly BulkAction[] = def.ordered ? BULK_ACTIONS : ['delete'];
  app.post('/', async (c) => {
    const { action, ids } = await readInput(c);
    if (typeof action !== 'string' || !(actions as readonly string[]).includes(action))
      throw new ApiError(400, `action must be one of: ${actions.join(', ')}`, {
        action: `One of ${actions.join(', ')}`,
      });
    if (!Array.isArray(ids) || !ids.length || ids.length > BULK_MAX || !ids.every((id) => typeof id === 'string'))
      throw new ApiError(400, `Send { "action", "ids": [...] } with 1 to ${BULK_MAX} ids`, { ids: 'A list of ids' });
    const by = c.get('user');
    // The route is the entity's update rule; deleting several is its delete rule too.
    if (action === 'delete' && !allows(ruleOf(def.access, 'delete'), by.role))
      throw new ApiError(403, roleRefusal(by.role));
    const at = now();
    const done = await db.transaction().execute(async (trx) => {
      const repo = repository(trx, def);
      const changed: Record<string, unknown>[] = [];
      for (const id of new Set(ids as string[])) {
        const current = await repo.get(id);
        if (!current) continue;
        if (action === 'delete') {
          if (await trashRecord(trx, def, current, by, at)) changed.push(current);
          continue;
        }
        const hidden = action === 'hide';
        const change = hidden ? 'hide' : 'show';
        if (Boolean(current.hidden) === hidden) continue;
        const updated = (await repo.update(id, { hidden }))!;
        await recordRevision(trx, {
          entity: def.path,
          recordId: id,
          action: change,
          by,
          before: current,
          after: updated,
          at,
        });
        changed.push(updated);
      }
      return changed;
    });
    noteAudit(c, {
      action,
      recordId: '',
      records: done.map((r) => ({ recordId: String(r._id), recordName: auditName(r) })),
    });
    if (done.length && def.published) onChange();
    const count = countOf(done.length, def.word, def.plural);
    const verb = action === 'delete' ? 'deleted' : action === 'hide' ? 'hidden' : 'shown';
    return c.json({ message: `${count} ${verb}`, ids: done.map((r) => String(r._id)) });
  });
  return app;
}
