// `npm run test:times`: folds the file times of the last runs (test-results/vitest/, test-results/e2e-<port>/
// for SQLite and test-results/e2e-pg-<port>/ for PostgreSQL, written by tests/reporters/) into
// tests/timing/file-times.json, which orders Vitest's files and balances the two lanes (tests/timing/lanes.ts).
// Only whole runs count (a quarter of the browser files or more, 50 Vitest files or more): one file run
// alone on a busy machine would say nothing of a lane. A file that did not run keeps its figure; a file
// that no longer exists is dropped. Commit the result.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { balanceLanes, FILE_TIMES, readFileTimes, specFiles } from '../tests/timing/lanes.ts';

interface Run {
  wallMs: number;
  files: Record<string, { ms: number }>;
}
const times = readFileTimes();
const read = (dir: string) => JSON.parse(readFileSync(join('test-results', dir, 'file-times.json'), 'utf8')) as Run;
const kinds: ['vitest' | 'e2e' | 'e2e-pg', (dir: string) => boolean][] = [
  ['vitest', (d) => d === 'vitest'],
  ['e2e', (d) => /^e2e-\d+$/.test(d)],
  ['e2e-pg', (d) => /^e2e-pg-\d+$/.test(d)],
];
const dirs = existsSync('test-results') ? readdirSync('test-results') : [];
for (const [kind, match] of kinds)
  for (const dir of dirs.filter((d) => match(d) && existsSync(join('test-results', d, 'file-times.json')))) {
    const run = read(dir);
    const ran = Object.keys(run.files).length;
    if (ran < (kind === 'vitest' ? 50 : specFiles().length / 4)) {
      console.log(`${dir}: ${ran} files, not a whole run: left out`);
      continue;
    }
    if (kind === 'vitest') times.vitestWallMs = run.wallMs;
    for (const [file, { ms }] of Object.entries(run.files)) times[kind][file] = ms;
  }
for (const [kind] of kinds) {
  const kept = Object.entries(times[kind]).filter(([file]) => existsSync(file));
  times[kind] = Object.fromEntries(kept.sort((a, b) => b[1] - a[1]));
}
times.measured = process.env.FILE_TIMES_NOTE ?? `${new Date().toISOString().slice(0, 16)}Z`;
writeFileSync(FILE_TIMES, `${JSON.stringify(times, null, 2)}\n`);
const lanes = balanceLanes(times);
const min = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
console.log(
  `lane vitest+pg ${min(lanes.vitestPg)}, lane e2e ${min(lanes.e2e)}; the SQLite pass keeps ${lanes.adminHere.join(', ')}`,
);
