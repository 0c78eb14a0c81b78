import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { Hono } from 'hono';
import { TOTAL_COUNT_HEADER } from '../../lib/list-query.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { noteAudit } from '../history/audit.ts';
import { GATEWAYS, PAYMENT_STATUSES } from './gateway.ts';
import type { Payments } from './service.ts';
import { getPayment, refundPayment, refundSummary } from './store.ts';
import { nepalDate, nepalDayStart } from '../../lib/nepal-time.ts';

// The desk's Payments (admin and sales): the list with its filters, search and CSV; one payment with
// everything exchanged with its gateway; "Look up now"; a day's totals per gateway.

const PAGE_SIZE = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day's totals are the Nepal calendar day the gateways' statements use. */
const nepalDayBounds = (day: string) => {
  const start = nepalDayStart(day);
  return [new Date(start).toISOString(), new Date(start + 86_400_000).toISOString()] as const;
};

function filtered(db: Db, query: Record<string, string | undefined>) {
  let q = db.selectFrom('payment');
  const { status, gateway, q: search, from, to, since } = query;
  if (status && (PAYMENT_STATUSES as readonly string[]).includes(status)) q = q.where('status', '=', status);
  if (gateway && (GATEWAYS as readonly string[]).includes(gateway)) q = q.where('gateway', '=', gateway);
  if (from && DAY.test(from)) q = q.where('createdAt', '>=', nepalDayBounds(from)[0]);
  if (to && DAY.test(to)) q = q.where('createdAt', '<', nepalDayBounds(to)[1]);
  if (since && !Number.isNaN(Date.parse(since))) q = q.where('updatedAt', '>', new Date(since).toISOString());
  const words = (search ?? '').trim().slice(0, 100);
  if (words) {
    const like = `%${words.replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('customerId', '=', words),
        eb('id', '=', words),
        eb('gatewayTransactionId', '=', words),
        eb('gatewayKey', '=', words),
        eb(eb.fn('lower', ['customerName']), 'like', like.toLowerCase()),
      ]),
    );
  }
  return q;
}

const COLUMNS = [
  'id',
  'customerId',
  'customerName',
  'amount',
  'gateway',
  'status',
  'gatewayTransactionId',
  'createdAt',
  'paidAt',
  'updatedAt',
] as const;

export function deskRoutes({ db, payments }: { db: Db; payments: Payments }) {
  const app = new Hono<AuthEnv>();

  app.get('/', async (c) => {
    const query = c.req.query();
    const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
    const size = Math.min(500, Math.max(1, Number.parseInt(query.limit ?? String(PAGE_SIZE), 10) || PAGE_SIZE));
    const since = Boolean(query.since);
    const [rows, total] = await Promise.all([
      filtered(db, query)
        .select(COLUMNS)
        .orderBy(since ? 'updatedAt' : 'createdAt', since ? 'asc' : 'desc')
        .orderBy('id')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      filtered(db, query)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    c.header(TOTAL_COUNT_HEADER, String(Number(total.n)));
    return c.json(rows.map(({ id, amount, ...rest }) => ({ _id: id, amount: Number(amount), ...rest })));
  });

  app.get('/export.csv', async (c) => {
    const rows = await filtered(db, c.req.query())
      .select(COLUMNS)
      .orderBy('createdAt', 'desc')
      .limit(100_000)
      .execute();
    const csv = stringify({ header: true, columns: [...COLUMNS] });
    for (const row of rows) csv.write({ ...row, amount: (Number(row.amount) / 100).toFixed(2) });
    csv.end();
    return new Response(Readable.toWeb(csv) as ReadableStream, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="payments.csv"',
        'cache-control': 'no-store',
      },
    });
  });

  // A Nepal calendar day's paid payments per gateway, to set beside the gateways' statements.
  app.get('/totals', async (c) => {
    const day = c.req.query('day') ?? nepalDate(Date.now());
    if (!DAY.test(day) || Number.isNaN(Date.parse(day)))
      throw new ApiError(400, 'day must be a date such as 2026-11-28');
    const [start, end] = nepalDayBounds(day);
    const rows = await db
      .selectFrom('payment')
      .select((eb) => ['gateway', eb.fn.countAll().as('count'), eb.fn.sum('amount').as('amount')])
      .where('status', '=', 'paid')
      .where('paidAt', '>=', start)
      .where('paidAt', '<', end)
      .groupBy('gateway')
      .execute();
    const totals = GATEWAYS.map((gateway) => {
      const row = rows.find((r) => r.gateway === gateway);
      return { gateway, count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
    });
    return c.json({ day, totals });
  });

  app.get('/:id', async (c) => {
    const payment = await getPayment(db, c.req.param('id'));
    if (!payment) throw new ApiError(404, 'No such payment');
    const exchange = await db
      .selectFrom('payment_exchange')
      .selectAll()
      .where('paymentId', '=', payment.id)
      .orderBy('seq')
      .execute();
    const { id, ...rest } = payment;
    return c.json({ _id: id, ...rest, exchange: exchange.map(({ seq, ...e }) => ({ ...e, seq: Number(seq) })) });
  });

  // "Look up now": asks the gateway at once, whatever the schedule says.
  app.post('/:id/lookup', async (c) => {
    const payment = await getPayment(db, c.req.param('id'));
    if (!payment) throw new ApiError(404, 'No such payment');
    const after = await payments.settle(payment);
    const { id, ...rest } = after;
    return c.json({ _id: id, ...rest });
  });

  // A refund made outside this site (the gateway's merchant panel, cash back at the counter): the
  // payment is marked refunded and the customer owes its amount again, once.
  app.post('/:id/refund', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { reason?: unknown };
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    if (!reason || reason.length > 300)
      throw new ApiError(400, 'Say why it is refunded (up to 300 characters)', {
        reason: 'Say why it is refunded (up to 300 characters)',
      });
    const payment = await getPayment(db, c.req.param('id'));
    if (!payment) throw new ApiError(404, 'No such payment');
    const done = await refundPayment(db, payment.id, { at: new Date(), reason, by: c.get('user'), audit: false });
    if (!done) throw new ApiError(409, `Only a paid payment can be refunded; this one is ${payment.status}`);
    noteAudit(c, {
      summary: refundSummary(payment, reason),
      recordName: `${payment.customerId} ${payment.customerName}`,
    });
    const { id, ...rest } = (await getPayment(db, payment.id))!;
    return c.json({ _id: id, ...rest });
  });
  return app;
}
