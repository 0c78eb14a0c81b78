import { TICKET_DONE, type TicketStats, ticketClock } from '../../lib/tickets.ts';
import type { Db } from '../db/index.ts';
import { median, STATS_DAYS } from '../leads/stats.ts';

/** The desk's figures: open and overdue tickets now, and the medians of the last 30 days. */
export async function ticketStats(
  db: Db,
  o: Parameters<typeof ticketClock>[1],
  now = new Date(),
): Promise<TicketStats> {
  const open = await db
    .selectFrom('ticket')
    .select(['createdAt', 'firstResponseAt', 'resolvedAt', 'status', 'firstResponseDue'])
    .where('status', 'not in', [...TICKET_DONE])
    .execute();
  const clocks = open.map((t) => ticketClock(t, o, now));
  const since = new Date(now.getTime() - STATS_DAYS * 86_400_000).toISOString();
  const recent = await db
    .selectFrom('ticket')
    .select(['createdAt', 'firstResponseAt', 'resolvedAt'])
    .where('createdAt', '>=', since)
    .where('status', '!=', 'spam')
    .execute();
  const span = (from: string, to: string | null) => (to ? [new Date(to).getTime() - new Date(from).getTime()] : []);
  return {
    open: open.length,
    overdue: clocks.filter((c) => c.overdue).length,
    compensation: clocks.filter((c) => c.compensation).length,
    days: STATS_DAYS,
    medianFirstResponseMs: median(recent.flatMap((t) => span(t.createdAt, t.firstResponseAt))),
    medianResolutionMs: median(recent.flatMap((t) => span(t.createdAt, t.resolvedAt))),
  };
}
