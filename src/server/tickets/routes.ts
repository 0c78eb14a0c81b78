import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ENTITIES } from '../../lib/entities.ts';
import { ticketSchema } from '../../lib/schemas/ticket.ts';
import { cleanText } from '../../lib/clean-text.ts';
import {
  TICKET_NOTE_MAX,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  claimFigures,
  firstResponseDue,
  ticketClock,
  ticketPrefix,
  type TicketEvent,
} from '../../lib/tickets.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { parse, readInput, textFields } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { noteAudit } from '../history/audit.ts';
import { answerInTransaction, clientKey } from '../guards/public-create.ts';
import { rateLimiter } from '../guards/rate-limit.ts';
import { groupWrite, type Insert } from '../storage/group-commit.ts';
import type { Kysely } from 'kysely';
import { claimKey, earlierAnswer, submissionKey, sweepKeys } from '../storage/idempotency.ts';
import { listResponse, readListQuery } from '../storage/list.ts';
import { isId, newId, repository, sortable, toRecord, toRow } from '../storage/records.ts';
import { auditSummary, csvResponse, leadWhere } from '../leads/routes.ts';
import { assigneeOf, assignInserts } from '../leads/assignment.ts';
import { assignedToField } from '../../lib/schemas/lead-update.ts';
import type { CsvExtra } from '../leads/csv-export.ts';
import type { Where } from '../storage/list.ts';
import type { Notifier } from '../notify/notifier.ts';
import { ticketStats } from './stats.ts';
import { officeCalendar } from './office-calendar.ts';
import { creditsOfTicket } from './ticket-credit.ts';
import { type TicketChange, ticketUpdate } from './store.ts';
import { attachedNote } from './incident-routes.ts';
import { findArea } from '../../lib/coverage-match.ts';
import { ticketAreaName } from '../../lib/incident-tickets.ts';
import { readSettings } from '../settings/store.ts';
import { nepalDate } from '../../lib/nepal-time.ts';
import { langOf, localePath } from '../../i18n/paths.ts';
import { memoryLimit } from '../guards/memory-limit.ts';
import { CUSTOMER_ADDITIONS_MAX, eventRow, eventsOf } from './events.ts';

/** The refusal once a ticket holds all the customer's additions it takes: the desk's phone instead. */
const tooManyAdditions = (settings: { phone?: string }) =>
  new ApiError(
    429,
    `This ticket already has the ${CUSTOMER_ADDITIONS_MAX} messages the tracking page takes. Please phone us${settings.phone ? ` on ${settings.phone}` : ''} to add more.`,
  );

const def = ENTITIES.ticket;

export interface TicketDeps {
  db: Db;
  guardPublicCreate: MiddlewareHandler;
  notifier?: Pick<Notifier, 'insertsFor' | 'wake' | 'replyInsertsFor' | 'assignInsertsFor'>;
  trustProxy: boolean;
  firstResponseMinutes: number;
  /** the signed-in customer (issue 47): their report carries their customer ID and plan, and is theirs on My account */
  customerOf?: (c: Context) => Promise<{ customerId: string; planId: string } | undefined>;
  /** what one address may add to tracking pages per minute */
  infoPerMinute?: number;
  /** tracking pages one client may read per minute (on each server) */
  trackPerMinute?: number;
  /** the forms' daily cap per client, which an addition counts against */
  daily?: (c: Context) => Promise<void>;
}

/** The sha256 a tracking token is stored as. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{22}$/;
const notFound = () => new ApiError(404, 'No ticket with that address');
const NOT_A_PLAN = 'Plan must be one of our plans';

/** KN-2411-0042: the prefix (src/lib/tickets.ts), the year and month in Nepal time, the month's count. */
const monthOf = (at: Date) => nepalDate(at).slice(2, 7).replace('-', '');

