import type { TicketEvent } from '../../lib/tickets.ts';
import type { Db } from '../db/index.ts';

// A ticket's public story as rows (ticket_event, migration 0044): an addition is one insert, and a
// read takes the ticket's rows by index, however long the story is.

/** What a customer may add to one ticket from its tracking page; after that, they phone. */
export const CUSTOMER_ADDITIONS_MAX = 20;

const asEvent = (r: { type: string; at: string; status: string | null; text: string | null }): TicketEvent => ({
  type: r.type as TicketEvent['type'],
  at: r.at,
  ...(r.status !== null ? { status: r.status } : {}),
  ...(r.text !== null ? { text: r.text } : {}),
});

/** The stories of `ticketIds`, each in order (one query). */
export async function eventsOf(db: Db, ticketIds: string[]): Promise<Map<string, TicketEvent[]>> {
  const stories = new Map<string, TicketEvent[]>(ticketIds.map((id) => [id, []]));
  if (!ticketIds.length) return stories;
  const rows = await db
    .selectFrom('ticket_event')
    .select(['ticketId', 'type', 'at', 'status', 'text'])
    .where('ticketId', 'in', ticketIds)
    .orderBy('seq')
    .execute();
  for (const r of rows) stories.get(r.ticketId)?.push(asEvent(r));
  return stories;
}

/** The row that records `event` for the ticket. */
export const eventRow = (ticketId: string, event: TicketEvent) => ({
  ticketId,
  type: event.type,
  at: event.at,
  status: event.status ?? null,
  text: event.text ?? null,
});

/** Adds events to a ticket's story, inside the write under way. */
export async function addEvents(d: Db, ticketId: string, events: TicketEvent[]) {
  if (events.length)
    await d
      .insertInto('ticket_event')
      .values(events.map((e) => eventRow(ticketId, e)))
      .execute();
}

/** How many times the customer has written on the ticket's tracking page. */
export async function customerAdditions(db: Db, ticketId: string): Promise<number> {
  const row = await db
    .selectFrom('ticket_event')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ticketId', '=', ticketId)
    .where('type', '=', 'customer')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
