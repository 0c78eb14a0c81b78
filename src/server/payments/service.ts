import type { Db } from '../db/index.ts';
import type { Insert } from '../storage/group-commit.ts';
import { esewaForm, esewaLookup, readEsewaReturn, type EsewaConfig } from './esewa.ts';
import { type Gateway, type GatewayAnswer, unreachable } from './gateway.ts';
import { khaltiInitiate, khaltiLookup, type KhaltiConfig } from './khalti.ts';
import { nextLookup } from './cadence.ts';
import { paidInserts } from '../notify/payment-notify.ts';
import { applyOutcome, getPayment, newPaymentId, paymentByKey, recordExchange, type Payment } from './store.ts';

export interface PaymentOptions {
  db: Db;
  esewa: EsewaConfig;
  /** unset: Khalti is not offered */
  khalti?: KhaltiConfig;
  /** where the gateways send the browser back (SITE_URL, or this server) */
  siteUrl: string;
  /** which notifications a paid payment queues */
  channels: { mail: boolean; webhook: boolean };
  /** extra outbox rows for a paid payment, committed with its credit (the SMS receipt) */
  moreInserts?: (payment: Payment, customer: Customer | undefined) => Insert[];
  now: () => Date;
  /** the outbox is woken after a credit */
  onPaid?: (payment: Payment) => void;
}

export interface Customer {
  customerId: string;
  name: string;
  email: string;
  phone: string;
  lang: string;
  status?: string;
}

export class GatewayRefused extends Error {}

