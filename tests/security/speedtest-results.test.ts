import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { RESULTS_PER_NETWORK_PER_DAY } from '../../src/server/speedtest/routes.ts';
import { forEachDatabase } from '../api/setup.ts';

// Speed-test results: 10 a minute per address, no daily cap, any figure (99,999 Mbit/s) taken, and
// the staff's list and CSV showed only the newest 10,000, so one address pushed every real result
// out of view in 17 hours. Now a result names its run and is bounded by what the server moved in
// it, a network stores 100 a day, and the staff page through everything. The clock is the test's:
// a transfer "takes" exactly the seconds the test moves it on by while its bytes flow.
const FIGURES = { latency: 9, jitter: 1 };

let clock = Date.parse('2026-11-29T06:00:00Z');

forEachDatabase(
  'speed-test results',
  (ctx) => {
    const headers = (from: string, more: Record<string, string> = {}) => ({ 'x-forwarded-for': from, ...more });
    /** A run from `from`: `bytes` down and up, each taking `seconds` on the test's clock. */
    const run = async (from: string, bytes = 1_000_000, seconds = 10) => {
      const id = randomBytes(16).toString('hex');
      const down = await ctx.call('GET', `/api/speedtest/download?bytes=${bytes}&run=${id}`, {
        token: null,
        headers: headers(from),
      });
      clock += seconds * 1000;
      await down.arrayBuffer();
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= bytes) {
            clock += seconds * 1000;
            return controller.close();
          }
          const chunk = new Uint8Array(Math.min(65536, bytes - sent));
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const up = await ctx.call('POST', `/api/speedtest/upload?run=${id}`, {
        token: null,
        headers: headers(from, { 'content-type': 'application/octet-stream' }),
        body,
      });
      expect(up.status).toBe(200);
      return id;
    };
    const result = (from: string, figures: Record<string, unknown>) =>
      ctx.call('POST', '/api/speedtest/result', {
        token: null,
        headers: headers(from),
        json: { ...FIGURES, ...figures },
      });

    it('bounds a result by what the server moved in its run: 1 MB each way in 10 s stores 1.2 Mbps, not 99,999', async () => {
      const id = await run('198.51.100.10');
      const res = await result('198.51.100.10', { download: 99_999, upload: 99_999, run: id });
      expect(res.status).toBe(201);
      // 1,000,000 bytes in 10 s is 0.8 Mbps; an honest browser's figure may pass it by half.
      expect(await res.json()).toMatchObject({ download: 1.2, upload: 1.2 });
      // A run names one result.
      expect((await result('198.51.100.10', { download: 1, upload: 1, run: id })).status).toBe(400);
      // An honest figure under the bound is stored as it is.
      const honest = await run('198.51.100.10');
      expect(await (await result('198.51.100.10', { download: 0.75, upload: 0.5, run: honest })).json()).toMatchObject({
        download: 0.75,
        upload: 0.5,
      });
    });

    it('refuses a result with no run, another client’s run, or a run that moved one way only', async () => {
      const none = await result('198.51.100.11', { download: 5, upload: 5, run: 'f'.repeat(32) });
      expect(none.status).toBe(400);
      expect((await none.json()).message).toBe(
        'This result names no speed test the server ran. Please run the test again.',
      );
      expect((await result('198.51.100.11', { download: 5, upload: 5 })).status).toBe(400);
      const theirs = await run('198.51.100.12');
      expect((await result('198.51.100.13', { download: 5, upload: 5, run: theirs })).status).toBe(400);
    });

    it('stores 100 results a day from one network, then 429 until the next day; another network is not held up', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= RESULTS_PER_NETWORK_PER_DAY; i++) {
        const from = `203.0.113.${(i % 250) + 1}`;
        const id = await run(from, 1000, 1);
        statuses.push((await result(from, { download: 0.01, upload: 0.01, run: id })).status);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(RESULTS_PER_NETWORK_PER_DAY);
      expect(statuses.at(-1)).toBe(429);
      const elsewhere = await run('192.0.2.50', 1000, 1);
      expect((await result('192.0.2.50', { download: 0.01, upload: 0.01, run: elsewhere })).status).toBe(201);
      clock += 86_400_000;
      const tomorrow = await run('203.0.113.7', 1000, 1);
      expect((await result('203.0.113.7', { download: 0.01, upload: 0.01, run: tomorrow })).status).toBe(201);
    });

    it('lets staff page through every result, and exports every one (the newest 10,000 were all there was)', async () => {
      const rows = Array.from({ length: 10_050 }, (_, i) => ({
        id: `F${String(i).padStart(7, '0')}`,
        createdAt: new Date(clock - i * 1000).toISOString(),
        download: 10,
        upload: 5,
        latency: 9,
        jitter: 1,
        area: '',
        network: '198.18.0.0/24',
        browser: 'flood',
      }));
      for (let i = 0; i < rows.length; i += 500)
        await ctx.database.db
          .insertInto('speedtest')
          .values(rows.slice(i, i + 500))
          .execute();
      const first = await ctx.call('GET', '/api/speedtest/result?page=1&limit=1000');
      const total = Number(first.headers.get('x-total-count'));
      expect(total).toBeGreaterThan(10_050);
      const seen = new Set<string>();
      for (let page = 1; page <= Math.ceil(total / 1000); page++) {
        const res = await ctx.call('GET', `/api/speedtest/result?page=${page}&limit=1000`);
        const list = (await res.json()) as { id: string }[];
        for (const r of list) seen.add(r.id);
      }
      expect(seen.size).toBe(total);
      const csv = await (await ctx.call('GET', '/api/speedtest/result/export.csv')).text();
      expect(csv.trim().split('\r\n')).toHaveLength(total + 1);
      expect((await ctx.call('GET', '/api/speedtest/result?limit=1001')).status).toBe(400);
    }, 60_000);
  },
  { TRUST_PROXY: true, SPEEDTEST_REQUESTS_PER_MINUTE: 1000 },
  { now: () => new Date(clock) },
);
