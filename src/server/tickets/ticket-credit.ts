import type { Db } from '../db/index.ts';

/** What the tracking page tells of a credit approved for the fault: its period and what it gives. */
export interface TicketCredit {
  periodStart: string;
  periodEnd: string;
  form: string;
  days: number;
  rebatePaisa: number;
  hours: number;
}

/**
 * The approved credits that count this fault report (one per month its outage ran into), oldest first:
 * the tracking page shows them. Only the report's own customer's credits are read.
 */
export async function creditsOfTicket(db: Db, number: string, customerId: string): Promise<TicketCredit[]> {
  if (!customerId || !number) return [];
  const rows = await db
    .selectFrom('credit')
    .select(['periodStart', 'periodEnd', 'form', 'days', 'rebatePaisa', 'hours', 'tickets'])
    .where('customerId', '=', customerId)
    .where('status', '=', 'approved')
    .where('tickets', 'like', `%${JSON.stringify(number)}%`)
    .orderBy('periodStart')
    .execute();
  return rows
    .filter((r) => (JSON.parse(r.tickets) as string[]).includes(number))
    .map((r) => ({
      periodStart: r.periodStart,
      periodEnd: r.periodEnd,
      form: r.form,
      days: Number(r.days),
      rebatePaisa: Number(r.rebatePaisa),
      hours: Number(r.hours),
    }));
}
