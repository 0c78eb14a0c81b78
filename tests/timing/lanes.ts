import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// The gate's two lanes, balanced by measured time, not by hand (docs/testing.md "Balancing the two
// lanes"). Lane `vitest+pg` runs Vitest, then the PostgreSQL browser pass; lane `e2e` the SQLite
// browser pass. The publishing files run in both passes (a build on each database); large-lists writes
// straight into the SQLite server's file; every other admin file runs once, in the lane that evens out
// the two sums. The times are tests/timing/file-times.json, written from real runs by `npm run
// test:times`; a file not in it yet (a new screen's tests) counts at the median of its kind, so it
// lands in a lane by itself and is measured at the next run.

const ROOT = resolve(import.meta.dirname, '..', '..');
export const FILE_TIMES = join(ROOT, 'tests', 'timing', 'file-times.json');
const E2E = join(ROOT, 'tests', 'e2e');

export interface FileTimes {
  /** when and where the figures were measured */
  measured: string;
  /** ms per Vitest file (each file's own tests and hooks) */
  vitest: Record<string, number>;
  /** ms per browser file in the SQLite pass */
  e2e: Record<string, number>;
  /** ms per browser file in the PostgreSQL pass */
  'e2e-pg': Record<string, number>;
}

export function readFileTimes(file = FILE_TIMES): FileTimes {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FileTimes;
  } catch {
    return { measured: '', vitest: {}, e2e: {}, 'e2e-pg': {} };
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 30_000;
};

/** A file's measured time, or the median of the files measured beside it (a new file's estimate). */
export function timeOf(times: Record<string, number>, file: string, kin: (other: string) => boolean = () => true) {
  return times[file] ?? median(Object.entries(times).flatMap(([f, ms]) => (kin(f) ? [ms] : [])));
}

/** Every browser spec file, relative to the checkout (tests/e2e/admin/x.spec.ts). */
export function specFiles(dir = E2E): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => relative(ROOT, join(dir, name)).split('\\').join('/'))
    .sort();
}

const folderOf = (file: string) => file.split('/').at(-2);
/** Files that run in both passes: publishing is tested on each database. */
export const inBothPasses = (file: string) => folderOf(file) === 'publish';
/** Files that may run in either pass (their data is the server's, reached through its API). */
export const movable = (file: string) => folderOf(file) === 'admin' && !/\/large-lists\.spec\.ts$/.test(file);

export interface Lanes {
  /** admin files the SQLite pass keeps (the others run in the PostgreSQL pass) */
  adminHere: string[];
  /** the expected length of each lane, in ms */
  vitestPg: number;
  e2e: number;
}

/**
 * Puts each movable file, longest first, in the lane that is shorter so far (the classic greedy
 * schedule, within a longest file of the best). Vitest's part is its files' sum over its two workers.
 */
export function balanceLanes(times: FileTimes = readFileTimes(), files: string[] = specFiles()): Lanes {
  const vitestFiles = Object.values(times.vitest);
  const sqlite = (f: string) => timeOf(times.e2e, f, (o) => folderOf(o) === folderOf(f));
  // A file not yet measured on PostgreSQL counts at its SQLite time (the same screens, the same server).
  const pg = (f: string) => times['e2e-pg'][f] ?? sqlite(f);
  let vitestPg = vitestFiles.reduce((a, b) => a + b, 0) / 2;
  let e2e = 0;
  for (const f of files) {
    if (inBothPasses(f)) {
      vitestPg += pg(f);
      e2e += sqlite(f);
    } else if (!movable(f)) e2e += sqlite(f);
  }
  const adminHere = files.filter((f) => folderOf(f) === 'admin' && !movable(f));
  const byLength = files.filter(movable).sort((a, b) => pg(b) - pg(a) || a.localeCompare(b));
  for (const f of byLength) {
    if (e2e + sqlite(f) <= vitestPg + pg(f)) {
      e2e += sqlite(f);
      adminHere.push(f);
    } else vitestPg += pg(f);
  }
  return { adminHere: adminHere.sort(), vitestPg: Math.round(vitestPg), e2e: Math.round(e2e) };
}

/** The names (no folder, no .spec.ts) of the admin files the SQLite pass keeps, as the configs match them. */
export const adminHereNames = (lanes: Lanes = balanceLanes()) =>
  lanes.adminHere.map((f) => f.replace(/^.*\//, '').replace(/\.spec\.ts$/, ''));
