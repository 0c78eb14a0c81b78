import { type CreditPart, creditReason, pricePaisa } from './compensation.ts';

// The credits desk: a customer's credit for a billing period (a calendar month, Nepal time), proposed
// from their outages (./compensation.ts), approved or rejected by staff, and sent to billing once.

export const CREDIT_STATUSES = ['proposed', 'approved', 'rejected'] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];
export const CREDIT_FORMS = ['extension', 'rebate'] as const;
export type CreditForm = (typeof CREDIT_FORMS)[number];

export const MONTH = /^(20\d\d)-(0[1-9]|1[0-2])$/;

/** A month's billing period ('2026-11' → 2026-11-01 to 2026-11-30, the end day included). */
export function monthPeriod(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * A plan's price for one month, in paisa: the price is per month unless its duration says a year, six
 * months or three months ('/year', '/6 months', 'प्रति वर्ष'). The rebate is the month's price over its days.
 */
export function monthlyPrice(price: string, duration: string): number {
  const paisa = pricePaisa(price);
  const d = duration.toLowerCase();
  const months = /year|annual|वर्ष|बर्ष/.test(d)
    ? 12
    : /(6|six|६)\s*(month|महिना)/.test(d)
      ? 6
      : /(3|three|३)\s*(month|महिना)|quarter/.test(d)
        ? 3
        : 1;
  return Math.round(paisa / months);
}

/** A credited part with its reason in both languages and the names of what caused it. */
export interface CreditPartView extends CreditPart {
  reason: string;
  reason_ne: string;
  /** the ticket numbers and incident titles behind it */
  causes: string[];
}

/** A credit as the desk and the customer read it. */
export interface CreditView {
  _id: string;
  customerId: string;
  customerName: string;
  area: string;
  periodStart: string;
  periodEnd: string;
  hours: number;
  days: number;
  rebatePaisa: number;
  form: CreditForm;
  status: CreditStatus;
  parts: CreditPartView[];
  tickets: string[];
  decidedBy: string;
  decidedAt: string | null;
  note: string;
  createdAt: string;
  updatedAt: string;
}

/** The reasons of a part, with its causes named (incident ids replaced by their titles). */
export const partView = (part: CreditPart, names: Map<string, string>): CreditPartView => ({
  ...part,
  reason: creditReason(part, 'en'),
  reason_ne: creditReason(part, 'ne'),
  causes: part.sources.map((s) => names.get(s) ?? s),
});

/** The billing system's view of an approved credit: the webhook's `credit` and `GET /api/credit?since=`. */
export function creditEvent(c: CreditView) {
  return {
    _id: c._id,
    customerId: c.customerId,
    periodStart: c.periodStart,
    periodEnd: c.periodEnd,
    status: c.status,
    form: c.form,
    days: c.days,
    rebatePaisa: c.rebatePaisa,
    hours: c.hours,
    tickets: c.tickets,
    reasons: c.parts.map((p) => p.reason),
    decidedAt: c.decidedAt,
    updatedAt: c.updatedAt,
  };
}
export type CreditEvent = ReturnType<typeof creditEvent>;
