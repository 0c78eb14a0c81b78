import { maskName } from '../../lib/payments.ts';
import type { Db } from '../db/index.ts';
import { readSettings } from '../settings/store.ts';
import type { Payment } from './store.ts';

/** What the public may see of a payment, by its private id: the receipt. */
export async function receiptOf(db: Db, payment: Payment) {
  const settings = await readSettings(db);
  return {
    _id: payment.id,
    status: payment.status,
    amount: payment.amount,
    gateway: payment.gateway,
    customerId: payment.customerId,
    name: maskName(payment.customerName),
    gatewayTransactionId: payment.gatewayTransactionId,
    createdAt: payment.createdAt,
    paidAt: payment.paidAt,
    isp: {
      name: settings.name,
      name_ne: settings.name_ne,
      legalName: settings.legalName,
      pan: settings.pan,
      phone: settings.phone,
    },
  };
}
