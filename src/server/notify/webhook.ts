import { createHmac } from 'node:crypto';
import { leadOf } from '../../lib/entities.ts';
import { adminLink } from './mail.ts';
import type { OutboxRow } from './outbox.ts';

/** The JSON a chat bot receives for a new lead. */
export function webhookEvent(row: OutboxRow, siteUrl: string) {
  const entity = row.entity;
  const lead = leadOf(entity)!;
  const record = JSON.parse(row.payload) as Record<string, unknown>;
  return {
    id: row.id,
    event: `${entity}.created`,
    kind: lead.noun,
    customer: String(record[lead.customerField] ?? ''),
    url: adminLink(siteUrl, lead, record._id),
    record,
  };
}

/** POSTs each new lead to NOTIFY_WEBHOOK_URL; anything but a 2xx within 15 s is a failure to retry. */
export function webhookChannel(url: string, siteUrl: string) {
  return {
    async send(row: OutboxRow) {
      const res = await fetch(url, {
        method: 'POST',
        // The same Idempotency-Key on every attempt lets the receiver drop a resend.
        headers: { 'content-type': 'application/json', 'idempotency-key': row.id },
        body: JSON.stringify(webhookEvent(row, siteUrl)),
        signal: AbortSignal.timeout(15_000),
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`Webhook answered HTTP ${res.status}`);
    },
    close() {},
  };
}

/** `X-Signature: sha256=<hex HMAC-SHA256 of the raw body with the shared secret>`. */
export const webhookSignature = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * POSTs each outbox row's event to the billing system (PAYMENT_WEBHOOK_URL), signed with its secret; the
 * row's id is the `id` of the event and its Idempotency-Key, the same on every attempt, so a resend is
 * dropped. Anything but a 2xx within 15 s is retried from the outbox. Payments and credits both go this way.
 */
export function signedWebhookChannel(
  url: string,
  secret: string,
  event: (row: OutboxRow) => { event: string } & Record<string, unknown>,
) {
  return {
    async send(row: OutboxRow) {
      const body = JSON.stringify({ id: row.id, ...event(row) });
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': row.id,
          'x-signature': webhookSignature(body, secret),
        },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`Billing webhook answered HTTP ${res.status}`);
    },
    close() {},
  };
}
