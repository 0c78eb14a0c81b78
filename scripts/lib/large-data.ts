// The large-data step of `npm run bench` (issue 10): three years of a busy ISP, 100,000 bookings
// and 100,000 contact messages written straight into the running server's database, then the
// list, search and dashboard calls the admin makes, and the Bookings screen in Chromium.
import { chromium } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../src/lib/constants.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import type { BookingTable, ContactTable } from '../../src/server/db/tables.ts';
import { newId } from '../../src/server/storage/records.ts';
import { sql } from 'kysely';
import { scratchSchema } from '../../tests/support/postgres.ts';
import { median } from '../../tests/support/stats.ts';
import { sleep, startServer, tempWorkspace, type RunningServer } from './server.ts';

export interface Timing {
  label: string;
  path: string;
  runs: number;
  medianMs: number;
  maxMs: number;
  /** bytes on the wire (compressed as a browser asks: br, gzip) */
  wireBytes: number;
  /** the JSON it decodes to */
  jsonBytes: number;
  /** X-Total-Count, where the answer has one */
  total?: number;
  goalMs?: number;
  goalBytes?: number;
  met?: boolean;
  detail: string;
}

export interface LargeDataResult {
  /** which database the server ran on (the Chromium step runs on SQLite only) */
  database?: 'sqlite' | 'postgres';
  bookings: number;
  contacts: number;
  batch: number;
  insertMs: number;
  timings: Timing[];
  screen?: { firstRowsMs: number; maxMs: number; runs: number; detail: string };
}

const FIRST = [
  'Ram',
  'Sita',
  'Hari',
  'Gita',
  'Krishna',
  'Laxmi',
  'Bishnu',
  'Sarita',
  'Prakash',
  'Anita',
  'राम',
  'सीता',
  'हरि',
  'कमला',
];
const LAST = [
  'Thapa',
  'Shrestha',
  'Rai',
  'Limbu',
  'Karki',
  'Gurung',
  'Tamang',
  'Adhikari',
  'Yadav',
  'Chaudhary',
  'थापा',
  'श्रेष्ठ',
];
const TOWNS = ['Itahari', 'Biratnagar', 'Dharan', 'Damak', 'Birtamod', 'Inaruwa', 'इटहरी', 'विराटनगर'];
const PLANS = [
  { plan: 'Fibernet', speed: '25 Mbps', cost: 'Rs. 1,500', duration: '/month' },
  { plan: 'Fibernet Plus', speed: '100 Mbps', cost: 'Rs. 2,200', duration: '/month' },
  { plan: 'SME Office', speed: '200 Mbps', cost: 'Rs. 5,000', duration: '/month' },
];
const SUBJECTS = [
  'Slow speed in the evening',
  'New connection',
  'Billing question',
  'Router not working',
  'Shift my line',
];

/** A 10-digit mobile number that no generated row shares by chance (searched for in the bench). */
export const RARE_PHONE = '9899999999';

const pick = <T>(list: T[], i: number, salt: number) => list[(i * 7919 + salt * 104729) % list.length]!;
const phone = (i: number) => `98${String(10_000_000 + ((i * 7_654_321) % 89_999_999)).slice(0, 8)}`;
const THREE_YEARS_MS = 3 * 365 * 24 * 3600 * 1000;

function booking(i: number, n: number, start: number): BookingTable {
  const name = `${pick(FIRST, i, 1)} ${pick(LAST, i, 2)}`;
  return {
    id: newId(),
    createdAt: new Date(start + Math.floor((i / n) * THREE_YEARS_MS)).toISOString(),
    customerName: name,
    address: `${pick(TOWNS, i, 3)}-${(i % 19) + 1}`,
    contact: i === Math.floor(n / 2) ? RARE_PHONE : phone(i),
    email: i % 3 ? `customer${i}@example.com` : '',
    contact2: i % 5 ? '' : phone(i + 1),
    remarks: i % 4 ? 'Please call in the evening' : '',
    ...pick(PLANS, i, 4),
  } as BookingTable;
}

function contact(i: number, n: number, start: number): ContactTable {
  return {
    id: newId(),
    createdAt: new Date(start + Math.floor((i / n) * THREE_YEARS_MS)).toISOString(),
    name: `${pick(FIRST, i, 5)} ${pick(LAST, i, 6)}`,
    email: `visitor${i}@example.com`,
    subject: pick(SUBJECTS, i, 7),
    phone: phone(i + 7),
    msg: `Message ${i}: the connection in ${pick(TOWNS, i, 8)} needs attention, please call back.`,
  } as ContactTable;
}

/**
 * Writes the rows straight into the database with Kysely, one transaction per batch (as a
 * migration or an import would), oldest first so insertion order is date order.
 */
