import { readFileSync } from 'node:fs';
import { openDatabase } from '../../src/server/db/index.ts';
import { startServer, tempWorkspace } from './server.ts';

/** The server process's resident memory now (Linux /proc), in bytes. */
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;

/**
 * GET /api/booking/export.csv of `total` bookings from the real server (SQLite): the time until
 * the last byte, and the server's resident memory before and at its peak during the export
 * (sampled every 10 ms), which shows whether the rows sit in memory.
 */
export async function benchExport(total = 100_000) {
  const ws = tempWorkspace('bench-export');
  try {
    const database = await openDatabase(ws.databaseUrl);
    const createdAt = new Date().toISOString();
    for (let start = 0; start < total; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, total - start) }, (_, i) => ({
        id: `c${(start + i).toString(16).padStart(23, '0')}`,
        createdAt,
        customerName: `राम बहादुर ${start + i}`,
        address: 'वडा नं. ७, इटहरी, सुनसरी',
        contact: '9800000000',
        email: 'customer@example.com',
        contact2: '',
        remarks: 'Please call after 5 pm, "thanks"',
        plan: 'Fibernet 50',
        speed: '50 Mbps',
        cost: 'Rs. 1,500',
        duration: '/month',
      }));
      await database.db.insertInto('booking').values(rows).execute();
    }
    await database.close();
    const server = await startServer({
      databaseUrl: ws.databaseUrl,
      siteDir: ws.siteDir,
      extraEnv: { PUBLISH: 'off', SEED_DEMO: 'false' },
      timeoutMs: 120_000,
    });
    try {
      const pid = server.child.pid!;
      const rssBefore = rssOf(pid);
      let rssPeak = rssBefore;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(pid))), 10);
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api/booking/export.csv`, {
        headers: { 'x-auth-token': server.token, 'accept-encoding': 'identity' },
      });
      if (!res.ok) throw new Error(`export.csv answered ${res.status}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        for (const b of chunk) if (b === 10) lines++;
      }
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(sampler);
      if (lines !== total + 1) throw new Error(`export.csv had ${lines} lines, expected ${total + 1}`);
      return {
        rows: total,
        seconds: Math.round(seconds * 100) / 100,
        bytes,
        rssBeforeBytes: rssBefore,
        rssPeakBytes: rssPeak,
      };
    } finally {
      await server.stop();
    }
  } finally {
    ws.remove();
  }
}
