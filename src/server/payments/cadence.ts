import type { PaymentStatus } from './gateway.ts';

// When the reconciler (reconciler.ts) asks a gateway about a payment again: nextLookupAt, set from
// here whenever a payment is started, looked up or paid.

/** The statuses a payment may still leave: paid and refunded are for good. */
export const OPEN: PaymentStatus[] = ['initiated', 'pending', 'failed', 'cancelled'];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/**
 * The days after paidAt on which a paid payment's gateway is asked again, for a refund made in the
 * gateway's merchant panel: most come within days (a payment made twice, a wrong customer ID), a few
 * after the month's statement; five look-ups a payment in all (docs/api.md, "Online payments").
 */
export const REFUND_CHECK_DAYS = [1, 3, 7, 14, 30] as const;

/**
 * A paid payment's next check for a refund. A check the gateway did not answer (down, unreadable)
 * is tried again hourly for a day before the next check day, so the last one is not lost to an outage.
 */
export function nextRefundCheck(
  paid: { status: string; createdAt: string; paidAt?: string | null },
  now: Date,
  answered: boolean,
): string | null {
  const paidAt = Date.parse(paid.paidAt ?? '');
  // The check day this look-up belongs to: the latest one not after now.
  const day = REFUND_CHECK_DAYS.map((days) => paidAt + days * DAY).findLast((at) => at <= now.getTime());
  if (!answered && day !== undefined && now.getTime() - day < DAY - 60 * MINUTE)
    return new Date(now.getTime() + 60 * MINUTE).toISOString();
  return nextLookup(paid, now);
}

/**
 * When a payment is next looked up. Open: every few minutes for the first hour, then hourly for a day;
 * then settled as it stands. Paid: on each of REFUND_CHECK_DAYS after paidAt still ahead, then never
 * (each counted from paidAt, however late the one before it ran). Refunded: never.
 */
export function nextLookup(
  payment: { status: string; createdAt: string; paidAt?: string | null },
  now: Date,
): string | null {
  if (payment.status === 'paid') {
    const paidAt = Date.parse(payment.paidAt ?? '');
    const due = REFUND_CHECK_DAYS.map((days) => paidAt + days * DAY).find((at) => at > now.getTime());
    return due === undefined ? null : new Date(due).toISOString();
  }
  if (!OPEN.includes(payment.status as PaymentStatus)) return null;
  const age = now.getTime() - Date.parse(payment.createdAt);
  if (age < 60 * MINUTE) return new Date(now.getTime() + 5 * MINUTE).toISOString();
  if (age < 24 * 60 * MINUTE) return new Date(now.getTime() + 60 * MINUTE).toISOString();
  return null;
}
