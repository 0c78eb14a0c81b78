// The report of `npm run bench`: its JSON shape, the Markdown table, and the change against the
// previous run (reports/bench-latest.json).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LargeDataResult } from './large-data.ts';
import { ROOT } from './server.ts';

export interface LoadResult {
  rps: number;
  p99Ms: number;
  p50Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface ApiPair {
  real: LoadResult;
  bare: LoadResult;
  ratioRps: number;
  ratioP99: number;
}

export interface Report {
  at: string;
  node: string;
  cpus: number;
  commit: string;
  pageWeightGzipBytes: Record<string, { html: number; js: number; css: number; total: number; jsFiles: number; cssFiles: number; files: unknown }>;
  api: { connections: number; durationSeconds: number; getPlan: ApiPair; postContact: ApiPair };
  publish: { debounceMs: number; debounceIncluded: boolean; runsSeconds: number[]; buildMs: number[]; medianSeconds: number };
  build: {
    demoColdSeconds: number;
    demoWarmMedianSeconds: number;
    bigWarmSeconds: number;
    bigFirstSeconds: number;
    bigFirstWallSeconds: number;
    big: { faqs: number; plans: number; faqsOnPage: number; plansOnPage: number; faqPageGzipBytes: number; plansPageGzipBytes: number };
  };
  /** absent in reports made before the large-data step */
  large?: LargeDataResult;
  totalSeconds: number;
}

type Metrics = Record<string, number>;

export function gitCommit(): string {
  try {
    const head = readFileSync(join(ROOT, '.git/HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head.slice(0, 12);
    const ref = head.slice(5);
    const file = join(ROOT, '.git', ref);
    if (existsSync(file)) return readFileSync(file, 'utf8').trim().slice(0, 12);
    const packed = readFileSync(join(ROOT, '.git/packed-refs'), 'utf8').split('\n').find((l) => l.endsWith(` ${ref}`));
    return packed ? packed.slice(0, 12) : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The numbers worth comparing between runs, by a stable key (a previous report may lack some). */
function flatten(r: Partial<Report>): Metrics {
  const m: Metrics = {};
  for (const [page, w] of Object.entries(r.pageWeightGzipBytes ?? {})) m[`weight ${page}`] = w.total;
  for (const k of ['getPlan', 'postContact'] as const) {
    const a = r.api?.[k];
    if (!a) continue;
    m[`${k} rps`] = a.real.rps;
    m[`${k} p99`] = a.real.p99Ms;
    m[`${k} ratio`] = a.ratioRps;
  }
  if (r.publish) m.publish = r.publish.medianSeconds;
  if (r.build) {
    m['build demo cold'] = r.build.demoColdSeconds;
    m['build demo warm'] = r.build.demoWarmMedianSeconds;
    m['build big warm'] = r.build.bigWarmSeconds;
    m['build big first'] = r.build.bigFirstSeconds;
  }
  if (r.large) for (const t of r.large.timings) m[`large ${t.label}`] = t.medianMs;
  if (r.large?.screen) m['large screen'] = r.large.screen.firstRowsMs;
  return m;
}

function delta(key: string, metrics: Metrics, previous?: Metrics): string {
  const now = metrics[key];
  const before = previous?.[key];
  if (now === undefined || before === undefined || !Number.isFinite(now) || !Number.isFinite(before) || before === 0) return previous ? 'n/a' : '–';
  const pct = ((now - before) / before) * 100;
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`;
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const int = (n: number) => Math.round(n).toLocaleString('en-US');

function table(r: Report, metrics: Metrics, previous?: Metrics): string {
  const rows: string[][] = [];
  for (const [page, w] of Object.entries(r.pageWeightGzipBytes)) {
    rows.push([`Page weight ${page} (gzip -9)`, kb(w.total), `HTML ${kb(w.html)} · JS ${kb(w.js)} (${w.jsFiles} files) · CSS ${kb(w.css)}`, delta(`weight ${page}`, metrics, previous)]);
  }
  const apiRow = (label: string, k: 'getPlan' | 'postContact') => {
    const a = r.api[k];
    const bad = a.real.non2xx + a.real.errors + a.real.timeouts;
    rows.push([
      `${label} (${r.api.connections} conn, ${r.api.durationSeconds} s)`,
      `${int(a.real.rps)} req/s, p99 ${a.real.p99Ms} ms`,
      `bare Hono ${int(a.bare.rps)} req/s, p99 ${a.bare.p99Ms} ms → real/bare ${a.ratioRps.toFixed(2)}× throughput, ${a.ratioP99.toFixed(1)}× p99${bad ? `; ${bad} non-2xx/errors` : ''}`,
      `${delta(`${k} rps`, metrics, previous)} req/s, ${delta(`${k} p99`, metrics, previous)} p99`,
    ]);
  };
  apiRow('GET /api/plan', 'getPlan');
  apiRow('POST /api/contact', 'postContact');
  rows.push([
    `Publish latency (median of ${r.publish.runsSeconds.length})`,
    `${r.publish.medianSeconds.toFixed(1)} s`,
    `PUT /api/plan/:id → new price served at /plans; includes the ${r.publish.debounceMs} ms debounce (PUBLISH_DEBOUNCE_MS default); runs ${r.publish.runsSeconds.map((s) => s.toFixed(1)).join(', ')} s`,
    delta('publish', metrics, previous),
  ]);
  rows.push([
    'Build, demo content',
    `${r.build.demoWarmMedianSeconds.toFixed(1)} s`,
    `rebuild (median of the publish builds); first build on a fresh folder ${r.build.demoColdSeconds.toFixed(1)} s`,
    `${delta('build demo warm', metrics, previous)} (cold ${delta('build demo cold', metrics, previous)})`,
  ]);
  const b = r.build.big;
  rows.push([
    `Build, ${int(b.faqs)} FAQs + ${b.plans} plans`,
    `${r.build.bigWarmSeconds.toFixed(1)} s`,
    `rebuild (POST /api/publish) of the big site; its first build (the database's images are not in the copied cache yet, so cold) ${r.build.bigFirstSeconds.toFixed(1)} s; /faq shows ${b.faqsOnPage} bench FAQs (${kb(b.faqPageGzipBytes)}), /plans ${b.plansOnPage} bench plans (${kb(b.plansPageGzipBytes)})`,
    `${delta('build big warm', metrics, previous)} (first ${delta('build big first', metrics, previous)})`,
  ]);
  if (r.large) {
    const l = r.large;
    const where = `${int(l.bookings)} bookings + ${int(l.contacts)} contact messages`;
    for (const t of l.timings) {
      const goal = t.goalMs ? ` (goal < ${t.goalMs} ms${t.goalBytes ? `, < ${kb(t.goalBytes)}` : ''}: ${t.met ? 'met' : 'MISSED'})` : '';
      rows.push([`${t.label}, ${where}`, `${t.medianMs} ms, ${kb(t.wireBytes)}`, `median of ${t.runs} (max ${t.maxMs} ms); ${t.detail}${goal}`, delta(`large ${t.label}`, metrics, previous)]);
    }
    if (l.screen) {
      const s = l.screen;
      rows.push([
        `Bookings screen in Chromium, ${where}`,
        `${s.firstRowsMs} ms`,
        `navigation to the first rows shown (median of ${s.runs}, max ${s.maxMs} ms); ${s.detail} (goal < 1,000 ms: ${s.firstRowsMs < 1000 ? 'met' : 'MISSED'})`,
        delta('large screen', metrics, previous),
      ]);
    }
    rows.push([`Inserting ${where}`, `${(l.insertMs / 1000).toFixed(1)} s`, `Kysely, one transaction per ${int(l.batch)} rows, into the running server's database`, '']);
  }
  const head = ['Measure', 'Value', 'Detail', 'Δ vs previous'];
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(esc).join(' | ')} |`)].join('\n');
}

/** Writes reports/bench-<time>.json and bench-latest.json and prints the table with the change since the last run. */
export function writeReport(result: Report) {
  const metrics = flatten(result);
  const reports = join(ROOT, 'reports');
  mkdirSync(reports, { recursive: true });
  const latest = join(reports, 'bench-latest.json');
  let previous: Metrics | undefined;
  if (existsSync(latest)) {
    try {
      previous = flatten(JSON.parse(readFileSync(latest, 'utf8')) as Partial<Report>);
    } catch {
      previous = undefined;
    }
  }
  const json = `${JSON.stringify(result, null, 2)}\n`;
  const stamped = join(reports, `bench-${result.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(stamped, json);
  writeFileSync(latest, json);
  console.log(table(result, metrics, previous));
  console.log(`\nJSON: ${stamped} (and reports/bench-latest.json)${previous ? '; Δ = change against the previous bench-latest.json' : '; no previous run to compare'}. Total ${result.totalSeconds} s.`);
}
