// The customers step of `npm run bench` (BENCH_ONLY=customers, issue 47): 100,000 subscribers written
// straight into the database of an API-only server, on SQLite and on PostgreSQL, then the calls the
// Customers screen makes: its first page, a search by surname and by customer ID, a status filter.
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/index.ts';
import { newId } from '../../src/server/storage/records.ts';
import { scratchSchema } from '../../tests/support/postgres.ts';
import { time, type Timing } from './large-data.ts';
import { sleep, startServer, tempWorkspace } from './server.ts';

const FIRST = ['Ram', 'Sita', 'Hari', 'Gita', 'Krishna', 'Laxmi', 'Bishnu', 'Sarita', 'Prakash', 'Anita', 'Dipak'];
const LAST = ['Thapa', 'Shrestha', 'Rai', 'Limbu', 'Karki', 'Gurung', 'Tamang', 'Adhikari', 'Yadav', 'Chaudhary'];
const AREAS = ['Biratnagar-1', 'Biratnagar-7', 'Itahari-6', 'Itahari-12', 'Dharan', 'Damak', ''];
const STATUSES = ['active', 'active', 'active', 'active', 'active', 'active', 'suspended', 'disconnected'];
const pick = <T>(list: T[], i: number, salt: number) => list[(i * 7919 + salt * 104729) % list.length]!;

function customer(i: number) {
  return {
    id: newId(),
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
    customerId: `KN-${100000 + i}`,
    name: `${pick(FIRST, i, 1)} ${pick(LAST, i, 2)}`,
    phone: `98${String(10_000_000 + ((i * 7_654_321) % 89_999_999)).slice(0, 8)}`,
    email: i % 3 ? '' : `customer${i}@example.com`,
    area: pick(AREAS, i, 3),
    planId: '',
    status: pick(STATUSES, i, 4),
    dueDate: i % 4 ? `2026-12-${String((i % 28) + 1).padStart(2, '0')}` : '',
    dueAmount: i % 4 ? 110000 + (i % 5) * 40000 : 0,
    radiusUser: `kn${100000 + i}`,
    lang: i % 5 ? 'en' : 'ne',
    updatedAt: new Date().toISOString(),
  };
}

async function fill(databaseUrl: string, n: number) {
  const database = await openDatabase(databaseUrl);
  const t0 = performance.now();
  try {
    for (let from = 0; from < n; from += 5000)
      await database.db.transaction().execute(async (trx) => {
        for (let k = from; k < Math.min(n, from + 5000); k += 500) {
          const rows = Array.from({ length: Math.min(500, n - k) }, (_, j) => customer(k + j));
          await trx.insertInto('customer').values(rows).execute();
        }
      });
    if (database.kind === 'postgres') await sql`vacuum analyze customer`.execute(database.db);
  } finally {
    await database.close();
  }
  return performance.now() - t0;
}

export interface CustomersResult {
  database: 'sqlite' | 'postgres';
  customers: number;
  insertMs: number;
  timings: Timing[];
}

/** One database: an API-only server, its customers written, the Customers screen's calls timed. */
async function onDatabase(databaseUrl: string, siteDir: string, n: number, log: (m: string) => void) {
  const server = await startServer({ databaseUrl, siteDir, extraEnv: { PUBLISH: 'off', SEED_DEMO: 'false' } });
  try {
    const database = /^postgres/.test(databaseUrl) ? 'postgres' : 'sqlite';
    log(`${database}: writing ${n.toLocaleString('en-US')} customers`);
    const insertMs = await fill(databaseUrl, n);
    await sleep(500);
    const middle = `KN-${100000 + Math.floor(n / 2)}`;
    const timings = [
      await time(server, 'GET /api/customer?page=1&limit=10', '/api/customer?page=1&limit=10', {
        goalMs: 50,
        detail: 'the first page the Customers screen asks for, with the total',
      }),
      await time(server, 'GET /api/customer?q=shrestha', '/api/customer?page=1&limit=10&q=shrestha', {
        goalMs: 50,
        detail: 'a common surname (one customer in ten), first page and the count of matches',
      }),
      await time(server, `GET /api/customer?q=${middle}`, `/api/customer?page=1&limit=10&q=${middle}`, {
        goalMs: 50,
        detail: 'one customer ID',
      }),
      await time(server, 'GET /api/customer?status=suspended', '/api/customer?page=1&limit=10&status=suspended', {
        detail: 'the status filter, first page and its count',
      }),
      await time(server, `GET /api/customer/by-id/${middle}`, `/api/customer/by-id/${middle}`, {
        detail: 'one customer by customer ID (the billing system, the sign-in)',
      }),
    ];
    for (const t of timings) log(`${database}: ${t.label}: ${t.medianMs} ms (${t.total ?? '-'} matches)`);
    return { database, customers: n, insertMs: Math.round(insertMs), timings } as CustomersResult;
  } finally {
    await server.stop();
  }
}

/** The step on SQLite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names one. */
export async function benchCustomers(n: number, log: (m: string) => void): Promise<CustomersResult[]> {
  const results: CustomersResult[] = [];
  const folder = tempWorkspace('bench-customers');
  try {
    results.push(await onDatabase(folder.databaseUrl, folder.siteDir, n, log));
  } finally {
    folder.remove();
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    log('customers on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return results;
  }
  const scratch = await scratchSchema('bench_customers', url);
  const pgFolder = tempWorkspace('bench-customers-pg');
  try {
    results.push(await onDatabase(scratch.url, pgFolder.siteDir, n, log));
  } finally {
    await scratch.drop();
    pgFolder.remove();
  }
  return results;
}

/** The step's rows of the bench table. */
export const customersRows = (r: CustomersResult) =>
  r.timings.map((t) => [
    `${t.label}, ${r.customers.toLocaleString('en-US')} customers, ${r.database}`,
    `${t.medianMs} ms`,
    `median of ${t.runs} (max ${t.maxMs} ms); ${t.detail}${t.goalMs ? ` (goal < ${t.goalMs} ms: ${t.met ? 'met' : 'MISSED'})` : ''}`,
  ]);
