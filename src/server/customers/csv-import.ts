import { fieldErrors } from '../../lib/field-errors.ts';
import type { Actor } from '../../lib/history.ts';
import { rupeesToPaisa } from '../../lib/money.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { problemText, readCsv } from '../storage/csv-read.ts';
import { repository } from '../storage/records.ts';
import { CUSTOMER, customerLookups, lookupErrors, sameAs, upsertCustomer } from './customer-store.ts';

// The admin's CSV import of customers (issue 47), as a billing system exports them: a header row,
// then one customer a line, upserted by customer ID. A dry run reads and checks every row and says
// what would happen to each, writing nothing; a real import writes nothing either when a row is
// wrong, unless the operator chose to skip the wrong rows. A column the file leaves out is left as
// it is on the customers the file updates.

export const CUSTOMER_COLUMNS = Object.keys(CUSTOMER.fields).filter((f) => f !== 'updatedAt');
/** Billing systems export rupees: `dueRupees` may stand in for `dueAmount` (paisa). */
const RUPEES = 'dueRupees';
export const MAX_CUSTOMER_ROWS = 100_000;
/** Customer IDs read at a time when looking the file's customers up. */
const CHUNK = 500;

type Row = Record<string, unknown>;
export interface RowError {
  line: number;
  customerId: string;
  message: string;
}
export interface ImportReport {
  dryRun: boolean;
  /** rows below the header */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  /** wrong rows left out (a dry run counts those it would leave out with skipInvalid) */
  skipped: number;
  errors: RowError[];
  message: string;
}

/** Header cells as people write them: 'Customer ID', 'customer_id' and 'customerid' all name customerId. */
const fold = (column: string) => column.toLowerCase().replace(/[\s_-]/g, '');

/** Each row of the file as checked customer values, or its error. */
async function checkRows(db: Db, text: string) {
  const csv = readCsv(text, {
    required: ['customerId', 'name'],
    optional: [...CUSTOMER_COLUMNS.filter((c) => c !== 'customerId' && c !== 'name'), RUPEES],
    maxRows: MAX_CUSTOMER_ROWS,
    noun: 'customers',
    match: fold,
  });
  const lookups = await customerLookups(db);
  const errors: RowError[] = csv.problems.map((p) => ({ ...p, customerId: '' }));
  const valid: { line: number; values: Row }[] = [];
  const seen = new Map<string, number>();
  for (const { line, input } of csv.rows) {
    const customerId = String(input.customerId ?? '').trim();
    const fail = (message: string) => errors.push({ line, customerId, message });
    const cells: Row = { ...input };
    if (RUPEES in cells) {
      const paisa = rupeesToPaisa(String(cells[RUPEES]));
      delete cells[RUPEES];
      if (Number.isNaN(paisa)) {
        fail(`${RUPEES}: ${String(input[RUPEES])} is not an amount in rupees`);
        continue;
      }
      cells.dueAmount = paisa;
    }
    // A plan may be named in the file as the admin lists it; it is stored by its id.
    if (typeof cells.planId === 'string') cells.planId = lookups.plan(cells.planId.trim()) ?? cells.planId;
    const result = CUSTOMER.schema.safeParse(cells);
    const problems = result.success ? lookupErrors(result.data, lookups) : fieldErrors(result);
    if (!result.success || Object.keys(problems).length) {
      fail(problemText(problems));
      continue;
    }
    const earlier = seen.get(customerId);
    if (earlier !== undefined) {
      fail(`customerId: ${customerId} is already on line ${earlier}`);
      continue;
    }
    seen.set(customerId, line);
    const values: Row = { ...result.data, area: lookups.area(String(result.data.area)) };
    for (const field of CUSTOMER_COLUMNS)
      if (!(field in cells) && field !== 'customerId' && field !== 'name') delete values[field];
    valid.push({ line, values });
  }
  return { rows: csv.rows.length + csv.problems.length, valid, errors: errors.sort((a, b) => a.line - b.line) };
}

/** The stored customers of these customer IDs, by customer ID. */
async function storedCustomers(db: Db, customerIds: string[]): Promise<Map<string, Row>> {
  const found = new Map<string, Row>();
  for (let i = 0; i < customerIds.length; i += CHUNK) {
    const { records } = await repository(db, CUSTOMER).list({ where: { customerId: customerIds.slice(i, i + CHUNK) } });
    for (const record of records) found.set(String(record.customerId), record);
  }
  return found;
}

/**
 * Checks a CSV of customers and, unless `dryRun`, upserts them in one transaction. Wrong rows stop
 * the import (a 400 naming each line) unless `skipInvalid`, which imports the others.
 */
export async function importCustomers(
  db: Db,
  text: string,
  { dryRun, skipInvalid, by, at }: { dryRun: boolean; skipInvalid: boolean; by?: Actor; at: Date },
): Promise<ImportReport> {
  const { rows, valid, errors } = await checkRows(db, text);
  if (!rows) throw new ApiError(400, 'The file has no customers below its first line');
  const stored = await storedCustomers(
    db,
    valid.map((v) => String(v.values.customerId)),
  );
  const counts = { created: 0, updated: 0, unchanged: 0 };
  for (const { values } of valid) {
    const current = stored.get(String(values.customerId));
    counts[!current ? 'created' : sameAs(current, values) ? 'unchanged' : 'updated']++;
  }
  const report = { dryRun, rows, ...counts, skipped: errors.length, errors };
  const summary = `${counts.created} added, ${counts.updated} updated, ${counts.unchanged} unchanged`;
  const wrong = `${errors.length} ${errors.length === 1 ? 'row is' : 'rows are'} wrong`;
  if (dryRun)
    return { ...report, message: `Dry run: ${summary}${errors.length ? `; ${wrong}` : ''}. Nothing was written.` };
  if (errors.length && !skipInvalid)
    throw new ApiError(
      400,
      `${wrong}; nothing was imported`,
      Object.fromEntries(errors.map((e) => [`Line ${e.line}`, e.message])),
    );
  await db.transaction().execute(async (trx) => {
    for (const { values } of valid)
      await upsertCustomer(trx, values, { by, at, current: stored.get(String(values.customerId)) ?? null });
  });
  const skipped = errors.length ? `; ${errors.length} wrong ${errors.length === 1 ? 'row' : 'rows'} skipped` : '';
  return { ...report, message: `Imported ${valid.length} customers: ${summary}${skipped}` };
}