export async function fillLargeData(
  databaseUrl: string,
  counts: { bookings: number; contacts: number },
  batch = 5000,
): Promise<number> {
  const database = await openDatabase(databaseUrl);
  const t0 = performance.now();
  const start = Date.now() - THREE_YEARS_MS;
  try {
    const fill = async <T>(
      table: 'booking' | 'contact',
      n: number,
      make: (i: number, n: number, start: number) => T,
    ) => {
      for (let from = 0; from < n; from += batch) {
        const rows = Array.from({ length: Math.min(batch, n - from) }, (_, k) => make(from + k, n, start));
        await database.db.transaction().execute(async (trx) => {
          // 500 rows per statement stays under both databases' limit of bound parameters.
          for (let k = 0; k < rows.length; k += 500)
            await trx
              .insertInto(table)
              .values(rows.slice(k, k + 500) as never)
              .execute();
        });
      }
    };
    await fill('booking', counts.bookings, booking);
    await fill('contact', counts.contacts, contact);
    // PostgreSQL's autovacuum gets to a bulk load within a minute or so; the measures come at once,
    // so do its work now (statistics for the planner, the visibility map for counting from an index).
    if (database.kind === 'postgres') await sql`vacuum analyze booking, contact`.execute(database.db);
  } finally {
    await database.close();
  }
  return performance.now() - t0;
}

const ms = (n: number) => Math.round(n * 10) / 10;

