import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// The gate's two lanes, balanced by measured time, not by hand (docs/testing.md "Balancing the two
// lanes"). Lane `vitest+pg` runs Vitest, then the PostgreSQL browser pass; lane `e2e` the SQLite
// browser pass. The publishing files run in both passes (a build on each database); large-lists writes
// straight into the SQLite server's file; every other admin file runs once, in the lane that evens out
// the two sums. The times are tests/timing/file-times.json, written from real runs by `npm run
// test:times`; a browser file not in it yet (a new screen's tests) counts as its number of tests times
// the measured time of a test in its folder, so it lands in a lane by itself and is measured at the next run.

const ROOT = resolve(import.meta.dirname, '..', '..');
export const FILE_TIMES = join(ROOT, 'tests', 'timing', 'file-times.json');
const E2E = join(ROOT, 'tests', 'e2e');

export interface FileTimes {
  /** when and where the figures were measured */
  measured: string;
  /** Vitest's whole run, two files at a time (the lane's first part) */
  vitestWallMs: number;
  /** ms per Vitest file (each file's own tests and hooks): their order */
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
    return { measured: '', vitestWallMs: 0, vitest: {}, e2e: {}, 'e2e-pg': {} };
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 30_000;
};

/** A Vitest file's measured time, or the median of those measured (a new file's estimate). */
export function timeOf(times: Record<string, number>, file: string) {
  return times[file] ?? median(Object.values(times));
}

/** How many tests a browser file declares (test('…'), test.skip('…'), …), read from its source. */
export function testsIn(file: string): number {
  const source = readFileSync(join(ROOT, file), 'utf8');
  return Math.max(1, source.match(/(^|[\s;(])test(\.(skip|fixme|fail|slow))?\(\s*['"`]/gm)?.length ?? 0);
}

/**
 * A declared test's time where nothing of its folder was measured: the fresh-clone run of 2026-11-28 spent
 * 29.8 + 16.2 minutes in the two browser passes, whose files declare 225 tests (4 of them, publishing's, run
 * twice): 12 s each, the servers' starts and the tests written in loops included.
 */
const MS_PER_TEST = Math.round(((29.8 + 16.2) * 60_000) / (225 + 4));

/**
 * A browser file's time in one pass: measured, else its tests times the median time of a test in the files
 * measured in its folder (in any folder when none is).
 */
function estimator(measured: Record<string, number>) {
  const rate = (files: string[]) => {
    const rates = files.map((f) => measured[f] / testsIn(f));
    return rates.length ? median(rates) : MS_PER_TEST;
  };
  const known = Object.keys(measured).filter((f) => existsSync(join(ROOT, f)));
  return (file: string) => {
    if (measured[file] !== undefined) return measured[file];
    const kin = known.filter((f) => folderOf(f) === folderOf(file));
    return testsIn(file) * rate(kin.length ? kin : known);
  };
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
  if (files.filter((f) => times.e2e[f] !== undefined).length < files.length / 2) return lastSplit(times, files);
  const sqlite = estimator(times.e2e);
  // A file not yet measured on PostgreSQL counts at its SQLite time (the same screens, the same server).
  const pg = (f: string) => times['e2e-pg'][f] ?? sqlite(f);
  let vitestPg = times.vitestWallMs || Object.values(times.vitest).reduce((a, b) => a + b, 0) / 2;
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

/**
 * Until half the browser files have a measured time in file-times.json, the split of the fresh-clone run of
 * 2026-11-28 stands (lane vitest+pg 29.9 min, lane e2e 29.8): estimates from test counts alone would
 * move files on a guess. A new admin file goes to the PostgreSQL pass.
 */
const LAST_SPLIT = ['large-lists', 'phone-photo', 'focal-point', 'preview'];
function lastSplit(times: FileTimes, files: string[]): Lanes {
  const adminHere = files.filter((f) => folderOf(f) === 'admin' && LAST_SPLIT.some((n) => f.endsWith(`/${n}.spec.ts`)));
  return { adminHere, vitestPg: Math.round(times.vitestWallMs + 16.2 * 60_000), e2e: Math.round(29.8 * 60_000) };
}

/** The names (no folder, no .spec.ts) of the admin files the SQLite pass keeps, as the configs match them. */
export const adminHereNames = (lanes: Lanes = balanceLanes()) =>
  lanes.adminHere.map((f) => f.replace(/^.*\//, '').replace(/\.spec\.ts$/, ''));
