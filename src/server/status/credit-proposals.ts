import { computeCredit, type OutageSource, type RegulatorLimits, ticketOutages } from '../../lib/compensation.ts';
import { monthlyPrice, monthPeriod } from '../../lib/credits.ts';
import { ENTITIES } from '../../lib/entities.ts';
import { affects, type Incident, resolvedAt } from '../../lib/incidents.ts';
import { nepalDayStart } from '../../lib/nepal-time.ts';
import type { TicketEvent } from '../../lib/tickets.ts';
import type { Db } from '../db/index.ts';
import { newId, toRecord } from '../storage/records.ts';

// Proposing a month's credits: each customer's fault reports (reported → resolved, reopenings too) and
// the outages of their area, through the pure compensation function. A credit still proposed is brought
// up to date; one approved or rejected is never touched again, and the unique (customer, period) key
// keeps it one credit per customer and month, however many servers or staff propose at once.

const HOUR = 3_600_000;
/** How far before the month a fault report may have been made and still run into it. */
const LOOKBACK_DAYS = 62;

export interface ProposeResult {
  month: string;
  /** the credits written or changed, by id */
  changed: { id: string; customerId: string; name: string }[];
  /** credits proposed earlier whose outages no longer earn anything (a report marked spam): withdrawn */
  withdrawn: number;
}

/** The outages each customer had around the month: their fault reports and their area's outage incidents. */
async function outagesOf(db: Db, from: number, to: number) {
  const [fromIso, toIso] = [new Date(from - LOOKBACK_DAYS * 24 * HOUR).toISOString(), new Date(to).toISOString()];
  const tickets = await db
    .selectFrom('ticket')
    .select(['id', 'number', 'createdAt', 'status', 'customerId'])
    .where('customerId', '!=', '')
    .where('createdAt', '>=', fromIso)
    .where('createdAt', '<', toIso)
    .execute();
  const events = tickets.length
    ? await db
        .selectFrom('ticket_event')
        .select(['ticketId', 'type', 'status', 'at'])
        .where('type', '=', 'status')
        .where(
          'ticketId',
          'in',
          tickets.map((t) => t.id),
        )
        .execute()
    : [];
  const byCustomer = new Map<string, OutageSource[]>();
  for (const t of tickets) {
    const own = events
      .filter((e) => e.ticketId === t.id)
      .map((e) => ({ type: e.type, at: e.at, status: e.status ?? undefined }) as TicketEvent);
    const spans = ticketOutages({ number: t.number, createdAt: t.createdAt, status: t.status, events: own });
    byCustomer.set(t.customerId, [...(byCustomer.get(t.customerId) ?? []), ...spans]);
  }
  const rows = await db
    .selectFrom('incident')
    .selectAll()
    .where('kind', '=', 'outage')
    .where('status', '!=', 'scheduled')
    .where('startsAt', '<', toIso)
    .execute();
  const incidents = rows
    .map((r) => toRecord(ENTITIES.incident, r) as unknown as Incident)
    .filter((i) => i.status !== 'resolved' || Date.parse(resolvedAt(i)) > from);
  return { byCustomer, incidents };
}

export async function proposeCredits(
  db: Db,
  month: string,
  options: { limits: RegulatorLimits; now: Date },
): Promise<ProposeResult> {
  const period = monthPeriod(month);
  const from = nepalDayStart(period.start);
  const to = nepalDayStart(period.end) + 24 * HOUR;
  const { byCustomer, incidents } = await outagesOf(db, from, to);
  const [customers, areas, plans, existing] = await Promise.all([
    db.selectFrom('customer').select(['customerId', 'name', 'area', 'planId']).execute(),
    db.selectFrom('area').select(['name', 'kind']).execute(),
    db.selectFrom('plan').select(['id', 'price', 'duration']).execute(),
    db
      .selectFrom('credit')
      .select(['id', 'customerId', 'status', 'hours', 'days', 'rebatePaisa', 'parts'])
      .where('periodStart', '=', period.start)
      .execute(),
  ]);
  const kindOf = new Map(areas.map((a) => [a.name.trim().toLowerCase(), a.kind === 'remote' ? 'remote' : 'urban']));
  const now = options.now.toISOString();
  const result: ProposeResult = { month, changed: [], withdrawn: 0 };
  for (const customer of customers) {
    const sources = [
      ...(byCustomer.get(customer.customerId) ?? []),
      ...(customer.area
        ? incidents
            .filter((i) => affects(i, customer.area))
            .map((i): OutageSource => {
              const end = i.status === 'resolved' ? resolvedAt(i) : null;
              return { kind: 'incident', ref: i._id, start: i.startsAt, end };
            })
        : []),
    ];
    const before = existing.find((e) => e.customerId === customer.customerId);
    if (before && before.status !== 'proposed') continue;
    const plan = plans.find((p) => p.id === customer.planId);
    const credit = sources.length
      ? computeCredit({
          area: (kindOf.get(customer.area.trim().toLowerCase()) ?? 'urban') as 'urban' | 'remote',
          period,
          sources,
          periodPricePaisa: plan ? monthlyPrice(plan.price, plan.duration) : 0,
          limits: options.limits,
          now,
        })
      : undefined;
    if (!credit || credit.hours <= 0) {
      if (before) {
        await db.deleteFrom('credit').where('id', '=', before.id).where('status', '=', 'proposed').execute();
        result.withdrawn += 1;
      }
      continue;
    }
    const values = {
      hours: credit.hours,
      days: credit.days,
      rebatePaisa: credit.rebatePaisa,
      parts: JSON.stringify(credit.parts),
      // the fault reports behind a credited part: their tracking pages show the credit
      tickets: JSON.stringify([
        ...new Set(
          credit.parts
            .flatMap((p) => p.sources)
            .filter((ref) => sources.some((s) => s.kind === 'ticket' && s.ref === ref)),
        ),
      ]),
    };
    const named = { customerId: customer.customerId, name: `${customer.customerId} ${customer.name}` };
    if (before) {
      if (before.parts === values.parts && Number(before.rebatePaisa) === values.rebatePaisa) continue;
      const moved = await db
        .updateTable('credit')
        .set({ ...values, updatedAt: now })
        .where('id', '=', before.id)
        .where('status', '=', 'proposed')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1) result.changed.push({ id: before.id, ...named });
      continue;
    }
    const id = newId();
    const added = await db
      .insertInto('credit')
      .values({
        id,
        createdAt: now,
        updatedAt: now,
        customerId: customer.customerId,
        periodStart: period.start,
        periodEnd: period.end,
        ...values,
      })
      .onConflict((oc) => oc.columns(['customerId', 'periodStart']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) === 1) result.changed.push({ id, ...named });
  }
  return result;
}
