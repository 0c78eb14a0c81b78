import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { EntityDef, LeadDef } from '../../lib/entities.ts';
import { leadUpdateSchema } from '../../lib/schemas/lead-update.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import { parse, readInput } from '../http/body.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { type CsvExtra, leadCsv } from './csv-export.ts';
import { changedFields, noteAudit } from '../history/audit.ts';
import { readListQuery, type Where } from '../storage/list.ts';
import { sortable } from '../storage/records.ts';
import { updateLead } from './lead-store.ts';
import { leadStats, statusCounts } from './stats.ts';
import { failingNotifications, retryNow } from '../notify/outbox.ts';
import { submissionVolume } from '../guards/submit-limits.ts';

/** What staff do with one kind of lead: change its status, add a note, take it out as CSV. */
export function leadRoutes(def: EntityDef, { db, requireAuth }: { db: Db; requireAuth: MiddlewareHandler<AuthEnv> }) {
  const lead = def.lead!;
  const schema = leadUpdateSchema(lead.statuses);
  const app = new Hono<AuthEnv>();

  app.get('/export.csv', requireAuth, (c) => csvResponse(c, db, def, leadWhere(lead, c.req.query())));

  app.patch('/:id', requireAuth, async (c) => {
    const update = parse(schema, await readInput(c));
    const result = await updateLead(db, def, c.req.param('id'), update, c.get('user').name);
    if (!result) throw new ApiError(404, `No ${def.word} with that id`);
    noteAudit(c, { summary: changedFields(result.before, result.after).join(', ') });
    return c.json(result.after);
  });

  return app;
}

/**
 * A lead list as a CSV download: the list's own filters (`where`) and order; paging does not
 * apply, the export is every match. A kind of lead with more to say passes its `extra`.
 */
export function csvResponse(c: Context, db: Db, def: EntityDef, where: Where | undefined, extra?: CsvExtra) {
  const { q, sort, order } = readListQuery(c, sortable(def));
  const status = statusParam(def.lead!.statuses, c.req.query('status'));
  const stamp = new Date().toISOString().slice(0, 10);
  return c.body(leadCsv(db, def, { q, sort, order, where }, extra), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${def.plural}-${status ? `${status}-` : ''}${stamp}.csv"`,
  });
}

/** A status filter must be one of the entity's; an unknown one is a 400, not an empty list. */
export function statusParam(statuses: readonly string[], value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!statuses.includes(value))
    throw new ApiError(400, `Status must be one of: ${statuses.join(', ')}`, { status: 'Unknown status' });
  return value;
}

/** A lead list's exact filters from its query: the status, and the lead's own filters (e.g. `area`). */
export function leadWhere(lead: LeadDef, query: Record<string, string | undefined>): Where | undefined {
  const where: Where = {};
  const status = statusParam(lead.statuses, query.status);
  if (status) where.status = status;
  for (const field of lead.filters ?? []) {
    const value = query[field];
    if (value === undefined) continue;
    if (value.length > 200) throw new ApiError(400, `${field} is too long`, { [field]: 'Too long' });
    where[field] = value;
  }
  return Object.keys(where).length ? where : undefined;
}

/** The dashboard's figures, the notifications that keep failing and the day's volume (admin only). */
export function leadDeskRoutes({
  db,
  requireAuth,
  failingAfter,
  warnPerDay,
  wake,
}: {
  db: Db;
  requireAuth: MiddlewareHandler<AuthEnv>;
  failingAfter: number;
  warnPerDay: number;
  wake: () => void;
}) {
  const app = new Hono<AuthEnv>();
  app.use('*', requireAuth);
  app.get('/stats', async (c) => c.json(await leadStats(db)));
  app.get('/counts', async (c) => c.json(await statusCounts(db)));
  app.get('/notifications', async (c) => c.json(await failingNotifications(db, failingAfter)));
  // Submissions stored in the last 24 hours, and whether that passes SUBMIT_WARN_PER_DAY (the admin warns).
  app.get('/volume', async (c) => c.json(await submissionVolume(db, warnPerDay)));
  app.post('/notifications/:id/retry', async (c) => {
    if (!(await retryNow(db, c.req.param('id')))) throw new ApiError(404, 'No waiting notification with that id');
    wake();
    return c.json({ message: 'The notification will be tried again now' });
  });
  return app;
}
