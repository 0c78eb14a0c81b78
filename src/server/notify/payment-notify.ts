import { outboxInserts, type OutboxRow } from './outbox.ts';
import { signedWebhookChannel } from './webhook.ts';
import { fill } from '../../i18n/fill.ts';
import { letter, mailWords } from '../../i18n/mail.ts';
import { smtp, type MailOptions } from './mail.ts';
import type { Insert } from '../storage/group-commit.ts';
import { formatRupees, receiptPath } from '../../lib/payments.ts';
import type { Payment } from '../payments/store.ts';
import { langOf } from '../../i18n/paths.ts';

// A paid payment is announced from the outbox, queued in the transaction that credits it: an email
// receipt to the customer and a signed event to the billing system (PAYMENT_WEBHOOK_URL).

export interface PaidEvent {
  payment: Payment;
  customer: { email: string; phone: string; lang: string };
}

/** The outbox rows for a payment just credited: the customer's receipt and the billing system's event. */
export function paidInserts(channels: { mail: boolean; webhook: boolean }, event: PaidEvent): Insert[] {
  const record = { _id: event.payment.id, ...event };
  return [
    ...(channels.mail && event.customer.email ? outboxInserts('payment', record, ['payment-mail']) : []),
    ...(channels.webhook ? outboxInserts('payment', record, ['payment-webhook']) : []),
  ];
}

/** The receipt email, in the customer's language. */
export function composePaymentMail(event: PaidEvent, isp: string, siteUrl: string) {
  const { payment } = event;
  const lang = langOf(event.customer.lang);
  const w = mailWords(lang).payment;
  const link = `${siteUrl.replace(/\/+$/, '')}${receiptPath(payment.id, lang)}`;
  const amount = formatRupees(payment.amount, lang);
  const gateway = payment.gateway === 'esewa' ? 'eSewa' : 'Khalti';
  const lines = [
    fill(w.received, { amount, gateway, customerId: payment.customerId }),
    fill(w.transaction, { code: payment.gatewayTransactionId ?? '' }),
    fill(w.receipt, { link }),
  ];
  return { subject: fill(w.subject, { isp, amount }), text: letter({ lang, isp, lines }) };
}

export function paymentMailChannel(options: Omit<MailOptions, 'to'>) {
  const { transport, host, ispName } = smtp(options);
  return {
    async send(row: OutboxRow) {
      const event = JSON.parse(row.payload) as PaidEvent;
      const name = await ispName(langOf(event.customer.lang));
      await transport.sendMail({
        ...composePaymentMail(event, name, options.siteUrl),
        from: options.from ?? `"${name}" <noreply@${host}>`,
        to: event.customer.email,
        messageId: `<${row.id}@${host}>`,
      });
    },
    close: () => transport.close(),
  };
}

/** The billing system's view of a payment: what GET /api/payment?since= lists too. */
export function paymentEvent(payment: Payment) {
  return {
    _id: payment.id,
    customerId: payment.customerId,
    amount: payment.amount,
    gateway: payment.gateway,
    status: payment.status,
    gatewayTransactionId: payment.gatewayTransactionId,
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
    paidAt: payment.paidAt,
  };
}

/** POSTs each paid payment to PAYMENT_WEBHOOK_URL, signed (./webhook.ts). */
export const paymentWebhookChannel = (url: string, secret: string) =>
  signedWebhookChannel(url, secret, (row) => ({
    event: 'payment.paid',
    payment: paymentEvent((JSON.parse(row.payload) as PaidEvent).payment),
  }));
