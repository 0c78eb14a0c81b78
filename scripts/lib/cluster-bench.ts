// `npm run bench`, the cluster part: two servers (A, B) on one PostgreSQL schema; a FAQ saved
// through A until B's /faq shows it (debounce and build included), and how long after A served
// the new version B did (the propagation through the database and NOTIFY alone).
// PostgreSQL comes from BENCH_DATABASE_URL or TEST_DATABASE_URL; without either the part is skipped.
// `node scripts/lib/cluster-bench.ts` runs this part alone.
import { scratchSchema } from '../../tests/support/postgres.ts';
import { median } from '../../tests/support/stats.ts';
import { api, sleep, startServer, tempWorkspace, type RunningServer } from './server.ts';

export interface ClusterBench {
  runs: number;
  debounceMs: number;
  /** edit on A → the new page on B, seconds */
  editToBSeconds: number[];
  /** the new page on A → the new page on B, seconds */
  propagationSeconds: number[];
}

export const clusterMedians = (r: ClusterBench) => ({
  editToB: median(r.editToBSeconds),
  propagation: median(r.propagationSeconds),
});

export async function benchCluster(opts: {
  runs: number;
  debounceMs: number;
  buildTimeoutMs: number;
  step: (line: string) => void;
}): Promise<ClusterBench | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    opts.step('cluster: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL database)');
    return undefined;
  }
  const scratch = await scratchSchema('bench', url);
  const databaseUrl = scratch.url;
  const folders = [tempWorkspace('bench-a'), tempWorkspace('bench-b')];
  const servers: RunningServer[] = [];
  try {
    const extraEnv = { PUBLISH_DEBOUNCE_MS: String(opts.debounceMs) };
    const a = await startServer({ databaseUrl, siteDir: folders[0].siteDir, extraEnv });
    servers.push(a);
    opts.step('cluster: A started on PostgreSQL, building the first version');
    await a.waitForBuild(null, opts.buildTimeoutMs);
    const b = await startServer({ databaseUrl, siteDir: folders[1].siteDir, extraEnv });
    servers.push(b);
    const result: ClusterBench = {
      runs: opts.runs,
      debounceMs: opts.debounceMs,
      editToBSeconds: [],
      propagationSeconds: [],
    };
    for (let i = 0; i < opts.runs; i++) {
      const question = `Cluster bench question ${i} ${Date.now()}?`;
      const t0 = performance.now();
      const saved = await api(a, 'POST', '/api/faq', { question, answer: 'Yes.' });
      if (saved.status !== 201) throw new Error(`POST /api/faq on A answered ${saved.status}`);
      const seen = { a: 0, b: 0 };
      const deadline = Date.now() + opts.buildTimeoutMs;
      while (!seen.a || !seen.b) {
        if (Date.now() > deadline)
          throw new Error(`B did not show the FAQ saved on A within ${opts.buildTimeoutMs / 1000} s`);
        for (const [key, server] of [
          ['a', a],
          ['b', b],
        ] as const) {
          if (!seen[key] && (await (await fetch(`${server.base}/faq`)).text()).includes(question))
            seen[key] = performance.now();
        }
        await sleep(25);
      }
      result.editToBSeconds.push((seen.b - t0) / 1000);
      result.propagationSeconds.push(Math.max(0, seen.b - seen.a) / 1000);
      opts.step(
        `cluster ${i + 1}/${opts.runs}: edit on A → page on B ${((seen.b - t0) / 1000).toFixed(1)} s (B ${((seen.b - seen.a) / 1000).toFixed(2)} s after A)`,
      );
    }
    return result;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    folders.forEach((f) => f.remove());
    await scratch.drop().catch(() => {});
  }
}

if (import.meta.main) {
  const r = await benchCluster({
    runs: 3,
    debounceMs: 1500,
    buildTimeoutMs: 300_000,
    step: (line) => console.log(line),
  });
  if (r)
    console.log(
      `edit on A → page on B: median ${clusterMedians(r).editToB.toFixed(1)} s; B after A: median ${clusterMedians(r).propagation.toFixed(2)} s`,
    );
}
