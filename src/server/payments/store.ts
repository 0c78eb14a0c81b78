import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { formatRupees } from '../../lib/payments.ts';
import type { Db } from '../db/index.ts';
import { writeAudit, type AuditEntry } from '../history/audit.ts';
import type { PaymentTable } from '../db/tables.ts';
import type { Selectable } from 'kysely';
import type { Insert } from '../storage/group-commit.ts';
import { nextLookup, nextRefundCheck, OPEN } from './cadence.ts';
import { type Exchange, hadPartialRefund, type Outcome } from './gateway.ts';

export type Payment = Selectable<PaymentTable>;

/** A fresh payment's id: 128 random bits in hex, fit for eSewa's transaction_uuid and a private link. */
export const newPaymentId = () => randomBytes(16).toString('hex');

const row = (p: Record<string, unknown> | undefined): Payment | undefined =>
  p && ({ ...p, amount: Number(p.amount), lookups: Number(p.lookups) } as unknown as Payment);

export async function getPayment(db: Db, id: string): Promise<Payment | undefined> {
  return row(await db.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirst());
}

export async function paymentByKey(db: Db, gateway: string, key: string): Promise<Payment | undefined> {
  return row(
    await db
      .selectFrom('payment')
      .selectAll()
      .where('gateway', '=', gateway)
      .where('gatewayKey', '=', key)
      .executeTakeFirst(),
  );
}

/** Keeps one request to or answer from a gateway (or a refused return) with its payment. */
export async function recordExchange(
  db: Db,
  paymentId: string | null,
  kind: 'initiate' | 'return' | 'lookup' | 'rejected',
  exchange: Partial<Exchange>,
  note: string,
  now: Date,
) {
  await db
    .insertInto('payment_exchange')
    .values({
      paymentId,
      at: now.toISOString(),
      kind,
      request: (exchange.request ?? '').slice(0, 4000),
      httpStatus: exchange.httpStatus ?? null,
      body: (exchange.body ?? '').slice(0, 8000),
      note: note.slice(0, 500),
    })
    .execute();
}

/**
 * Applies what the gateway said. 'paid' credits the customer exactly once: the payment moves to
 * paid only from an open status, in the same transaction that lowers dueAmount and queues the
 * receipt's notifications; the unique (gateway, gatewayTransactionId) refuses a second payment
 * claiming the same gateway transaction. Returns the payment as it now stands and whether this call
 * credited it.
 */
export async function applyOutcome(
  db: Db,
  payment: Payment,
  outcome: Outcome,
  now: Date,
  paidInserts: (p: Payment) => Insert[],
): Promise<{ payment: Payment; credited: boolean }> {
  const at = now.toISOString();
  if (outcome.status === 'paid') {
    const credited = await db
      .transaction()
      .execute(async (trx) => {
        const moved = await trx
          .updateTable('payment')
          .set({
            status: 'paid',
            paidAt: at,
            updatedAt: at,
            nextLookupAt: nextLookup({ status: 'paid', createdAt: payment.createdAt, paidAt: at }, now),
            gatewayTransactionId: outcome.transactionId ?? null,
            note: outcome.note,
          })
          .where('id', '=', payment.id)
          .where('status', 'in', OPEN)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('customer')
          .set({ dueAmount: sql`${sql.ref('dueAmount')} - ${payment.amount}`, updatedAt: at })
          .where('customerId', '=', payment.customerId)
          .execute();
        const paid = { ...payment, status: 'paid', paidAt: at, gatewayTransactionId: outcome.transactionId ?? null };
        for (const insert of paidInserts(paid))
          await trx
            .insertInto(insert.table as 'outbox')
            .values(insert.row as never)
            .execute();
        return true;
      })
      .catch((err: unknown) => {
        // Another payment already holds this gateway transaction: never credited twice.
        if (/unique|duplicate/i.test(String((err as Error).message))) return 'taken' as const;
        throw err;
      });
    if (credited === 'taken') {
      // Held for staff, and asked no more (left due, it would be looked up every round). Pending, not
      // failed: the gateway says this order was paid, so the customer is not told to pay again.
      await db
        .updateTable('payment')
        .set({
          status: 'pending',
          note: `not credited: another payment of this site holds ${payment.gateway} transaction ${String(outcome.transactionId).slice(0, 100)}`,
          updatedAt: at,
          nextLookupAt: null,
          lookups: sql`${sql.ref('lookups')} + 1`,
        })
        .where('id', '=', payment.id)
        .where('status', 'in', OPEN)
        .execute();
      return { payment: (await getPayment(db, payment.id))!, credited: false };
    }
    // Paid already (a check for a refund, or another server's return): never credited again.
    if (!credited) await checkedForRefund(db, payment.id, outcome, now);
    return { payment: (await getPayment(db, payment.id))!, credited };
  }
  if (outcome.status === 'refunded' && payment.status === 'paid') {
    // In full after a partial refund that staff settle by hand: raising the amount due by the whole
    // payment would charge the part already refunded twice. Noted for staff instead.
    if (hadPartialRefund((await getPayment(db, payment.id))?.note)) {
      await checkedForRefund(db, payment.id, outcome, now);
      return { payment: (await getPayment(db, payment.id))!, credited: false };
    }
    await refundPayment(db, payment.id, { at: now, reason: `${payment.gateway}: ${outcome.note}` });
    return { payment: (await getPayment(db, payment.id))!, credited: false };
  }
  if (payment.status === 'paid') {
    await checkedForRefund(db, payment.id, outcome, now);
    return { payment: (await getPayment(db, payment.id))!, credited: false };
  }
  const next = nextLookup(payment, now);
  const update = db.updateTable('payment').where('id', '=', payment.id).where('status', 'in', OPEN);
  if (outcome.status === 'unknown') {
    // Nothing learned: ask again later; a day on, a payment never confirmed is failed (still looked up on demand).
    await update
      .set({
        updatedAt: at,
        nextLookupAt: next,
        lookups: sql`${sql.ref('lookups')} + 1`,
        ...(next ? {} : { status: 'failed' }),
      })
      .execute();
  } else {
    const final = outcome.status === 'refunded' || outcome.status === 'failed' || outcome.status === 'cancelled';
    const status = !final && !next ? 'failed' : outcome.status;
    await update
      .set({
        status,
        note: outcome.note,
        updatedAt: at,
        nextLookupAt: final ? null : next,
        lookups: sql`${sql.ref('lookups')} + 1`,
      })
      .execute();
  }
  return { payment: (await getPayment(db, payment.id))!, credited: false };
}

