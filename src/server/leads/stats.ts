import type { Kysely } from 'kysely';
import { ENTITIES, LEAD_NAMES, type LeadName } from '../../lib/entities.ts';
import type { Db } from '../db/index.ts';
import type { RecordTables } from '../db/tables.ts';
import { NEPAL_ZONE } from '../../lib/nepal-time.ts';

export const STATS_DAYS = 30;

// Days are the sales desk's days: Nepal time, not the server's.
const dayOf = new Intl.DateTimeFormat('en-CA', {
  timeZone: NEPAL_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last `count` days, oldest first, as YYYY-MM-DD in Nepal time. */
export function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => dayOf.format(new Date(now.getTime() - (count - 1 - i) * 86_400_000)));
}

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The dashboard's story of the last 30 days: leads per day per kind, bookings by plan, the share
 * of bookings that reached 'connected', and the median time from arrival to the first status change.
 */
export async function leadStats(database: Db, now = new Date()) {
  const db = database as unknown as Kysely<RecordTables>;
  const days = lastDays(now, STATS_DAYS);
  // A day and a bit of margin: the first Nepal day starts before its UTC date.
  const since = new Date(now.getTime() - (STATS_DAYS + 1) * 86_400_000).toISOString();
  const perDay = days.map((date) => ({
    date,
    ...(Object.fromEntries(LEAD_NAMES.map((n) => [n, 0])) as Record<LeadName, number>),
  }));
  const index = new Map(days.map((d, i) => [d, i]));
  let responseMs: number[] = [];
  const responseByKind = {} as Record<LeadName, number | null>;
  for (const name of LEAD_NAMES) {
    const rows = await db
      .selectFrom(ENTITIES[name].path as 'booking')
      .select(['createdAt', 'firstStatusChangeAt'])
      .where('createdAt', '>=', since)
      .execute();
    const kindMs: number[] = [];
    for (const row of rows) {
      const i = index.get(dayOf.format(new Date(row.createdAt)));
      if (i !== undefined) perDay[i][name]++;
      if (row.firstStatusChangeAt)
        kindMs.push(new Date(row.firstStatusChangeAt).getTime() - new Date(row.createdAt).getTime());
    }
    responseByKind[name] = median(kindMs);
    responseMs = responseMs.concat(kindMs);
  }
  const byPlan = await db
    .selectFrom('booking')
    .select((eb) => ['plan', eb.fn.countAll<number>().as('count')])
    .where('createdAt', '>=', since)
    .where('status', '!=', 'spam')
    .groupBy('plan')
    .orderBy('count', 'desc')
    .execute();
  const statuses = await db
    .selectFrom('booking')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .where('createdAt', '>=', since)
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(statuses.find((s) => s.status === status)?.count ?? 0);
  // Spam was never a customer, so it counts neither way.
  const bookings = statuses.reduce((sum, s) => sum + Number(s.count), 0) - count('spam');
  return {
    days: STATS_DAYS,
    perDay,
    bookingsByPlan: byPlan.map((p) => ({ plan: String(p.plan), count: Number(p.count) })),
    connected: { count: count('connected'), of: bookings, share: bookings ? count('connected') / bookings : null },
    medianResponseMs: median(responseMs),
    medianResponseMsByKind: responseByKind,
  };
}

/** How many leads of each kind have each status: the admin's tabs and sidebar badges. */
export async function statusCounts(database: Db): Promise<Record<LeadName | 'ticket', Record<string, number>>> {
  const db = database as unknown as Kysely<RecordTables>;
  const counts = {} as Record<LeadName | 'ticket', Record<string, number>>;
  // Fault reports (issue 29) have the leads' tabs and badge too.
  for (const name of [...LEAD_NAMES, 'ticket'] as const) {
    const lead = ENTITIES[name].lead;
    const rows = await db
      .selectFrom(name)
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    counts[name] = Object.fromEntries(lead.statuses.map((s) => [s, Number(rows.find((r) => r.status === s)?.n ?? 0)]));
  }
  return counts;
}
