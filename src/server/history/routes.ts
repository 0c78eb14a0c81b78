import { Hono, type Context } from 'hono';
import { roleRefusal } from '../../lib/roles.ts';
import { mayDo } from '../../lib/api-access.ts';
import { ENTITIES, type EntityDef } from '../../lib/entities.ts';
import { PAGE_SIZE } from '../../lib/constants.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import type { RecordTableName } from '../db/tables.ts';
import { ApiError } from '../http/errors.ts';
import { readListQuery } from '../storage/list.ts';
import { noteAudit, type AuditRecord } from './audit.ts';
import { restoreTrashItem } from './restore.ts';
import { getTrashItem, listTrash } from './trash.ts';

export interface HistoryDeps {
  db: Db;
  now: () => Date;
  onContentChange?: (entity: string) => void;
}

/** GET /trash (Recently deleted) and POST /trash/:id/restore, which brings a record back with its _id. */
export function trashRoutes({ db, now, onContentChange }: HistoryDeps) {
  const app = new Hono<AuthEnv>();
  // Each role sees and restores what its entity's `restore` rule lets it (issue 30): an editor's trash holds no bookings.
  const mayRestore = (c: Context<AuthEnv>, entity: string) => mayDo(c.get('user').role, entity, 'restore');
  app.get('/', async (c) => c.json((await listTrash(db)).filter((item) => mayRestore(c, item.entity))));
  app.post('/:id/restore', async (c) => {
    const item = await getTrashItem(db, c.req.param('id'));
    const def = item && (ENTITIES as Record<string, EntityDef>)[item.entity];
    if (!item || !def) throw new ApiError(404, 'Nothing with that id in Recently deleted');
    if (!mayRestore(c, item.entity)) throw new ApiError(403, roleRefusal(c.get('user').role));
    const record = await db.transaction().execute((trx) => restoreTrashItem(trx, def, item, c.get('user'), now()));
    noteAudit(c, { entity: def.path, recordId: item._id });
    if (def.published) onContentChange?.(def.path);
    return c.json(record);
  });
  return app;
}

/** GET /audit: newest first, paged (page, limit; X-Total-Count), filtered by user, entity and action. */
export function auditRoutes({ db }: Pick<HistoryDeps, 'db'>) {
  const app = new Hono<AuthEnv>();
  app.get('/', async (c) => {
    // The shared list parser: page=1e308 or limit=101 is a 400 naming the parameter, never an
    // offset the database cannot take (a 500 on SQLite).
    const { page = 1, limit = PAGE_SIZE } = readListQuery(c, [], {
      page: c.req.query('page'),
      limit: c.req.query('limit'),
    });
    const { user, entity, action } = c.req.query();
    let query = db.selectFrom('audit');
    if (user) query = query.where((eb) => eb.or([eb('userId', '=', user), eb('userEmail', '=', user.toLowerCase())]));
    if (entity) query = query.where('entity', '=', entity);
    if (action) query = query.where('action', '=', action);
    const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('seq', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    const present = await presentRecords(db, rows);
    const records: AuditRecord[] = rows.map((r) => ({
      _id: r.id,
      at: r.at,
      user: { _id: r.userId, name: r.userName, email: r.userEmail },
      action: r.action,
      entity: r.entity,
      recordId: r.recordId,
      address: r.address,
      summary: r.summary,
      recordName: r.recordName,
      recordExists: present.has(`${r.entity}/${r.recordId}`),
    }));
    c.header('X-Total-Count', String(Number(n)));
    return c.json(records);
  });
  return app;
}

/** The records a page of the audit names that are still there, as 'entity/id': one query per entity. */
async function presentRecords(db: Db, rows: { entity: string; recordId: string }[]): Promise<Set<string>> {
  const present = new Set<string>();
  const tables = new Set<string>([...Object.keys(ENTITIES), 'users']);
  const byEntity = Map.groupBy(
    rows.filter((r) => r.recordId && tables.has(r.entity)),
    (r) => r.entity as RecordTableName | 'users',
  );
  for (const [table, entries] of byEntity) {
    const ids = [...new Set(entries.map((e) => e.recordId))];
    const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
    for (const { id } of found) present.add(`${table}/${id}`);
  }
  return present;
}
