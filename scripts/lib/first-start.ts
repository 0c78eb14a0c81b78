// `BENCH_ONLY=first-start npm run bench`: a fresh clone's first `npm start` (a new database seeded with
// the demo, no site built yet) until the API answers and until the whole site is served, with the CPU
// the server and its build process spent, in three cases: nothing cached (a fresh clone, which has the
// demo's AVIF variants and the Nepali words' shapes that ship with the product); the images' variants cached
// but not the words' shapes; both cached (SHARED_CACHE_DIR, as the test servers share it). What is left
// once both are cached is the server's start and Astro's own build. docs/performance.md has the runs.
import { mkdtempSync, readdirSync, readFileSync, rmSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../tests/support/server.ts';

export interface FirstStart {
  case: string;
  healthS: number;
  siteS: number;
  /** CPU seconds of the server and its build process until the site was served (Linux only) */
  cpuS: number | null;
}

/** user + system CPU of a process and its children, in seconds, from /proc (null elsewhere). */
function cpuSeconds(pid: number): number | null {
  try {
    const ticks = (p: number) => {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]);
    };
    const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
    return [pid, ...children].reduce((sum, p) => sum + ticks(p), 0) / 100; // USER_HZ
  } catch {
    return null;
  }
}

async function oneStart(label: string, sharedCache: string, keepCacheIn?: string): Promise<FirstStart> {
  const dir = mkdtempSync(join(tmpdir(), 'isp-first-start-'));
  const t0 = performance.now();
  const server = await startServer(
    {
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      SITE_DIR: join(dir, 'site'),
      SHARED_CACHE_DIR: sharedCache,
      PUBLISH: 'on',
      SEED_DEMO: 'true',
      // as `npm start` hashes the first admin's password
      PASSWORD_HASH_COST: '17',
      ADMIN_PASSWORD: 'first-start-password',
    },
    { timeoutMs: 60_000 },
  );
  const healthS = (performance.now() - t0) / 1000;
  try {
    for (const deadline = Date.now() + 600_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100)))
      if ((await fetch(`${server.url}/`)).status === 200) break;
    const siteS = (performance.now() - t0) / 1000;
    return { case: label, healthS, siteS, cpuS: cpuSeconds(server.proc.pid!) };
  } finally {
    await server.kill();
    if (keepCacheIn) cpSync(join(dir, 'site', 'cache'), keepCacheIn, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchFirstStart(step: (msg: string) => void): Promise<FirstStart[]> {
  const shared = mkdtempSync(join(tmpdir(), 'isp-shared-cache-'));
  try {
    const runs: FirstStart[] = [];
    const kept = join(shared, 'first-cache');
    const fresh = await oneStart('nothing cached (a fresh clone)', '', kept);
    runs.push(fresh);
    step(`first start, nothing cached: site in ${fresh.siteS.toFixed(1)} s`);
    // The images' variants only, from the first start's cache.
    cpSync(join(kept, 'media'), join(shared, 'media'), { recursive: true });
    runs.push(await oneStart('images cached', shared));
    step(`first start, images cached: site in ${runs[1].siteS.toFixed(1)} s`);
    cpSync(join(kept, 'first-faces'), join(shared, 'first-faces'), { recursive: true });
    rmSync(kept, { recursive: true, force: true });
    runs.push(await oneStart('images and words cached', shared));
    step(`first start, both cached: site in ${runs[2].siteS.toFixed(1)} s`);
    return runs;
  } finally {
    rmSync(shared, { recursive: true, force: true });
  }
}

export const firstStartRows = (runs: FirstStart[]) =>
  runs.map(
    (r) =>
      `| ${r.case} | ${r.healthS.toFixed(1)} s | ${r.siteS.toFixed(1)} s | ${r.cpuS === null ? '–' : `${r.cpuS.toFixed(1)} s`} |`,
  );
