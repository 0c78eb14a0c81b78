import { ENTITIES, type EntityDef } from '../../lib/entities.ts';
import type { Actor } from '../../lib/history.ts';
import { normalizePlace } from '../../lib/coverage-match.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { recordRevision } from '../history/revisions.ts';
import { repository } from '../storage/records.ts';

// The customers (issue 47) beyond the generic CRUD: their area must be a coverage area and their
// plan one of the plans, a customer ID is listed once, and the billing system's writes are upserts
// by that ID (the CSV import and PUT /customer/by-id/{customerId}), each keeping its revision.

export const CUSTOMER: EntityDef = ENTITIES.customer;
type Row = Record<string, unknown>;

/** The names of the coverage areas and the ids and names of the plans, read once for many rows. */
export async function customerLookups(db: Db) {
  const [areas, plans] = await Promise.all([
    db.selectFrom('area').select('name').execute(),
    db.selectFrom('plan').select(['id', 'name']).execute(),
  ]);
  const areaByKey = new Map(areas.map((a) => [normalizePlace(a.name), a.name]));
  const planIds = new Set(plans.map((p) => p.id));
  const planByName = new Map(plans.map((p) => [p.name.trim().toLowerCase(), p.id]));
  return {
    /** the area's name as listed ('itahari 6' → 'Itahari-6'), '' for none, undefined when not listed */
    area: (name: string) => (name === '' ? '' : areaByKey.get(normalizePlace(name))),
    /** a plan's id from its id or (in a CSV) its name, '' for none, undefined when there is no such plan */
    plan: (idOrName: string) =>
      idOrName === '' || planIds.has(idOrName) ? idOrName : planByName.get(idOrName.trim().toLowerCase()),
  };
}
export type CustomerLookups = Awaited<ReturnType<typeof customerLookups>>;

/** The problems of a valid customer's area and plan, by field (empty: none). */
export function lookupErrors(values: Row, lookups: CustomerLookups): Record<string, string> {
  const errors: Record<string, string> = {};
  if (lookups.area(String(values.area ?? '')) === undefined)
    errors.area = `Area must be one of the coverage areas (${String(values.area)} is not listed)`;
  if (lookups.plan(String(values.planId ?? '')) === undefined) errors.planId = 'Plan must be one of our plans';
  return errors;
}

/** The customer's area and plan as listed, and the moment of the change; a 400 naming what is wrong. */
function completed(values: Row, lookups: CustomerLookups, now: Date): Row {
  const errors = lookupErrors(values, lookups);
  const first = Object.values(errors)[0];
  if (first) throw new ApiError(400, first, errors);
  return {
    ...values,
    area: lookups.area(String(values.area ?? '')),
    planId: lookups.plan(String(values.planId ?? '')),
    updatedAt: now.toISOString(),
  };
}

/** The generic routes' check of a create or an edit (`id`): listed area and plan, a customer ID used once. */
export const completeCustomer =
  (db: Db, now: () => Date) =>
  async (values: Row, id?: string): Promise<Row> => {
    const other = await db
      .selectFrom('customer')
      .select('id')
      .where('customerId', '=', String(values.customerId))
      .executeTakeFirst();
    if (other && other.id !== id) {
      const message = `Customer ID ${String(values.customerId)} is already listed`;
      throw new ApiError(409, message, { customerId: message });
    }
    return completed(values, await customerLookups(db), now());
  };

/** The customer with this customer ID, or undefined. */
export async function customerById(db: Db, customerId: string) {
  const row = await db.selectFrom('customer').select('id').where('customerId', '=', customerId).executeTakeFirst();
  return row ? repository(db, CUSTOMER).get(row.id) : undefined;
}

/** Whether an upsert would change nothing: every field it names already holds that value. */
export const sameAs = (current: Row, values: Row) =>
  Object.entries(values).every(([k, v]) => k === 'updatedAt' || String(current[k] ?? '') === String(v ?? ''));

export type Upserted = { record: Row; outcome: 'created' | 'updated' | 'unchanged' };

/**
 * Writes one customer by its customer ID (values already validated and completed): a new one is
 * created, a known one updated with the fields given, and nothing is written when nothing changed
 * (so the billing system may send the same customer again and again). `current` is the stored
 * record when the caller has read it already (null: there is none).
 */
export async function upsertCustomer(
  trx: Db,
  values: Row,
  { by, at, current }: { by?: Actor; at: Date; current?: Row | null },
): Promise<Upserted> {
  const repo = repository(trx, CUSTOMER);
  const before = current === undefined ? await customerById(trx, String(values.customerId)) : current;
  if (before && sameAs(before, values)) return { record: before, outcome: 'unchanged' };
  const stamped = { ...values, updatedAt: at.toISOString() };
  const after = before ? await repo.update(String(before._id), stamped) : await repo.insert(stamped);
  if (!after) throw new ApiError(404, 'No customer with that id');
  await recordRevision(trx, {
    entity: CUSTOMER.path,
    recordId: String(after._id),
    action: before ? 'update' : 'create',
    by,
    before: before ?? null,
    after,
    at,
  });
  return { record: after, outcome: before ? 'updated' : 'created' };
}

/** One customer from the billing system's API: validated values, checked and upserted in a transaction. */
export async function putCustomer(db: Db, values: Row, by: Actor | undefined, at: Date): Promise<Upserted> {
  const checked = completed(values, await customerLookups(db), at);
  return db.transaction().execute((trx) => upsertCustomer(trx, checked, { by, at }));
}
