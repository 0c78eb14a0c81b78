// What both gateways' clients give back: the exchange as it went (kept with the payment) and what it
// means for the payment. 'unknown' changes nothing: the gateway was down, answered something this
// site does not trust (another merchant, amount or order), or the answer could not be read.

export const PAYMENT_STATUSES = ['initiated', 'pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const GATEWAYS = ['esewa', 'khalti'] as const;
export type Gateway = (typeof GATEWAYS)[number];

export interface Exchange {
  request: string;
  httpStatus: number | null;
  body: string;
}

export interface Outcome {
  status: PaymentStatus | 'unknown';
  /** the gateway's transaction code, with 'paid' */
  transactionId?: string;
  note: string;
  /** with 'unknown': the gateway says part of the payment went back (how much, its answer does not say) */
  partialRefund?: boolean;
}

/** What a partial refund leaves on a paid payment: how much went back, the gateways' answers do not say. */
export const PARTIAL_REFUND_NOTES = {
  esewa: 'eSewa says PARTIAL_REFUND: check the statement',
  khalti: 'Khalti says partially refunded: check the statement',
} as const;

/** The payment's note says part of it went back already (staff settle that part by hand). */
export const hadPartialRefund = (note: string | null | undefined) =>
  (Object.values(PARTIAL_REFUND_NOTES) as string[]).includes(note ?? '');

export interface GatewayAnswer {
  exchange: Exchange;
  outcome: Outcome;
}

/** A gateway that did not answer: nothing changes, the reconciler asks again. */
export function unreachable(request: string, err: unknown): GatewayAnswer {
  const reason = err instanceof Error ? err.message : String(err);
  return {
    exchange: { request, httpStatus: null, body: '' },
    outcome: { status: 'unknown', note: `no answer: ${reason}` },
  };
}
