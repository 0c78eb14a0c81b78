import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CUSTOMER_ID, maskName, receiptPath } from '../../lib/payments.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { clientKey } from '../guards/public-create.ts';
import { rateLimiter } from '../guards/rate-limit.ts';
import { parse, readInput } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { readSettings } from '../settings/store.ts';
import { groupWrite } from '../storage/group-commit.ts';
import { GATEWAYS } from './gateway.ts';
import { GatewayRefused, type Payments } from './service.ts';
import { deskRoutes } from './desk-routes.ts';
import { getPayment, type Payment } from './store.ts';
import { receiptOf } from './receipt.ts';
import { langOf } from '../../i18n/paths.ts';

export interface PaymentRouteDeps {
  db: Db;
  payments: Payments;
  trustProxy: boolean;
  /** quick-pay lookups and payments started per address per minute */
  perMinute: number;
}

const startSchema = z.object({
  customerId: z
    .string({ error: 'Customer ID is required' })
    .trim()
    .regex(CUSTOMER_ID, 'Customer ID is not a customer ID'),
  amount: z.number({ error: 'Amount must be a number of paisa' }).int('Amount must be whole paisa'),
  gateway: z.enum(GATEWAYS, { error: 'Gateway must be esewa or khalti' }),
  lang: z.enum(['en', 'ne']).default('en'),
});

/** A plan's monthly price in paisa from its price text ('Rs. 1,500'), if it is monthly and readable. */
function monthlyPaisa(plan: { price: string; duration: string } | undefined): number | null {
  if (!plan || !/month/i.test(plan.duration)) return null;
  const digits = plan.price.replace(/,/g, '').match(/\d+(?:\.\d{1,2})?/);
  return digits ? Math.round(Number(digits[0]) * 100) : null;
}

export function paymentRoutes(deps: PaymentRouteDeps) {
  const { db, payments } = deps;
  const app = new Hono<AuthEnv>();
  const perAddress = rateLimiter(db, 'payment', deps.perMinute, 60_000);
  const limited = async (c: Context) => {
    const wait = await groupWrite(db)((d) => perAddress.takeIn(d, clientKey(c, deps.trustProxy)));
    if (wait > 0)
      throw new ApiError(429, `Too many requests. Please try again in ${wait} seconds.`, undefined, {
        'Retry-After': String(wait),
      });
  };

  // Quick pay: a customer ID's masked name and amount due, nothing else (rate-limited against enumeration).
  app.get('/customer/:customerId', async (c) => {
    await limited(c);
    const customerId = c.req.param('customerId').trim();
    const customer = CUSTOMER_ID.test(customerId)
      ? await db
          .selectFrom('customer')
          .select(['customerId', 'name', 'status', 'dueAmount', 'planId'])
          .where('customerId', '=', customerId)
          .executeTakeFirst()
      : undefined;
    if (!customer || customer.status === 'disconnected')
      throw new ApiError(404, 'No customer has this customer ID', { customerId: 'No customer has this customer ID' });
    const plan = customer.planId
      ? await db.selectFrom('plan').select(['price', 'duration']).where('id', '=', customer.planId).executeTakeFirst()
      : undefined;
    const settings = await readSettings(db);
    return c.json({
      customerId: customer.customerId,
      name: maskName(customer.name),
      dueAmount: Math.max(0, Number(customer.dueAmount)),
      monthly: monthlyPaisa(plan),
      gateways: payments.gateways(),
      limits: { min: settings.paymentMin * 100, max: settings.paymentMax * 100 },
    });
  });

  app.post('/', async (c) => {
    await limited(c);
    const input = parse(startSchema, await readInput(c));
    const settings = await readSettings(db);
    const [min, max] = [settings.paymentMin * 100, settings.paymentMax * 100];
    if (input.amount < min || input.amount > max) {
      const message = `Amount must be from Rs. ${settings.paymentMin} to Rs. ${settings.paymentMax}`;
      throw new ApiError(400, message, { amount: message });
    }
    if (!payments.gateways().includes(input.gateway))
      throw new ApiError(400, `${input.gateway} payments are not set up`, {
        gateway: `${input.gateway} payments are not set up`,
      });
    const customer = await payments.customerOf(input.customerId);
    if (!customer || customer.status === 'disconnected') {
      const message = !customer
        ? 'No customer has this customer ID'
        : 'This connection is disconnected; please call us';
      throw new ApiError(400, `customerId: ${message}`, { customerId: message });
    }
    try {
      const { payment, redirect } = await payments.start(customer, input.amount, input.gateway, input.lang);
      return c.json({ _id: payment.id, status: payment.status, redirect }, 201);
    } catch (err) {
      if (err instanceof GatewayRefused) throw new ApiError(502, err.message);
      throw err;
    }
  });

  const toReceipt = async (c: Context, payment: Payment | undefined) => {
    if (!payment) throw new ApiError(404, 'No such payment');
    return c.redirect(receiptPath(payment.id, langOf(payment.lang)), 303);
  };
  // The gateways send the browser back here; each answer is checked with the gateway before anything is credited.
  app.get('/esewa/success/:id', async (c) =>
    toReceipt(c, await payments.esewaSuccess(c.req.param('id'), c.req.query('data') ?? '')),
  );
  app.get('/esewa/failure/:id', async (c) => toReceipt(c, await payments.esewaFailure(c.req.param('id'))));
  app.get('/khalti/return', async (c) => toReceipt(c, await payments.khaltiReturn(c.req.query())));

  // The receipt by its private id (the receipt page reads it; a pending one is looked up again).
  app.get('/receipt/:id', async (c) => {
    const payment = await getPayment(db, c.req.param('id'));
    if (!payment) throw new ApiError(404, 'No such payment');
    return c.json(await receiptOf(db, payment));
  });

  app.route('/', deskRoutes({ db, payments }));
  return app;
}
