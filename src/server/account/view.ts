import { ENTITIES } from '../../lib/entities.ts';
import { openIncidentsFor, type Incident } from '../../lib/incidents.ts';
import type { Db } from '../db/index.ts';
import { repository } from '../storage/records.ts';
import type { CustomerRow } from './session.ts';
import { approvedCreditsOf } from '../status/credit-store.ts';
import type { UsageFor } from './usage.ts';

/** The customer's own record as the account shows it, with their plan's name, speed and price. */
export async function customerView(db: Db, c: CustomerRow) {
  const plan = c.planId
    ? await db
        .selectFrom('plan')
        .select(['id', 'name', 'name_ne', 'speed', 'price', 'duration'])
        .where('id', '=', c.planId)
        .executeTakeFirst()
    : undefined;
  return {
    customerId: c.customerId,
    name: c.name,
    phone: c.phone,
    email: c.email,
    area: c.area,
    status: c.status,
    dueDate: c.dueDate,
    dueAmount: Number(c.dueAmount),
    lang: c.lang,
    plan: plan ?? null,
  };
}

async function linked(db: Db, customerId: string, kind: 'ticket' | 'speedtest') {
  const rows = await db
    .selectFrom('account_link')
    .select('recordId')
    .where('customerId', '=', customerId)
    .where('kind', '=', kind)
    .execute();
  return rows.map((r) => r.recordId);
}

/** The consent, choices and deletion request of a customer (defaults before their first sign-in). */
export async function consentOf(db: Db, customerId: string) {
  const row = await db
    .selectFrom('account_consent')
    .selectAll()
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  return {
    consentedAt: row?.consentedAt ?? null,
    choices: { statusSms: Boolean(Number(row?.statusSms ?? 0)), statusEmail: Boolean(Number(row?.statusEmail ?? 0)) },
    deletionRequestedAt: row?.deletionRequestedAt ?? null,
  };
}

/** Their fault reports, the newest first: what they may know of each (never the desk's notes). */
export async function ticketsOf(db: Db, customerId: string) {
  const ids = await linked(db, customerId, 'ticket');
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('ticket')
    .select(['id', 'number', 'status', 'category', 'createdAt', 'resolvedAt', 'speedtestId'])
    .where('id', 'in', ids)
    .where('status', '!=', 'spam')
    .orderBy('createdAt', 'desc')
    .limit(50)
    .execute();
  return rows.map(({ id, ...t }) => ({ _id: id, ...t, resolvedAt: t.resolvedAt || null }));
}

/** Their speed tests (run while signed in, or attached to their reports), the newest first. */
export async function speedtestsOf(db: Db, customerId: string) {
  const attached = await db
    .selectFrom('account_link')
    .innerJoin('ticket', 'ticket.id', 'account_link.recordId')
    .select('ticket.speedtestId')
    .where('account_link.customerId', '=', customerId)
    .where('account_link.kind', '=', 'ticket')
    .where('ticket.speedtestId', '!=', '')
    .execute();
  const ids = [...new Set([...(await linked(db, customerId, 'speedtest')), ...attached.map((r) => r.speedtestId)])];
  if (!ids.length) return [];
  return db
    .selectFrom('speedtest')
    .select(['id', 'createdAt', 'download', 'upload', 'latency'])
    .where('id', 'in', ids)
    .orderBy('createdAt', 'desc')
    .limit(20)
    .execute();
}

/** The incidents open now in the customer's area (or everywhere). */
export async function incidentsFor(db: Db, area: string) {
  const { records } = await repository(db, ENTITIES.incident).list();
  return openIncidentsFor(records as unknown as Incident[], area).map((i) => ({
    _id: i._id,
    title: i.title,
    title_ne: i.title_ne ?? '',
    kind: i.kind,
    status: i.status,
    startsAt: i.startsAt,
    endsAt: i.endsAt ?? '',
  }));
}

/** Their approved credits for outages, the newest period first, with the reason for each part in both languages. */
async function creditsOf(db: Db, customerId: string) {
  return (await approvedCreditsOf(db, customerId)).map((c) => ({
    _id: c._id,
    periodStart: c.periodStart,
    periodEnd: c.periodEnd,
    form: c.form,
    days: c.days,
    rebatePaisa: c.rebatePaisa,
    hours: c.hours,
    tickets: c.tickets,
    reasons: c.parts.map((p) => ({ en: p.reason, ne: p.reason_ne })),
  }));
}

/**
 * GET /api/account: everything My account shows, the customer's own only; `usage` only where the site
 * reads a RADIUS database (null for a line it knows no use of).
 */
export async function accountView(db: Db, customer: CustomerRow, usage?: { of: UsageFor; now: Date }) {
  const [record, consent, incidents, tickets, speedtests, credits, lineUse] = await Promise.all([
    customerView(db, customer),
    consentOf(db, customer.customerId),
    incidentsFor(db, customer.area),
    ticketsOf(db, customer.customerId),
    speedtestsOf(db, customer.customerId),
    creditsOf(db, customer.customerId),
    usage?.of(customer, usage.now),
  ]);
  return {
    customer: record,
    ...consent,
    incidents,
    tickets,
    speedtests,
    credits,
    ...(usage ? { usage: lineUse } : {}),
  };
}