const infoSchema = z.strictObject({
  text: z.preprocess(
    (v) => (typeof v === 'string' ? cleanText(v) : v),
    z
      .string({ error: 'Text must be text' })
      .trim()
      .min(1, 'Please write what you want to add')
      .max(TICKET_NOTE_MAX, `Text is longer than ${TICKET_NOTE_MAX} characters`),
  ),
});

/**
 * Fault reports (issue 29): a visitor's report with a number and a private tracking address, the
 * tracking page's view and its "add information", and the desk's list, details and changes. The
 * generic lead routes (CSV, DELETE) serve the rest; these are mounted before them.
 */
export function ticketRoutes(deps: TicketDeps) {
  const { db } = deps;
  const repo = repository(db, def);
  const incidents = repository(db, ENTITIES.incident);
  /** The clocks' limits now: the repair limit is the Regulator setting, counted in the office hours of Site settings. */
  const limitsNow = async () => {
    const { repairHours, openingHours, holidays } = await readSettings(db);
    return {
      firstResponseMinutes: deps.firstResponseMinutes,
      repairLimitHours: repairHours,
      calendar: { week: openingHours, holidays },
    };
  };
  /** The clocks of tickets read now: a ticket from before stored deadlines gets one in today's office hours. */
  const clocks = async () => {
    const limits = await limitsNow();
    return (t: Record<string, unknown>) => ticketClock(t as Parameters<typeof ticketClock>[0], limits);
  };
  // The desk's view: the record, its public story and its clocks.
  const staffView = async () => {
    const clockOf = await clocks();
    return (t: Record<string, unknown>, events: TicketEvent[] = []) => ({ ...t, events, clock: clockOf(t) });
  };
  const infoLimit = rateLimiter(db, 'ticket-info', deps.infoPerMinute ?? 5, 60_000);
  const trackReads = memoryLimit(deps.trackPerMinute ?? 60, 60_000);
  const app = new Hono<AuthEnv>();

  app.post('/', deps.guardPublicCreate, async (c) => {
    const input = await readInput(c);
    const values = parse(ticketSchema, textFields(input));
    const customer = await deps.customerOf?.(c);
    if (customer) {
      values.customerId = customer.customerId;
      if (customer.planId) values.planId = customer.planId;
    }
    if (values.planId && !(await db.selectFrom('plan').select('id').where('id', '=', values.planId).executeTakeFirst()))
      throw new ApiError(400, NOT_A_PLAN, { planId: NOT_A_PLAN });
    // The key's fingerprint is the visitor's own fields: a retry of the same report matches.
    const key = submissionKey(c, def.path, values);
    const token = randomBytes(16).toString('base64url');
    const now = new Date();
    // The deadline in the office hours and holidays of the day it is made (issue 42).
    const due = firstResponseDue(now, deps.firstResponseMinutes, await officeCalendar(db)).toISOString();
    const id = newId();
    const answerDuplicate = answerInTransaction(c);
    // The ISP's letters as the settings say now: a renamed ISP's next ticket carries its new initials.
    const prefix = ticketPrefix(await readSettings(db));
    const result = await groupWrite(db)((d) => {
      const run = async (t: Db) => {
        const month = monthOf(now);
        const counter = await t
          .insertInto('ticket_counter')
          .values({ month, n: 1 })
          .onConflict((oc) => oc.column('month').doUpdateSet((eb) => ({ n: eb(eb.ref('ticket_counter.n'), '+', 1) })))
          .returning('n')
          .executeTakeFirstOrThrow();
        const number = `${prefix}-${month}-${String(counter.n).padStart(4, '0')}`;
        const row = {
          ...toRow(def, { ...values, number, priority: 'normal' }),
          id,
          createdAt: now.toISOString(),
          firstResponseDue: due,
        };
        const record = toRecord(def, row);
        const answer = {
          ...record,
          token,
          trackUrl: `${localePath(langOf(values.lang), '/support/track')}?t=${token}`,
        };
        if (key) {
          const earlier = await claimKey(t, key, answer);
          if (earlier) return earlierAnswer(earlier, key);
        }
        const inserts: Insert[] = [
          { table: 'ticket', row },
          { table: 'ticket_token' as Insert['table'], row: { hash: tokenHash(token), ticketId: id } },
          ...(customer
            ? [
                {
                  table: 'account_link' as Insert['table'],
                  row: { kind: 'ticket', recordId: id, customerId: customer.customerId, createdAt: row.createdAt },
                },
              ]
            : []),
          {
            table: 'ticket_event' as Insert['table'],
            row: eventRow(id, { type: 'status', status: 'new', at: now.toISOString() }),
          },
          ...(deps.notifier?.insertsFor(def, record) ?? []),
        ];
        await groupInsertRows(t, inserts);
        await answerDuplicate?.(t, answer);
        return answer;
      };
      return d === db ? d.transaction().execute(run) : run(d);
    });
    sweepKeys(db);
    deps.notifier?.wake();
    return c.json(result as object, 201);
  });

  /** The ticket a tracking token opens, or a 404 that says nothing about why. */
  async function byToken(c: Context) {
    const token = c.req.query('t') ?? '';
    if (!TOKEN.test(token)) throw notFound();
    const link = await db
      .selectFrom('ticket_token')
      .select('ticketId')
      .where('hash', '=', tokenHash(token))
      .executeTakeFirst();
    const row = link && (await db.selectFrom('ticket').selectAll().where('id', '=', link.ticketId).executeTakeFirst());
    if (!row || row.status === 'spam') throw notFound();
    return row;
  }
  // What the customer sees: never the notes, the staff's names, or their contact details.
  const forCustomer = async (row: Record<string, unknown>) => {
    const t = toRecord(def, row);
    const limits = await limitsNow();
    return {
      number: t.number,
      status: t.status,
      category: t.category,
      area: t.area,
      createdAt: t.createdAt,
      firstResponseAt: t.firstResponseAt || null,
      resolvedAt: t.resolvedAt || null,
      events: ((await eventsOf(db, [String(row.id)])).get(String(row.id)) ?? []).map(({ type, at, status, text }) => ({
        type,
        at,
        status,
        text,
      })),
      clock: {
        ...ticketClock(t as Parameters<typeof ticketClock>[0], limits),
        repairLimitHours: limits.repairLimitHours,
      },
      credits: await creditsOfTicket(db, String(t.number), String(t.customerId ?? '')),
    };
  };

  app.get('/stats', async (c) => c.json(await ticketStats(db, await limitsNow())));

  // Read by the customer now and then; one client reading it in a loop is refused (each server counts its own).
  app.get('/track', async (c) => {
    const wait = trackReads(clientKey(c, deps.trustProxy));
    if (wait > 0)
      throw new ApiError(429, `Too many requests. Please try again in ${wait} seconds.`, undefined, {
        'Retry-After': String(wait),
      });
    return c.json(await forCustomer(await byToken(c)));
  });

  app.post('/track', async (c) => {
    const key = `ticket-info:${clientKey(c, deps.trustProxy)}`;
    const wait = await groupWrite(db)((d) => infoLimit.takeIn(d, key));
    if (wait > 0)
      throw new ApiError(429, `Too many messages. Please try again in ${wait} seconds.`, undefined, {
        'Retry-After': String(wait),
      });
    const row = await byToken(c);
    const { text } = parse(infoSchema, await readInput(c));
    await deps.daily?.(c);
    const updated = await ticketUpdate(db, String(row.id), { info: text }, 'customer', undefined, {
      customerMax: CUSTOMER_ADDITIONS_MAX,
      full: tooManyAdditions(await readSettings(db)),
    });
    if (!updated) throw notFound();
    return c.json(await forCustomer(updated.row), 201);
  });

  app.get('/', async (c) => {
    const query = readListQuery(c, sortable(def));
    const { where, overdue } = await ticketFilters(db, c.req.query(), c.get('user')._id);
    const forStaff = await staffView();
    if (overdue === undefined) {
      const { records, total } = await repo.list({ ...query, where });
      return listResponse(c, await withEvents(db, records, forStaff), total);
    }
    const clockOf = await clocks();
    // Overdue is worked out in office hours, not in SQL: the unanswered open tickets are few.
    const { page, limit, ...rest } = query;
    const { records } = await repo.list({ ...rest, where: { ...where, firstResponseAt: null } });
    const matching = records.filter((r) => clockOf(r).overdue === overdue);
    const shown = page && limit ? matching.slice((page - 1) * limit, page * limit) : matching;
    return listResponse(c, await withEvents(db, shown, forStaff), matching.length);
  });

  // The list's filters, overdue included, and the figures a compensation claim needs (issue 29).
  app.get('/export.csv', async (c) => {
    const { where, overdue } = await ticketFilters(db, c.req.query(), c.get('user')._id);
    const clockOf = await clocks();
    const limits = await limitsNow();
    const now = new Date();
    const extra: CsvExtra = {
      columns: [
        { key: 'hoursToFirstResponse', header: 'Hours to first response' },
        { key: 'hoursToRepair', header: 'Hours to repair' },
        { key: 'compensation', header: 'Eligible for compensation' },
      ],
      values: (t) => {
        const figures = claimFigures(t as Parameters<typeof claimFigures>[0], limits, now);
        return {
          hoursToFirstResponse: figures.hoursToFirstResponse?.toFixed(1) ?? '',
          hoursToRepair: figures.hoursToRepair.toFixed(1),
          compensation: figures.compensation ? 'yes' : 'no',
        };
      },
      keep: overdue === undefined ? undefined : (t) => clockOf(t).overdue === overdue,
    };
    return csvResponse(c, db, def, overdue === undefined ? where : { ...where, firstResponseAt: null }, extra);
  });

  app.get('/:id{[0-9a-f]{24}}', async (c) => {
    const record = await repo.get(c.req.param('id'));
    if (!record) throw new ApiError(404, 'No ticket with that id');
    const [shown] = await withEvents(db, [record], await staffView());
    return c.json(shown);
  });

  app.patch('/:id{[0-9a-f]{24}}', async (c) => {
    const { incidentId, ...update } = parse(ticketUpdateSchema, await readInput(c));
    const change: TicketChange = update;
    if (incidentId !== undefined) {
      // Attached to an incident that exists, with a note saying which; null detaches.
      const incident = incidentId ? await incidents.get(incidentId) : undefined;
      if (incidentId && !incident)
        throw new ApiError(400, 'No incident with that id', { incidentId: 'No incident with that id' });
      change.incidentId = incidentId;
      change.serverNote = incident ? attachedNote(incident as { title: string }) : 'Detached from its incident';
    }
    const me = c.get('user');
    const assignee = await assigneeOf(db, update.assignedTo, def);
    // A public reply is emailed to the customer (when they gave an address), committed with it; so is
    // the new assignee's email.
    const result = await ticketUpdate(db, c.req.param('id'), change, me.name, (after, before) =>
      deps.notifier
        ? [
            ...(update.reply !== undefined ? deps.notifier.replyInsertsFor(after, update.reply) : []),
            ...assignInserts(deps.notifier, def, before, after, assignee, me),
          ]
        : [],
    );
    if (!result) throw new ApiError(404, 'No ticket with that id');
    if (update.reply !== undefined || result.assignment) deps.notifier?.wake();
    noteAudit(c, { summary: auditSummary(result) });
    const events = await eventsOf(db, [c.req.param('id')]);
    return c.json((await staffView())(result.after, events.get(c.req.param('id'))));
  });

  return app;
}

