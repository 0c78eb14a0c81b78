// The gateways' answers as their documentation prints them, each beside the page that shows it. The
// fake gateways (gateways.ts) answer with these and nothing else.

/**
 * eSewa's status check answer (https://developer.esewa.com.np/pages/Epay, "Status Check" › "Response
 * Types": PENDING, COMPLETE, FULL_REFUND, PARTIAL_REFUND, AMBIGUOUS, NOT_FOUND, CANCELED): the
 * query's product code and uuid, the amount as a JSON number with its decimal ("total_amount": 100.0),
 * the status and ref_id (null while PENDING or NOT_FOUND). HTTP 200, as the documented calls show.
 */
export function esewaStatusBody(
  query: { product_code?: string; transaction_uuid?: string; total_amount?: string },
  status: string,
  refId: string | null,
): string {
  const amount = Number(query.total_amount);
  const written = Number.isFinite(amount) ? (Number.isInteger(amount) ? amount.toFixed(1) : String(amount)) : 'null';
  return `{"product_code":${JSON.stringify(query.product_code ?? null)},"transaction_uuid":${JSON.stringify(
    query.transaction_uuid ?? null,
  )},"total_amount":${written},"status":${JSON.stringify(status)},"ref_id":${JSON.stringify(refId)}}`;
}

/**
 * eSewa's "Service is currently unavailable" (same page, the last of the "Response Types": "Server
 * connection timeout"). The page gives the body and no HTTP status; it is served with 200, like the
 * other answers of the same API, so that a client must read the body to tell it from a status.
 */
export const ESEWA_UNAVAILABLE = { code: 0, error_message: 'Service is currently unavailable' };

/** Khalti's "Generic Errors" (https://docs.khalti.com/khalti-epayment/#generic-errors). */
export const KHALTI_GENERIC = {
  /** "When an incorrect Authorization key is passed" (HTTP 401, as its status_code says) */
  invalidToken: { detail: 'Invalid token.', status_code: 401 },
  /** "If key is not passed as prefix in Authorization key" (HTTP 401) */
  noCredentials: { detail: 'Authentication credentials were not provided.', status_code: 401 },
  /** "If incorrect pidx is passed": the page gives no status; served with 404, what "Not found." is */
  notFound: { detail: 'Not found.', error_key: 'validation_error' },
};

/**
 * Khalti's initiate "Error Responses" (https://docs.khalti.com/khalti-epayment/#error-responses), one
 * list of messages per field and `error_key: validation_error`, served with HTTP 400: blank or invalid
 * return_url and website_url, an amount under Rs. 10 or not an integer, a blank purchase_order_id or
 * purchase_order_name, an amount_breakdown that does not total the amount. Undefined when valid.
 */
export function khaltiInitiateErrors(body: Record<string, unknown>): Record<string, unknown> | undefined {
  const errors: Record<string, string[]> = {};
  const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
  for (const field of ['return_url', 'website_url']) {
    const value = body[field];
    if (blank(value)) errors[field] = ['This field may not be blank.'];
    else if (!/^https?:\/\/[^\s/]+/.test(String(value)) || !URL.canParse(String(value)))
      errors[field] = ['Enter a valid URL.'];
  }
  const amount = body.amount;
  if (!/^\d+$/.test(String(amount ?? ''))) errors.amount = ['A valid integer is required.'];
  else if (Number(amount) < 1000) errors.amount = ['Amount should be greater than Rs. 10, that is 1000 paisa.'];
  else if (
    Array.isArray(body.amount_breakdown) &&
    body.amount_breakdown.reduce((sum: number, part) => sum + Number((part as { amount?: unknown }).amount), 0) !==
      Number(amount)
  )
    errors.amount = ['Amount Breakdown mismatch.'];
  for (const field of ['purchase_order_id', 'purchase_order_name'])
    if (blank(body[field])) errors[field] = ['This field may not be blank.'];
  return Object.keys(errors).length ? { ...errors, error_key: 'validation_error' } : undefined;
}

/**
 * The HTTP status of each lookup status, from "Payment Status Code"
 * (https://docs.khalti.com/khalti-epayment/#payment-status-code): Expired and User canceled come with
 * 400, and their bodies are the lookup's usual body ("Expired Response", "Canceled Response").
 */
export const KHALTI_LOOKUP_HTTP: Record<string, number> = {
  Completed: 200,
  Pending: 200,
  Expired: 400,
  Initiated: 200,
  Refunded: 200,
  'User canceled': 400,
  'Partially refunded': 200,
};

/** The lookup's body ("Success Response" and the others on the same page): six fields, in this order. */
export const khaltiLookupBody = (t: {
  pidx: string;
  amount: number;
  status: string;
  transaction_id: string | null;
}) => ({
  pidx: t.pidx,
  total_amount: t.amount,
  status: t.status,
  transaction_id: t.transaction_id,
  fee: 0,
  refunded: t.status === 'Refunded' || t.status === 'Partially refunded',
});
