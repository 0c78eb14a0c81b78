import { Hono } from 'hono';
import { ENTITIES, type EntityDef } from '../../lib/entities.ts';
import { auditName } from '../../lib/history.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { noteAudit } from '../history/audit.ts';
import { trashRecord } from '../storage/bulk-routes.ts';
import { repository } from '../storage/records.ts';

export interface DemoContentDeps {
  db: Db;
  now: () => Date;
  /** called once after a removal, with the entities it changed (the site republishes once) */
  onChange: (entities: string[]) => void;
}

/** The demo records still there (edited or not), entity by entity, in the order they were seeded. */
async function demoRecords(db: Db) {
  const marked = await db.selectFrom('demo_record').select(['id', 'entity']).execute();
  const found: { def: EntityDef; record: Record<string, unknown> }[] = [];
  for (const [entity, rows] of Map.groupBy(marked, (m) => m.entity)) {
    const def = (ENTITIES as Record<string, EntityDef>)[entity];
    if (!def) continue;
    const repo = repository(db, def);
    for (const { id } of rows) {
      const record = await repo.get(id);
      if (record) found.push({ def, record });
    }
  }
  return found;
}

/**
 * GET /demo-content: how many records of the demo ISP the first start seeded are still there.
 * POST /demo-content/remove: moves every one of them to the trash at once (issue 42), whether
 * staff edited it or not: an edited demo record still holds the demo's other texts, photos and
 * Nepali twin, and each one can be restored from Recently deleted for TRASH_DAYS days. Admins
 * only (the demoContent rule of src/lib/api-access.ts).
 */
export function demoContentRoutes({ db, now, onChange }: DemoContentDeps) {
  const app = new Hono<AuthEnv>();
  app.get('/', async (c) => c.json({ count: (await demoRecords(db)).length }));
  app.post('/remove', async (c) => {
    const by = c.get('user');
    const at = now();
    const removed = await db.transaction().execute(async (trx) => {
      const done: { def: EntityDef; record: Record<string, unknown> }[] = [];
      for (const item of await demoRecords(trx))
        if (await trashRecord(trx, item.def, item.record, by, at)) done.push(item);
      return done;
    });
    noteAudit(c, {
      action: 'delete',
      entity: '',
      recordId: '',
      summary: 'demo content',
      records: removed.map(({ def, record }) => ({
        entity: def.path,
        recordId: String(record._id),
        recordName: auditName(record),
      })),
    });
    if (removed.length) onChange([...new Set(removed.map((r) => r.def.path))]);
    const count = removed.length;
    return c.json({ message: `${count} demo ${count === 1 ? 'record' : 'records'} moved to Recently deleted`, count });
  });
  return app;
}
