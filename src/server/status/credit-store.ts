import type { CreditPart } from '../../lib/compensation.ts';
import { type CreditForm, type CreditStatus, type CreditView, creditEvent, partView } from '../../lib/credits.ts';
import type { Db } from '../db/index.ts';
import type { CreditTable } from '../db/tables.ts';
import type { Selectable } from 'kysely';
import { ApiError } from '../http/errors.ts';
import type { Insert } from '../storage/group-commit.ts';

// Credits as stored, read as the desk, the customer and the billing system see them; and a staff
// decision, which approves or rejects a proposed credit once: the conditional update that moves it
// from 'proposed' is the one that counts, and an approval queues the billing webhook in the same
// transaction, so an approved credit reaches billing exactly once.

type Row = Selectable<CreditTable>;

const parse = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** The stored rows as views: reasons in both languages, incidents named by their titles, customers by name. */
export async function creditViews(db: Db, rows: Row[]): Promise<CreditView[]> {
  if (!rows.length) return [];
  const parts = rows.map((r) => parse<CreditPart[]>(String(r.parts), []));
  const refs = [...new Set(parts.flat().flatMap((p) => p.sources))];
  const [incidents, customers] = await Promise.all([
    // PostgreSQL refuses an empty `in ()`: a credit with no parts names no incident.
    refs.length ? db.selectFrom('incident').select(['id', 'title']).where('id', 'in', refs).execute() : [],
    db
      .selectFrom('customer')
      .select(['customerId', 'name', 'area'])
      .where('customerId', 'in', [...new Set(rows.map((r) => r.customerId))])
      .execute(),
  ]);
  const names = new Map(incidents.map((i) => [i.id, i.title]));
  return rows.map((r, k) => {
    const customer = customers.find((c) => c.customerId === r.customerId);
    return {
      _id: r.id,
      customerId: r.customerId,
      customerName: customer?.name ?? '',
      area: customer?.area ?? '',
      periodStart: r.periodStart,
      periodEnd: r.periodEnd,
      hours: Number(r.hours),
      days: Number(r.days),
      rebatePaisa: Number(r.rebatePaisa),
      form: (r.form === 'rebate' ? 'rebate' : 'extension') as CreditForm,
      status: r.status as CreditStatus,
      parts: parts[k]!.map((p) => partView(p, names)),
      tickets: parse<string[]>(String(r.tickets), []),
      decidedBy: String(r.decidedBy ?? ''),
      decidedAt: r.decidedAt,
      note: String(r.note ?? ''),
      createdAt: r.createdAt,
      updatedAt: String(r.updatedAt ?? ''),
    };
  });
}

export async function getCredit(db: Db, id: string): Promise<CreditView | undefined> {
  const row = await db.selectFrom('credit').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await creditViews(db, [row]))[0] : undefined;
}

/** A customer's approved credits, the newest period first (My account). */
export async function approvedCreditsOf(db: Db, customerId: string): Promise<CreditView[]> {
  const rows = await db
    .selectFrom('credit')
    .selectAll()
    .where('customerId', '=', customerId)
    .where('status', '=', 'approved')
    .orderBy('periodStart', 'desc')
    .limit(24)
    .execute();
  return creditViews(db, rows);
}

/** Every credit kept for a customer, proposed, approved or rejected, the newest period first ("Download my data"). */
export async function creditsOfCustomer(db: Db, customerId: string): Promise<CreditView[]> {
  const rows = await db
    .selectFrom('credit')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('periodStart', 'desc')
    .orderBy('seq', 'desc')
    .execute();
  return creditViews(db, rows);
}

export interface Decision {
  status: 'approved' | 'rejected';
  note: string;
  form: CreditForm;
  by: string;
  at: Date;
}

/**
 * Approves or rejects a proposed credit. A credit already decided is a 409 naming who decided it; the
 * approval's billing event (`billing`: the outbox rows for it, none without a webhook) is committed with it.
 */
export async function decideCredit(
  db: Db,
  id: string,
  decision: Decision,
  billing: (event: ReturnType<typeof creditEvent>) => Insert[],
): Promise<CreditView> {
  const at = decision.at.toISOString();
  const done = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('credit')
      .set({
        status: decision.status,
        note: decision.note,
        form: decision.form,
        decidedBy: decision.by,
        decidedAt: at,
        updatedAt: at,
      })
      .where('id', '=', id)
      .where('status', '=', 'proposed')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return undefined;
    const credit = (await getCredit(trx, id))!;
    if (decision.status === 'approved')
      for (const { table, row } of billing(creditEvent(credit)))
        await trx
          .insertInto(table as 'outbox')
          .values(row as never)
          .execute();
    return credit;
  });
  if (done) return done;
  const now = await getCredit(db, id);
  if (!now) throw new ApiError(404, 'No such credit');
  throw new ApiError(409, `This credit was already ${now.status} by ${now.decidedBy || 'someone'}`);
}
