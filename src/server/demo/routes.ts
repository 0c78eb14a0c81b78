import { Hono } from 'hono';
import { ENTITIES, type EntityDef } from '../../lib/entities.ts';
import { auditName, type TrashItem } from '../../lib/history.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { noteAudit } from '../history/audit.ts';
import { getTrashItem, trashRecord } from '../history/trash.ts';
import { repository } from '../storage/records.ts';
import { formatNumber, plural } from '../../lib/plural.ts';
import { restoreTrashItem } from '../history/restore.ts';
import { demoLeft, withoutDemoTexts } from '../../lib/settings/demo-left.ts';
import { readSettings, saveSettings, SETTINGS_ID } from '../settings/store.ts';

export interface DemoContentDeps {
  db: Db;
  now: () => Date;
  /** called once after a removal or a restore, with the entities it changed (the site republishes once) */
  onChange: (entities: string[]) => void;
  /** called after the demo's texts in the settings went back to neutral ones */
  onSettingsChange: () => void;
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

/** The demo records waiting in Recently deleted (for TRASH_DAYS days after a removal). */
async function trashedDemo(db: Db) {
  const rows = await db
    .selectFrom('trash')
    .select('id')
    .where('id', 'in', db.selectFrom('demo_record').select('id'))
    .execute();
  const items: { item: TrashItem; def: EntityDef }[] = [];
  for (const { id } of rows) {
    const item = await getTrashItem(db, id);
    const def = item && (ENTITIES as Record<string, EntityDef>)[item.entity];
    if (item && def) items.push({ item, def });
  }
  // In each list's own order: a record goes back to its position among those already back, so the
  // first of the list first (in the order the trash gave, three plans came back as 1st, 3rd, 2nd).
  const position = (i: { item: TrashItem }) => Number(i.item.record.position ?? 0);
  return items.sort((a, b) => a.def.path.localeCompare(b.def.path) || position(a) - position(b));
}

/**
 * GET /demo-content: how many records of the demo ISP the first start seeded are still there.
 * POST /demo-content/remove: moves every one of them to the trash at once (issue 42), whether
 * staff edited it or not: an edited demo record still holds the demo's other texts, photos and
 * Nepali twin, and each one can be restored from Recently deleted for TRASH_DAYS days.
 * POST /demo-content/restore: brings every demo record still in Recently deleted back at once.
 * POST /demo-content/settings: the demo's words still in Site settings (tagline, region, about
 * page, social links…) go back to a clean install's neutral ones (src/lib/settings/demo-left.ts).
 * GET answers { count, trashed, settings: { texts, facts } }. Admins only (the demoContent rule of
 * src/lib/api-access.ts).
 */
export function demoContentRoutes({ db, now, onChange, onSettingsChange }: DemoContentDeps) {
  const app = new Hono<AuthEnv>();
  app.get('/', async (c) =>
    c.json({
      count: (await demoRecords(db)).length,
      trashed: (await trashedDemo(db)).length,
      settings: demoLeft(await readSettings(db)),
    }),
  );
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
    return c.json({
      message: `${formatNumber(count)} demo ${plural(count, 'record')} moved to Recently deleted`,
      count,
    });
  });
  app.post('/restore', async (c) => {
    const by = c.get('user');
    const at = now();
    const restored = await db.transaction().execute(async (trx) => {
      const done: { def: EntityDef; record: Record<string, unknown> }[] = [];
      for (const { item, def } of await trashedDemo(trx))
        done.push({ def, record: await restoreTrashItem(trx, def, item, by, at) });
      return done;
    });
    noteAudit(c, {
      action: 'restore',
      entity: '',
      recordId: '',
      summary: 'demo content',
      records: restored.map(({ def, record }) => ({
        entity: def.path,
        recordId: String(record._id),
        recordName: auditName(record),
      })),
    });
    if (restored.length) onChange([...new Set(restored.map((r) => r.def.path))]);
    const count = restored.length;
    return c.json({ message: `${formatNumber(count)} demo ${plural(count, 'record')} restored`, count });
  });
  app.post('/settings', async (c) => {
    const before = await readSettings(db);
    const { texts } = demoLeft(before);
    if (!texts.length) return c.json({ message: 'No demo words are left in Site settings', fields: [] });
    await saveSettings(db, { before, after: withoutDemoTexts(before), by: c.get('user'), at: now() });
    noteAudit(c, {
      action: 'update',
      entity: 'settings',
      recordId: SETTINGS_ID,
      recordName: 'Site settings',
      summary: texts.join(', '),
    });
    onSettingsChange();
    return c.json({ message: 'The demo’s words in Site settings are replaced with neutral ones', fields: texts });
  });
  return app;
}
