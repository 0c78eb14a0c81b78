import { PostgresAdapter, type Kysely } from 'kysely';
import type { Insert } from '../storage/group-commit.ts';
import { ENTITIES } from '../../lib/entities.ts';
import { TICKET_DONE, type TicketEvent } from '../../lib/tickets.ts';
import type { Db } from '../db/index.ts';
import { isId, parseJsonArray, toRecord } from '../storage/records.ts';
import { assignmentNote } from '../leads/assignment.ts';
import { addEvents, customerAdditions } from './events.ts';

type Row = Record<string, unknown>;
export interface TicketChange {
  status?: string;
  priority?: string;
  /** internal: staff only */
  note?: string;
  /** public: on the tracking page (and emailed) */
  reply?: string;
  /** what the customer added on the tracking page */
  info?: string;
  /** the incident the ticket is attached to; null detaches it */
  incidentId?: string | null;
  /** an internal note the server writes (which incident it was attached to), before staff's own */
  serverNote?: string;
  /** the staff member (a user id) it is assigned to; null unassigns it (issue 30) */
  assignedTo?: string | null;
}

/**
 * Applies a change to a ticket in one transaction (the row locked on PostgreSQL, so two staff
 * writing at once both keep theirs), stamping the regulator's timestamps: the first response is
 * the first status change or public reply by staff, the repair the first move to resolved/closed.
 */
export async function ticketUpdate(
  db: Db,
  id: string,
  change: TicketChange,
  author: string,
  /** rows to commit with the change (a reply's or an assignee's email), given the ticket after and before it */
  alsoInsert: (after: Row, before: Row) => Insert[] = () => [],
  cap?: CustomerCap,
): Promise<{ before: Row; after: Row; row: Row; assignment?: string } | undefined> {
  if (!isId(id)) return undefined;
  return db.transaction().execute((trx) => changeTicket(trx, id, change, author, alsoInsert, cap));
}

/** At most `customerMax` additions by the customer to one ticket; `full` is what is thrown past it. */
export interface CustomerCap {
  customerMax: number;
  full: Error;
}

/** ticketUpdate inside a transaction under way (resolving an incident's tickets changes them all in one). */
export async function changeTicket(
  trx: Db,
  id: string,
  asked: TicketChange,
  author: string,
  alsoInsert: (after: Row, before: Row) => Insert[] = () => [],
  cap?: CustomerCap,
): Promise<{ before: Row; after: Row; row: Row; assignment?: string } | undefined> {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const query = trx.selectFrom('ticket').selectAll().where('id', '=', id);
  const row = (await (postgres ? query.forUpdate() : query).executeTakeFirst()) as Row | undefined;
  if (!row) return undefined;
  // Counted under the ticket's lock (the row's on PostgreSQL, the database's on SQLite): parallel
  // additions cannot all slip under the cap.
  if (cap && asked.info !== undefined && (await customerAdditions(trx, id)) >= cap.customerMax) throw cap.full;
  const now = new Date().toISOString();
  const changes: Row = {};
  const events: TicketEvent[] = [];
  const staff = asked.info === undefined;
  // A customer who writes on a resolved or closed ticket reopens it as new (issue 42): the desk's
  // badge counts it and the note says why.
  const reopen = !staff && (row.status === 'resolved' || row.status === 'closed');
  const change: TicketChange = reopen
    ? { ...asked, status: 'new', serverNote: `Reopened: the customer wrote after it was ${row.status}` }
    : asked;
  if (change.status !== undefined && change.status !== row.status) {
    Object.assign(changes, { status: change.status, statusChangedAt: now, statusChangedBy: author });
    if (!row.firstStatusChangeAt) changes.firstStatusChangeAt = now;
    if (!row.resolvedAt && (TICKET_DONE as readonly string[]).includes(change.status) && change.status !== 'spam')
      changes.resolvedAt = now;
    // Reopened: the repair clock runs again from the report.
    if (row.resolvedAt && !(TICKET_DONE as readonly string[]).includes(change.status)) changes.resolvedAt = null;
    if (change.status !== 'spam') events.push({ type: 'status', status: change.status, at: now });
  }
  if (change.priority !== undefined && change.priority !== row.priority) changes.priority = change.priority;
  if (change.incidentId !== undefined && change.incidentId !== (row.incidentId ?? null))
    changes.incidentId = change.incidentId;
  // Who it is assigned to stays among the staff's notes: the customer's story never names staff.
  let assignment: string | undefined;
  if (change.assignedTo !== undefined && change.assignedTo !== (row.assignedTo ?? null)) {
    changes.assignedTo = change.assignedTo;
    assignment = await assignmentNote(trx, (row.assignedTo as string | null) ?? null, change.assignedTo);
  }
  const notes = [assignment, change.serverNote, change.note].filter((n): n is string => n !== undefined);
  if (notes.length)
    changes.notes = JSON.stringify([...parseJsonArray(row.notes), ...notes.map((text) => ({ text, author, at: now }))]);
  if (change.reply !== undefined) events.push({ type: 'reply', text: change.reply, at: now });
  if (change.info !== undefined) events.push({ type: 'customer', text: change.info, at: now });
  if (staff && !row.firstResponseAt && (changes.status !== undefined || change.reply !== undefined))
    changes.firstResponseAt = now;
  if (Object.keys(changes).length) await trx.updateTable('ticket').set(changes).where('id', '=', id).execute();
  await addEvents(trx, id, events);
  const after = { ...row, ...changes };
  const record = toRecord(ENTITIES.ticket, after);
  const before = toRecord(ENTITIES.ticket, row);
  for (const { table, row: extra } of alsoInsert(record, before))
    await (trx as unknown as Kysely<Record<string, Row>>).insertInto(table).values(extra).execute();
  return { before, after: record, row: after, assignment };
}
