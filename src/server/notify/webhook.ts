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
