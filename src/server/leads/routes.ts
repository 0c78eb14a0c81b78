import { Hono, type Context } from 'hono';
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
import type { Notifier } from '../notify/notifier.ts';
import { assignedWhere, assigneeOf, assignInserts, listStaff } from './assignment.ts';

/** What staff do with one kind of lead: change its status, add a note, assign it, take it out as CSV. */
export function leadRoutes(
  def: EntityDef,
  { db, notifier }: { db: Db; notifier?: Pick<Notifier, 'assignInsertsFor' | 'wake'> },
) {
  const lead = def.lead!;
  const schema = leadUpdateSchema(lead.statuses);
  const app = new Hono<AuthEnv>();

  app.get('/export.csv', (c) => csvResponse(c, db, def, leadWhere(lead, c.req.query(), c.get('user')._id)));

  app.patch('/:id', async (c) => {
    const update = parse(schema, await readInput(c));
    const me = c.get('user');
    const assignee = await assigneeOf(db, update.assignedTo, def);
    const result = await updateLead(db, def, c.req.param('id'), update, me.name, (before, after) =>
      notifier ? assignInserts(notifier, def, before, after, assignee, me) : [],
    );
    if (!result) throw new ApiError(404, `No ${def.word} with that id`);
    if (result.assignment) notifier?.wake();
    noteAudit(c, { summary: auditSummary(result) });
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

/** What the audit says of a lead's change: the fields, and whom it went to ("Reassigned from … to …"). */
export const auditSummary = (r: {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  assignment?: string;
}) => changedFields(r.before, r.after).join(', ') + (r.assignment ? `: ${r.assignment}` : '');

/**
 * A lead list's exact filters from its query: the status, the assignee (`?assignedTo=me` is the
 * signed-in user, `me`) and the lead's own filters (e.g. `area`).
 */
export function leadWhere(lead: LeadDef, query: Record<string, string | undefined>, me?: string): Where | undefined {
  const where: Where = assignedWhere(query.assignedTo, me);
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
  failingAfter,
  warnPerDay,
  wake,
}: {
  db: Db;
  failingAfter: number;
  warnPerDay: number;
  wake: () => void;
}) {
  const app = new Hono<AuthEnv>();
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

/** `GET /api/users/staff`: whom a lead may be assigned to, for every signed-in user (the picker). */
export function staffRoutes({ db }: { db: Db }) {
  const app = new Hono<AuthEnv>();
  app.get('/', async (c) => c.json(await listStaff(db)));
  return app;
}
