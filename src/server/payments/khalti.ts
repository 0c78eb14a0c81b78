import { type GatewayAnswer, type Outcome, PARTIAL_REFUND_NOTES } from './gateway.ts';

// Khalti KPG-2 (docs.khalti.com/khalti-epayment): the server starts a payment with
// POST /epayment/initiate/ (Authorization: Key <secret>) and sends the browser to payment_url;
// Khalti sends it back to return_url with ?pidx=…&status=…&purchase_order_id=…; the server then
// asks POST /epayment/lookup/ { pidx }, and only "Completed" is a success. Amounts are paisa.

export interface KhaltiConfig {
  baseUrl: string;
  secretKey: string;
}

const endpoint = (config: KhaltiConfig, path: string) => `${config.baseUrl.replace(/\/+$/, '')}/epayment/${path}/`;

async function post(config: KhaltiConfig, path: string, payload: unknown) {
  const url = endpoint(config, path);
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Key ${config.secretKey}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text);
  } catch {
    // kept as text in the exchange
  }
  return {
    exchange: { request: `POST ${url} ${JSON.stringify(payload)}`, httpStatus: res.status, body: text },
    res,
    body,
  };
}

/** Khalti's error body in one line: `detail`, or each field's messages. */
export function khaltiError(body: Record<string, unknown>, httpStatus: number): string {
  if (typeof body.detail === 'string') return body.detail;
  const fields = Object.entries(body)
    .filter(([k, v]) => k !== 'error_key' && Array.isArray(v))
    .map(([k, v]) => `${k}: ${(v as unknown[]).join(' ')}`);
  return fields.length ? fields.join('; ') : `Khalti answered HTTP ${httpStatus}`;
}

export interface KhaltiStart {
  return_url: string;
  website_url: string;
  amount: number;
  purchase_order_id: string;
  purchase_order_name: string;
  customer_info: { name: string; email?: string; phone?: string };
}

/** Starts a payment: its pidx and payment_url, or Khalti's reason for refusing. */
export async function khaltiInitiate(config: KhaltiConfig, start: KhaltiStart) {
  const { exchange, res, body } = await post(config, 'initiate', start);
  if (res.ok && typeof body.pidx === 'string' && typeof body.payment_url === 'string')
    return { exchange, pidx: body.pidx, paymentUrl: body.payment_url };
  return { exchange, error: khaltiError(body, res.status) };
}

// The lookup's statuses (docs.khalti.com/khalti-epayment/#lookup-status), lower-cased: the page writes
// both "Partially Refunded" and "Partially refunded". Expired and User canceled come with HTTP 400
// ("Payment Status Code") and the lookup's usual body, so a 400 is read too.
const STATUSES: Record<string, Outcome['status']> = {
  completed: 'paid',
  pending: 'pending',
  initiated: 'initiated',
  refunded: 'refunded',
  expired: 'failed',
  'user canceled': 'cancelled',
};
const PARTIAL = 'partially refunded';

/** What an error answer means, in words staff can act on (the exchange keeps the body as sent). */
function lookupProblem(body: Record<string, unknown>, httpStatus: number): string {
  if (httpStatus === 401) return `Khalti refused this site's key (KHALTI_SECRET_KEY): ${khaltiError(body, httpStatus)}`;
  if (httpStatus === 404) return `Khalti knows no payment with this pidx: ${khaltiError(body, httpStatus)}`;
  return khaltiError(body, httpStatus);
}

/** Looks a payment up by its pidx and reads the answer against what this site asked for. */
export async function khaltiLookup(
  config: KhaltiConfig,
  payment: { amount: number; gatewayKey: string | null },
): Promise<GatewayAnswer> {
  const { exchange, res, body } = await post(config, 'lookup', { pidx: payment.gatewayKey });
  const status = typeof body.status === 'string' ? body.status.toLowerCase() : '';
  const known = STATUSES[status];
  const readable = res.ok || res.status === 400;
  if (readable && status === PARTIAL)
    // How much went back is not in the answer: the payment stays as it is, for staff to settle by hand.
    return {
      exchange,
      outcome: { status: 'unknown', partialRefund: true, note: PARTIAL_REFUND_NOTES.khalti },
    };
  if (!readable || !known) return { exchange, outcome: { status: 'unknown', note: lookupProblem(body, res.status) } };
  if (body.pidx !== payment.gatewayKey)
    return { exchange, outcome: { status: 'unknown', note: `${body.status} for another pidx` } };
  if (known === 'paid' || known === 'refunded') {
    const same =
      Number(body.total_amount) === payment.amount &&
      typeof body.transaction_id === 'string' &&
      body.transaction_id !== '';
    if (!same)
      return { exchange, outcome: { status: 'unknown', note: `${body.status} for another payment or amount` } };
    if (known === 'paid')
      return { exchange, outcome: { status: 'paid', transactionId: body.transaction_id as string, note: 'Completed' } };
  }
  return { exchange, outcome: { status: known, note: String(body.status) } };
}