/** Payments as the gateways see them: starting one, reading a return, asking again. */
export function payments(options: PaymentOptions) {
  const { db, now } = options;
  const base = options.siteUrl.replace(/\/+$/, '');
  const gateways = (): Gateway[] => (options.khalti ? ['esewa', 'khalti'] : ['esewa']);

  async function lookup(payment: Payment): Promise<GatewayAnswer> {
    const request = payment.gateway === 'esewa' ? `status of ${payment.id}` : `lookup of ${payment.gatewayKey}`;
    try {
      if (payment.gateway === 'esewa') return await esewaLookup(options.esewa, payment);
      if (!options.khalti) throw new Error('Khalti is not configured (KHALTI_SECRET_KEY)');
      return await khaltiLookup(options.khalti, payment);
    } catch (err) {
      return unreachable(request, err);
    }
  }

  /** Asks the gateway about a payment and applies the answer; the payment as it now stands. */
  async function settle(payment: Payment, customer?: Customer): Promise<Payment> {
    const answer = await lookup(payment);
    const at = now();
    await recordExchange(db, payment.id, 'lookup', answer.exchange, answer.outcome.note, at);
    const who = customer ?? (await customerOf(payment.customerId));
    const result = await applyOutcome(db, payment, answer.outcome, at, (paid) => [
      ...paidInserts(options.channels, {
        payment: paid,
        customer: { email: who?.email ?? '', phone: who?.phone ?? '', lang: paid.lang },
      }),
      ...(options.moreInserts?.(paid, who) ?? []),
    ]);
    if (result.credited) options.onPaid?.(result.payment);
    return result.payment;
  }

  async function customerOf(customerId: string): Promise<Customer | undefined> {
    return db
      .selectFrom('customer')
      .select(['customerId', 'name', 'email', 'phone', 'lang', 'status'])
      .where('customerId', '=', customerId)
      .executeTakeFirst();
  }

  return {
    gateways,
    customerOf,
    settle,

    /** Starts a payment: stored first, then the gateway asked (Khalti) or the form signed (eSewa). */
    async start(customer: Customer, amount: number, gateway: Gateway, lang: 'en' | 'ne') {
      const at = now();
      const id = newPaymentId();
      const payment = {
        id,
        customerId: customer.customerId,
        customerName: customer.name,
        amount,
        gateway,
        status: 'initiated',
        merchant: gateway === 'esewa' ? options.esewa.productCode : 'khalti',
        gatewayKey: gateway === 'esewa' ? id : null,
        lang,
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
        nextLookupAt: nextLookup({ status: 'initiated', createdAt: at.toISOString() }, at),
      };
      await db.insertInto('payment').values(payment).execute();
      if (gateway === 'esewa') {
        const redirect = esewaForm(options.esewa, payment, {
          success: `${base}/api/payment/esewa/success/${id}`,
          failure: `${base}/api/payment/esewa/failure/${id}`,
        });
        await recordExchange(
          db,
          id,
          'initiate',
          { request: `form for ${redirect.url}`, body: JSON.stringify(redirect.fields) },
          'form signed',
          at,
        );
        return { payment, redirect };
      }
      const started = await khaltiInitiate(options.khalti!, {
        return_url: `${base}/api/payment/khalti/return`,
        website_url: base,
        amount,
        purchase_order_id: id,
        purchase_order_name: `Internet bill ${customer.customerId}`,
        customer_info: {
          name: customer.name,
          ...(customer.email ? { email: customer.email } : {}),
          ...(customer.phone ? { phone: customer.phone } : {}),
        },
      }).catch((err: unknown) => ({ ...unreachable('POST epayment/initiate/', err), error: (err as Error).message }));
      await recordExchange(
        db,
        id,
        'initiate',
        started.exchange,
        'error' in started ? String(started.error) : 'started',
        now(),
      );
      if (!('pidx' in started)) {
        await db
          .updateTable('payment')
          .set({ status: 'failed', note: String(started.error), nextLookupAt: null, updatedAt: now().toISOString() })
          .where('id', '=', id)
          .execute();
        throw new GatewayRefused(`Khalti did not start the payment: ${started.error}`);
      }
      await db.updateTable('payment').set({ gatewayKey: started.pidx }).where('id', '=', id).execute();
      return {
        payment: { ...payment, gatewayKey: started.pidx },
        redirect: { url: started.paymentUrl, method: 'GET' as const, fields: {} },
      };
    },

    /** eSewa's success_url: the `data` must be signed by this merchant for this payment; then the status API decides. */
    async esewaSuccess(id: string, data: string): Promise<Payment | undefined> {
      const payment = await getPayment(db, id);
      const read = readEsewaReturn(data, options.esewa.secretKey);
      const body = read.value ? JSON.stringify(read.value) : data.slice(0, 2000);
      const problem = !read.ok
        ? read.reason
        : read.value.product_code !== options.esewa.productCode
          ? `another merchant's product code (${String(read.value.product_code).slice(0, 40)})`
          : read.value.transaction_uuid !== id
            ? 'the data names another order'
            : payment && Math.round(Number(read.value.total_amount) * 100) !== payment.amount
              ? 'the data names another amount'
              : '';
      await recordExchange(
        db,
        payment?.id ?? null,
        problem ? 'rejected' : 'return',
        { request: 'success_url', body },
        problem || 'signed return',
        now(),
      );
      if (payment?.gateway !== 'esewa') return undefined;
      // A refused return changes nothing by itself; the gateway is still asked, which alone decides.
      return settle(payment);
    },

    /** eSewa's failure_url: the status API still decides (a payment may have gone through). */
    async esewaFailure(id: string): Promise<Payment | undefined> {
      const payment = await getPayment(db, id);
      if (payment?.gateway !== 'esewa') return undefined;
      await recordExchange(
        db,
        id,
        'return',
        { request: 'failure_url' },
        'the customer came back through failure_url',
        now(),
      );
      const after = await settle(payment);
      // eSewa knows nothing of it and the customer turned back: cancelled, still looked up in case it completes.
      if (after.status === 'initiated')
        await db
          .updateTable('payment')
          .set({ status: 'cancelled', updatedAt: now().toISOString() })
          .where('id', '=', id)
          .where('status', '=', 'initiated')
          .execute();
      return getPayment(db, id);
    },

    /** Khalti's return_url: the pidx must be one this site started for that order; then the lookup decides. */
    async khaltiReturn(query: Record<string, string>): Promise<Payment | undefined> {
      const pidx = query.pidx ?? '';
      const payment = pidx ? await paymentByKey(db, 'khalti', pidx) : undefined;
      const problem = !payment
        ? 'no payment of this site has this pidx'
        : query.purchase_order_id && query.purchase_order_id !== payment.id
          ? 'the return names another order'
          : '';
      await recordExchange(
        db,
        payment?.id ?? null,
        problem ? 'rejected' : 'return',
        { request: 'return_url', body: JSON.stringify(query).slice(0, 2000) },
        problem || `returned: ${query.status ?? ''}`,
        now(),
      );
      if (!payment || problem) return payment;
      return settle(payment);
    },
  };
}
export type Payments = ReturnType<typeof payments>;
