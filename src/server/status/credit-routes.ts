import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { RegulatorLimits } from '../../lib/compensation.ts';
import {
  CREDIT_STATUSES,
  type CreditEvent,
  type CreditForm,
  creditEvent,
  MONTH,
  monthPeriod,
} from '../../lib/credits.ts';
import { TOTAL_COUNT_HEADER } from '../../lib/list-query.ts';
import type { KeyEnv } from '../auth/api-keys.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { ApiError, validationError } from '../http/errors.ts';
import { noteAudit } from '../history/audit.ts';
import type { Insert } from '../storage/group-commit.ts';
import { proposeCredits } from './credit-proposals.ts';
import { creditViews, decideCredit, getCredit } from './credit-store.ts';

// The credits desk (mounted at /api/credit): a month's credits proposed from the customers' outages, each
// approved or rejected by staff (audited, its history read back from the audit), and the billing system's
// read of the approved ones with a `credits:read` key: `GET /api/credit?since=`, oldest change first.

export interface CreditDeps {
  db: Db;
  now: () => Date;
  /** the Regulator settings: the limits and the form a credit is given in */
  regulator: () => Promise<RegulatorLimits & { creditForm: CreditForm }>;
  /** the outbox rows sending an approved credit to billing (none when PAYMENT_WEBHOOK_URL is not set) */
  billingInserts: (event: CreditEvent) => Insert[];
  /** wakes the outbox after an approval */
  wake: () => void;
}

const PAGE_SIZE = 50;
const decisionSchema = z.object({ note: z.string().trim().max(500, 'Note: 500 characters at most').default('') });

export function creditRoutes(deps: CreditDeps) {
  const { db } = deps;
  const app = new Hono<AuthEnv & KeyEnv>();

  app.get('/', async (c) => {
    const { month = '', status = '', since = '', page: p = '1', limit: l = String(PAGE_SIZE) } = c.req.query();
    if (month && !MONTH.test(month)) throw new ApiError(400, 'month must be a month such as 2026-11');
    if (status && !(CREDIT_STATUSES as readonly string[]).includes(status))
      throw new ApiError(400, `status must be one of: ${CREDIT_STATUSES.join(', ')}`);
    if (since && Number.isNaN(Date.parse(since))) throw new ApiError(400, 'since must be a date and time (ISO 8601)');
    // The billing system reads what it is to apply: approved credits only.
    const key = Boolean(c.get('apiKey'));
    const wanted = key ? 'approved' : status;
    const page = Math.max(1, Number.parseInt(p, 10) || 1);
    const size = Math.min(500, Math.max(1, Number.parseInt(l, 10) || PAGE_SIZE));
    let q = db.selectFrom('credit');
    if (month) q = q.where('periodStart', '=', monthPeriod(month).start);
    if (wanted) q = q.where('status', '=', wanted);
    if (since) q = q.where('updatedAt', '>', new Date(since).toISOString());
    const [rows, total] = await Promise.all([
      q
        .selectAll()
        .orderBy(since ? 'updatedAt' : 'customerId', 'asc')
        .orderBy('id')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    c.header(TOTAL_COUNT_HEADER, String(Number(total.n)));
    const views = await creditViews(db, rows);
    return c.json(key ? views.map(creditEvent) : views);
  });

  // Proposes the month's credits: new ones, and those still proposed brought up to date.
  app.post('/propose', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { month?: unknown };
    const month = typeof body.month === 'string' ? body.month : '';
    if (!MONTH.test(month))
      throw new ApiError(400, 'Month must be a month such as 2026-11', { month: 'Choose a month' });
    const result = await proposeCredits(db, month, { limits: await deps.regulator(), now: deps.now() });
    noteAudit(c, {
      action: 'propose',
      entity: 'credit',
      summary: `credits for ${month}`,
      records: result.changed.map((r) => ({ recordId: r.id, recordName: r.name })),
    });
    return c.json({ month, proposed: result.changed.length, withdrawn: result.withdrawn });
  });

  app.get('/:id', async (c) => {
    const credit = await getCredit(db, c.req.param('id'));
    if (!credit) throw new ApiError(404, 'No such credit');
    const history = await db
      .selectFrom('audit')
      .select(['at', 'userName', 'action', 'summary'])
      .where('entity', '=', 'credit')
      .where('recordId', '=', credit._id)
      .orderBy('at')
      .limit(100)
      .execute();
    return c.json({ ...credit, history });
  });

  const decide = (status: 'approved' | 'rejected') => async (c: Context<AuthEnv & KeyEnv>) => {
    const parsed = decisionSchema.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) throw validationError(parsed.error);
    const { note } = parsed.data;
    if (status === 'rejected' && !note)
      throw new ApiError(400, 'Say why the credit is rejected', { note: 'Say why the credit is rejected' });
    const user = c.get('user');
    const credit = await decideCredit(
      db,
      c.req.param('id') ?? '',
      { status, note, form: (await deps.regulator()).creditForm, by: user.name || user.email, at: deps.now() },
      deps.billingInserts,
    );
    if (status === 'approved') deps.wake();
    noteAudit(c, {
      action: status === 'approved' ? 'approve' : 'reject',
      entity: 'credit',
      recordId: credit._id,
      recordName: `${credit.customerId} ${credit.customerName}`.trim(),
      summary: note,
    });
    return c.json(credit);
  };
  app.post('/:id/approve', decide('approved'));
  app.post('/:id/reject', decide('rejected'));
  return app;
}