/** The tickets with their public story, read in one query. */
async function withEvents(
  db: Db,
  records: Record<string, unknown>[],
  shape: (t: Record<string, unknown>, events?: TicketEvent[]) => Record<string, unknown>,
) {
  if (!records.length) return [];
  const events = await eventsOf(
    db,
    records.map((r) => String(r._id)),
  );
  return records.map((r) => shape(r, events.get(String(r._id))));
}

const text = (label: string) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? cleanText(v) : v),
      z
        .string({ error: `${label} must be text` })
        .trim()
        .min(1, `${label} is empty`)
        .max(TICKET_NOTE_MAX, `${label} is longer than ${TICKET_NOTE_MAX} characters`),
    )
    .optional();

/** What staff may change on a ticket: status, priority, an internal note, a public reply, the assignee. */
export const ticketUpdateSchema = z
  .strictObject(
    {
      status: z.enum(TICKET_STATUSES, { error: `Status must be one of: ${TICKET_STATUSES.join(', ')}` }).optional(),
      priority: z
        .enum(TICKET_PRIORITIES, { error: `Priority must be one of: ${TICKET_PRIORITIES.join(', ')}` })
        .optional(),
      note: text('Note'),
      reply: text('Reply'),
      // The incident the ticket belongs to (issue 29); null detaches it.
      incidentId: z
        .string({ error: 'incidentId must be an id or null' })
        .regex(/^[0-9a-f]{24}$/, 'No incident with that id')
        .nullable()
        .optional(),
      assignedTo: assignedToField,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Only status, priority, note, reply, incidentId and assignedTo can be changed (${issue.keys.join(', ')} is the customer's)`
          : undefined,
    },
  )
  .refine(
    (v) =>
      v.status !== undefined ||
      v.priority !== undefined ||
      v.note !== undefined ||
      v.reply !== undefined ||
      v.incidentId !== undefined ||
      v.assignedTo !== undefined,
    'Send a status, a priority, a note, a reply, an incident or an assignee',
  );

/**
 * A ticket list's filters from its query: the leads' (status, assignee, area, category), the incident the
 * tickets are attached to, and whether overdue (undefined: either).
 */
export async function ticketFilters(
  db: Db,
  query: Record<string, string | undefined>,
  me?: string,
): Promise<{ where?: Where; overdue?: boolean }> {
  let where = leadWhere(def.lead!, query, me);
  if (where && typeof where.area === 'string') where = { ...where, area: await areaSpellings(db, where.area) };
  const { incident, overdue } = query;
  if (incident !== undefined) {
    if (!isId(incident)) throw new ApiError(400, 'No incident with that id', { incident: 'Not an incident id' });
    where = { ...where, incidentId: incident };
  }
  if (overdue !== undefined && overdue !== 'true' && overdue !== 'false')
    throw new ApiError(400, 'overdue must be true or false', { overdue: 'Must be true or false' });
  return { where, overdue: overdue === undefined ? undefined : overdue === 'true' };
}

/**
 * Every spelling of an area the tickets hold that names the same listed area as `area` (the
 * English name, the Nepali one, "itahari 6"), as attaching a ticket to an incident reads them
 * (ticketAreaName); just `area` when it names no listed area.
 */
async function areaSpellings(db: Db, area: string): Promise<string[]> {
  const areas = await db.selectFrom('area').select(['name', 'name_ne', 'district']).execute();
  const listed = findArea(areas, area)?.name;
  if (!listed) return [area];
  const stored = await db.selectFrom('ticket').select('area').distinct().execute();
  return stored.map((t) => String(t.area ?? '')).filter((typed) => ticketAreaName(areas, typed) === listed);
}

// The ticket, its token and its notifications, written inside the transaction under way.
const groupInsertRows = async (d: Db, inserts: Insert[]) => {
  for (const { table, row } of inserts)
    await (d as unknown as Kysely<Record<string, Record<string, unknown>>>).insertInto(table).values(row).execute();
};
