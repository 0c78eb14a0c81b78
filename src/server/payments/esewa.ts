import { createHmac, timingSafeEqual } from 'node:crypto';
import { type GatewayAnswer, type Outcome, PARTIAL_REFUND_NOTES } from './gateway.ts';

// eSewa ePay v2 (developer.esewa.com.np/pages/Epay-V2): the browser POSTs a signed form to eSewa;
// eSewa sends it back to success_url with `?data=` (base64 JSON, signed over its own
// signed_field_names) or to failure_url; the merchant then asks the status API, whose answer alone
// decides. Amounts are rupees in eSewa's fields, paisa here.

export interface EsewaConfig {
  formUrl: string;
  statusUrl: string;
  productCode: string;
  secretKey: string;
}

/** HMAC-SHA256, base64, over `name=value` pairs of the named fields joined by commas, in that order. */
export function esewaSignature(fields: Record<string, unknown>, names: string[], secretKey: string): string {
  const message = names.map((n) => `${n}=${fields[n] ?? ''}`).join(',');
  return createHmac('sha256', secretKey).update(message).digest('base64');
}

/** Rupees as eSewa writes them: whole rupees plainly, else two decimals. */
export const rupees = (paisa: number) => (paisa % 100 === 0 ? String(paisa / 100) : (paisa / 100).toFixed(2));

/** The form the browser POSTs to eSewa's form URL. */
export function esewaForm(
  config: EsewaConfig,
  payment: { id: string; amount: number },
  urls: { success: string; failure: string },
) {
  const fields: Record<string, string> = {
    amount: rupees(payment.amount),
    tax_amount: '0',
    total_amount: rupees(payment.amount),
    transaction_uuid: payment.id,
    product_code: config.productCode,
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: urls.success,
    failure_url: urls.failure,
    signed_field_names: 'total_amount,transaction_uuid,product_code',
  };
  fields.signature = esewaSignature(fields, ['total_amount', 'transaction_uuid', 'product_code'], config.secretKey);
  return { url: config.formUrl, method: 'POST' as const, fields };
}

export interface EsewaReturn {
  transaction_code?: string;
  status?: string;
  total_amount?: number | string;
  transaction_uuid?: string;
  product_code?: string;
  signed_field_names?: string;
  signature?: string;
}

/**
 * Reads success_url's `data`: the decoded JSON when its signature over its own signed_field_names
 * holds with this merchant's key, else the reason it is refused.
 */
export function readEsewaReturn(
  data: string,
  secretKey: string,
): { ok: true; value: EsewaReturn } | { ok: false; reason: string; value?: EsewaReturn } {
  let value: EsewaReturn;
  let text: string;
  try {
    text = Buffer.from(data, 'base64').toString('utf8');
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'data is not base64 JSON' };
  }
  if (!value || typeof value !== 'object') return { ok: false, reason: 'data is not a JSON object' };
  const names = String(value.signed_field_names ?? '')
    .split(',')
    .filter(Boolean);
  if (!names.length || typeof value.signature !== 'string') return { ok: false, reason: 'data is not signed', value };
  const expected = Buffer.from(esewaSignature(rawFields(text, names), names, secretKey));
  const given = Buffer.from(value.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'the signature does not match', value };
  return { ok: true, value };
}

/**
 * The signed fields as the JSON text writes them: eSewa signs `total_amount=100.0`, which JSON.parse
 * would read back as 100 and sign differently.
 */
function rawFields(text: string, names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const m = text.match(new RegExp(`"${name.replace(/\W/g, '')}"\\s*:\\s*("(?:[^"\\\\]|\\\\.)*"|[^,}\\s]+)`));
    if (m) out[name] = m[1]!.startsWith('"') ? JSON.parse(m[1]!) : m[1]!;
  }
  return out;
}

/**
 * What eSewa's status values mean for a payment (developer.esewa.com.np/pages/Epay, "Status Check" ›
 * "Response Types"); COMPLETE is the only success. PARTIAL_REFUND is read apart: how much went back is
 * not in the answer.
 */
const STATUSES: Record<string, Outcome['status']> = {
  COMPLETE: 'paid',
  PENDING: 'pending',
  AMBIGUOUS: 'pending',
  NOT_FOUND: 'initiated',
  CANCELED: 'cancelled',
  FULL_REFUND: 'refunded',
};

/** Asks eSewa's status API about a payment and reads the answer against what this site asked for. */
export async function esewaLookup(
  config: EsewaConfig,
  payment: { id: string; amount: number; merchant: string },
): Promise<GatewayAnswer> {
  const productCode = payment.merchant || config.productCode;
  const url = new URL(config.statusUrl);
  url.searchParams.set('product_code', productCode);
  url.searchParams.set('total_amount', rupees(payment.amount));
  url.searchParams.set('transaction_uuid', payment.id);
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000), headers: { accept: 'application/json' } });
  const text = await res.text();
  const exchange = { request: `GET ${url}`, httpStatus: res.status, body: text };
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text);
  } catch {
    return { exchange, outcome: { status: 'unknown', note: `eSewa answered HTTP ${res.status} without JSON` } };
  }
  if (!body || typeof body !== 'object')
    return { exchange, outcome: { status: 'unknown', note: `eSewa answered HTTP ${res.status} without an object` } };
  // {"code": 0, "error_message": "Service is currently unavailable"}: eSewa does not know yet.
  if (typeof body.error_message === 'string')
    return { exchange, outcome: { status: 'unknown', note: `eSewa: ${body.error_message.slice(0, 200)}` } };
  const status = typeof body.status === 'string' ? body.status : '';
  if (!res.ok || !status)
    return { exchange, outcome: { status: 'unknown', note: `eSewa answered HTTP ${res.status}` } };
  const ours = body.product_code === productCode && body.transaction_uuid === payment.id;
  const amount = Math.round(Number(body.total_amount) * 100) === payment.amount;
  if (!ours || !amount)
    return { exchange, outcome: { status: 'unknown', note: `${status} for another product code, amount or order` } };
  if (status === 'PARTIAL_REFUND')
    return {
      exchange,
      outcome: { status: 'unknown', partialRefund: true, note: PARTIAL_REFUND_NOTES.esewa },
    };
  const known = STATUSES[status];
  if (!known) return { exchange, outcome: { status: 'unknown', note: `eSewa status ${status.slice(0, 40)}` } };
  if (known === 'paid') {
    if (typeof body.ref_id !== 'string' || body.ref_id === '')
      return { exchange, outcome: { status: 'unknown', note: 'COMPLETE without a ref_id' } };
    return { exchange, outcome: { status: 'paid', transactionId: body.ref_id, note: 'COMPLETE' } };
  }
  return { exchange, outcome: { status: known, note: status } };
}
