import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { creditsOfCustomer } from '../status/credit-store.ts';
import type { CustomerRow } from './session.ts';
import { accountView, consentOf } from './view.ts';
import { langOf } from '../../i18n/paths.ts';

/**
 * The customer's status choices. By email: their registered address subscribed to their area's
 * incident news (confirmed: the ISP has the address on record), or unsubscribed. By SMS: kept here
 * for the incident news the ISP texts to its customers.
 */
export async function setChoices(
  db: Db,
  customer: CustomerRow,
  choices: { statusSms?: boolean; statusEmail?: boolean },
  now: Date,
) {
  const { customerId } = customer;
  const email = customer.email.trim().toLowerCase();
  const set = {
    ...(choices.statusSms === undefined ? {} : { statusSms: Number(choices.statusSms) }),
    ...(choices.statusEmail === undefined ? {} : { statusEmail: Number(choices.statusEmail && Boolean(email)) }),
  };
  await db.transaction().execute(async (t) => {
    await t
      .insertInto('account_consent')
      .values({ customerId, consentedAt: null, deletionRequestedAt: null, statusSms: 0, statusEmail: 0, ...set })
      .onConflict((oc) => oc.column('customerId').doUpdateSet(set))
      .execute();
    if (choices.statusEmail === undefined || !email) return;
    await t.deleteFrom('subscription').where('email', '=', email).where('area', '=', customer.area).execute();
    if (choices.statusEmail)
      await t
        .insertInto('subscription')
        .values({
          id: randomBytes(12).toString('hex'),
          email,
          area: customer.area,
          lang: langOf(customer.lang),
          createdAt: now.toISOString(),
          confirmedAt: now.toISOString(),
        })
        .execute();
  });
  return consentOf(db, customerId);
}

/** "Download my data": everything the site keeps about the customer, as JSON. */
export async function accountData(db: Db, customer: CustomerRow) {
  const { customerId } = customer;
  const [view, sessions, codes, tickets, credits, usageAlerts, payments] = await Promise.all([
    accountView(db, customer),
    db.selectFrom('account_session').select(['createdAt', 'expiresAt']).where('customerId', '=', customerId).execute(),
    db.selectFrom('account_code').select(['createdAt', 'usedAt']).where('customerId', '=', customerId).execute(),
    db
      .selectFrom('account_link')
      .innerJoin('ticket', 'ticket.id', 'account_link.recordId')
      .select(['ticket.number', 'ticket.createdAt', 'ticket.category', 'ticket.description', 'ticket.status'])
      .select(['ticket.name', 'ticket.phone', 'ticket.email', 'ticket.area'])
      .where('account_link.customerId', '=', customerId)
      .where('account_link.kind', '=', 'ticket')
      .execute(),
    creditsOfCustomer(db, customerId),
    db
      .selectFrom('usage_alert')
      .select(['periodStart', 'threshold', 'sentAt'])
      .where('customerId', '=', customerId)
      .orderBy('sentAt')
      .execute(),
    // The receipt number, the amount in paisa and what the gateway said; not its keys nor its raw notes.
    db
      .selectFrom('payment')
      .select(['id as receiptNumber', 'amount', 'gateway', 'status', 'gatewayTransactionId'])
      .select(['createdAt', 'paidAt', 'updatedAt'])
      .where('customerId', '=', customerId)
      .orderBy('createdAt')
      .execute(),
  ]);
  const time = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
  return {
    exportedAt: new Date().toISOString(),
    customer: { ...view.customer, createdAt: customer.createdAt, updatedAt: customer.updatedAt },
    consentedAt: view.consentedAt,
    choices: view.choices,
    deletionRequestedAt: view.deletionRequestedAt,
    faultReports: tickets,
    speedTests: view.speedtests,
    signIns: sessions.map((s) => ({ at: time(s.createdAt), until: time(s.expiresAt) })),
    codesSent: codes.map((c) => ({ at: time(c.createdAt), usedAt: time(c.usedAt) })),
    // Name and area are in `customer` above; which staff member decided a credit is the ISP's own record.
    credits: credits.map(({ decidedBy: _, customerId: _c, customerName: _n, area: _a, ...credit }) => credit),
    usageAlertsSent: usageAlerts.map((a) => ({ ...a, threshold: Number(a.threshold) })),
    payments: payments.map((p) => ({ ...p, amount: Number(p.amount) })),
  };
}