/**
 * A paid payment looked up again (a check for a refund) that its gateway does not say is refunded: it
 * stays paid and waits for its next check. An answer other than paid (a partial refund, a reversal)
 * becomes its note for staff; an answer that says nothing (the gateway down) leaves the note as it was.
 */
async function checkedForRefund(db: Db, id: string, outcome: Outcome, now: Date) {
  const paid = await getPayment(db, id);
  if (paid?.status !== 'paid') return;
  const note = outcome.partialRefund
    ? outcome.note
    : outcome.status !== 'paid' && outcome.status !== 'unknown'
      ? `the gateway now says ${outcome.note}; still paid here: check the statement`
      : paid.note;
  await db
    .updateTable('payment')
    .set({
      nextLookupAt: nextRefundCheck(paid, now, outcome.status !== 'unknown' || outcome.partialRefund === true),
      lookups: sql`${sql.ref('lookups')} + 1`,
      ...(note === paid.note ? {} : { note: note.slice(0, 500), updatedAt: now.toISOString() }),
    })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .execute();
}

export interface Refund {
  at: Date;
  /** why, in words (staff's reason, or what the gateway said) */
  reason: string;
  /** the staff member who marked it; none: the gateway's lookup found it */
  by?: AuditEntry['user'];
  /** false: the caller's write is audited already (a staff request, by the audit of admin writes) */
  audit?: boolean;
}

/** The audit's words for a refund. */
export const refundSummary = (p: Pick<Payment, 'amount' | 'customerId'>, reason: string) =>
  `${formatRupees(p.amount, 'en')} refunded; the amount due of ${p.customerId} raised by it. ${reason}`;

/**
 * A paid payment refunded: it moves to refunded and its customer's dueAmount goes back up by its
 * amount, with an audit entry, in one transaction and only from paid, so however many times it is
 * asked (staff twice, staff and the reconciler at once) the customer owes it again exactly once.
 * True when this call refunded it.
 */
export async function refundPayment(db: Db, id: string, refund: Refund): Promise<boolean> {
  const at = refund.at.toISOString();
  return db.transaction().execute(async (trx) => {
    const payment = row(await trx.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirst());
    if (!payment) return false;
    const moved = await trx
      .updateTable('payment')
      .set({ status: 'refunded', note: refund.reason.slice(0, 500), updatedAt: at, nextLookupAt: null })
      .where('id', '=', id)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('customer')
      .set({ dueAmount: sql`${sql.ref('dueAmount')} + ${payment.amount}`, updatedAt: at })
      .where('customerId', '=', payment.customerId)
      .execute();
    if (refund.audit !== false)
      await writeAudit(trx, {
        at: refund.at,
        user: refund.by,
        action: 'refund',
        entity: 'payment',
        recordId: id,
        recordName: `${payment.customerId} ${payment.customerName}`,
        summary: refundSummary(payment, refund.reason),
      });
    return true;
  });
}