/** Times one admin call: a few warm-up requests, then `runs` in a row. */
export async function time(
  server: RunningServer,
  label: string,
  path: string,
  opts: { runs?: number; goalMs?: number; goalBytes?: number; detail: string },
): Promise<Timing> {
  const runs = opts.runs ?? 15;
  const headers = { 'x-auth-token': server.token, 'accept-encoding': 'br, gzip' };
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(`${server.base}${path}`, { headers }).catch((err: Error) => {
      throw new Error(`GET ${path} failed: ${err.message} (${(err.cause as Error | undefined)?.message ?? ''})`);
    });
    const text = await res.text();
    const elapsed = performance.now() - t0;
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 200)}`);
    const total = res.headers.get('x-total-count');
    return {
      elapsed,
      wire: Number(res.headers.get('content-length') ?? Buffer.byteLength(text)),
      json: Buffer.byteLength(text),
      total: total === null ? undefined : Number(total),
    };
  };
  for (let i = 0; i < Math.min(3, runs); i++) await once();
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await once());
  const medianMs = ms(median(samples.map((s) => s.elapsed)));
  const last = samples.at(-1)!;
  const met =
    opts.goalMs === undefined
      ? undefined
      : medianMs < opts.goalMs && (opts.goalBytes === undefined || last.wire < opts.goalBytes);
  return {
    label,
    path,
    runs,
    medianMs,
    maxMs: ms(Math.max(...samples.map((s) => s.elapsed))),
    wireBytes: last.wire,
    jsonBytes: last.json,
    total: last.total,
    goalMs: opts.goalMs,
    goalBytes: opts.goalBytes,
    met,
    detail: opts.detail,
  };
}

/** The admin's Bookings screen: navigation until the first rows are in the table, in the machine's Chromium. */
async function bookingsScreen(server: RunningServer, runs = 5) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < runs + 1; i++) {
      // A fresh context each time: nothing cached from the previous visit but what a returning admin has (the token).
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(
        ([key, token]) => {
          localStorage.setItem(key, token);
          // The moment the first row appears, on the page's own clock (0 = navigation start).
          new MutationObserver((_, observer) => {
            if (document.querySelector('tbody tr td')) {
              (window as unknown as { __firstRows: number }).__firstRows = performance.now();
              observer.disconnect();
            }
          }).observe(document, { childList: true, subtree: true });
        },
        [TOKEN_STORAGE_KEY, server.token] as const,
      );
      await page.goto(`${server.base}/admin/bookings`);
      await page.waitForFunction(
        () => (window as unknown as { __firstRows?: number }).__firstRows !== undefined,
        undefined,
        { timeout: 120_000 },
      );
      const firstRows = await page.evaluate(() => (window as unknown as { __firstRows: number }).__firstRows);
      rows = await page.locator('tbody tr').count();
      // The first visit warms the server's statement cache and the disk cache; it is not counted.
      if (i > 0) times.push(firstRows);
      await context.close();
    }
    return {
      firstRowsMs: Math.round(median(times)),
      maxMs: Math.round(Math.max(...times)),
      runs,
      detail: `${rows} rows shown at 1280 px, signed in, fresh browser context each visit`,
    };
  } finally {
    await browser.close();
  }
}

/** Fills the running server's database and measures what the admin does with it. */
export async function largeDataStep(
  server: RunningServer,
  databaseUrl: string,
  counts = { bookings: 100_000, contacts: 100_000 },
  log: (msg: string) => void = () => {},
  options: { screen?: boolean } = {},
): Promise<LargeDataResult> {
  const batch = 5000;
  log(
    `writing ${counts.bookings.toLocaleString('en-US')} bookings and ${counts.contacts.toLocaleString('en-US')} contact messages (Kysely, ${batch} rows per transaction)`,
  );
  const insertMs = await fillLargeData(databaseUrl, counts, batch);
  // node:sqlite wrote synchronously, so this process saw none of the sockets the server closed
  // meanwhile; a moment lets fetch drop them instead of sending the first request on one.
  await sleep(500);
  log(`written in ${(insertMs / 1000).toFixed(1)} s; timing the list, search and stats calls`);
  const timings = [
    await time(server, 'GET /api/booking?page=1&limit=10', '/api/booking?page=1&limit=10', {
      goalMs: 50,
      goalBytes: 10 * 1024,
      detail: 'the first page the Bookings screen asks for',
    }),
    await time(server, 'GET /api/booking?page=5000&limit=10', '/api/booking?page=5000&limit=10', {
      detail: 'the last page (offset 49,990)',
    }),
    await time(server, 'GET /api/booking sorted by name', '/api/booking?page=1&limit=10&sort=customerName&order=desc', {
      detail: 'sort=customerName&order=desc, first page',
    }),
    await time(server, 'GET /api/booking?q=thapa', '/api/booking?page=1&limit=10&q=thapa', {
      goalMs: 300,
      detail: 'a common surname, first page and the count of matches',
    }),
    await time(server, `GET /api/booking?q=${RARE_PHONE}`, `/api/booking?page=1&limit=10&q=${RARE_PHONE}`, {
      goalMs: 300,
      detail: 'one phone number: every row is read',
    }),
    await time(
      server,
      'GET /api/booking?q=थापा इटहरी',
      `/api/booking?page=1&limit=10&q=${encodeURIComponent('थापा इटहरी')}`,
      { goalMs: 300, detail: 'two Devanagari words' },
    ),
    await time(server, 'GET /api/stats', '/api/stats', { goalMs: 100, detail: 'the eight dashboard counts' }),
    await time(server, 'GET /api/booking (whole list)', '/api/booking', {
      runs: 1,
      detail: 'every booking, unpaged (what the admin downloaded before paging)',
    }),
  ];
  for (const t of timings)
    log(
      `${t.label}: ${t.medianMs} ms, ${t.wireBytes} bytes on the wire${t.total === undefined ? '' : `, ${t.total} matches`}`,
    );
  const database = /^postgres/.test(databaseUrl) ? 'postgres' : 'sqlite';
  if (options.screen === false) return { database, ...counts, batch, insertMs: Math.round(insertMs), timings };
  log('Bookings screen in Chromium');
  const screen = await bookingsScreen(server);
  log(`first rows after ${screen.firstRowsMs} ms`);
  return { database, ...counts, batch, insertMs: Math.round(insertMs), timings, screen };
}

/**
 * The same calls on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, a schema of its own,
 * dropped afterwards): a server that serves the API only, so no site is built. Skipped without one.
 */
export async function largeDataOnPostgres(
  counts: { bookings: number; contacts: number },
  log: (msg: string) => void,
): Promise<LargeDataResult | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    log('large data on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return undefined;
  }
  const scratch = await scratchSchema('bench_large', url);
  const databaseUrl = scratch.url;
  const folder = tempWorkspace('bench-large-pg');
  try {
    const server = await startServer({ databaseUrl, siteDir: folder.siteDir, extraEnv: { PUBLISH: 'off' } });
    try {
      log('large data on PostgreSQL');
      return await largeDataStep(server, databaseUrl, counts, log, { screen: false });
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
    folder.remove();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** The step's rows of the bench table: measure, value, detail, Δ. */
export function largeDataRows(l: LargeDataResult): string[][] {
  const where = `${l.bookings.toLocaleString('en-US')} bookings + ${l.contacts.toLocaleString('en-US')} contact messages${l.database === 'postgres' ? ', PostgreSQL' : ''}`;
  const rows = l.timings.map((t) => {
    const goal = t.goalMs
      ? ` (goal < ${t.goalMs} ms${t.goalBytes ? `, < ${kb(t.goalBytes)}` : ''}: ${t.met ? 'met' : 'MISSED'})`
      : '';
    return [
      `${t.label}, ${where}`,
      `${t.medianMs} ms, ${kb(t.wireBytes)}`,
      `median of ${t.runs} (max ${t.maxMs} ms); ${t.detail}${goal}`,
      '',
    ];
  });
  if (l.screen) {
    const s = l.screen;
    rows.push([
      `Bookings screen in Chromium, ${where}`,
      `${s.firstRowsMs} ms`,
      `navigation to the first rows (median of ${s.runs}, max ${s.maxMs} ms); ${s.detail} (goal < 1,000 ms: ${s.firstRowsMs < 1000 ? 'met' : 'MISSED'})`,
      '',
    ]);
  }
  rows.push([
    `Inserting ${where}`,
    `${(l.insertMs / 1000).toFixed(1)} s`,
    `Kysely, one transaction per ${l.batch.toLocaleString('en-US')} rows, into the running server's database`,
    '',
  ]);
  return rows;
}
