import { describe, expect, it } from 'vitest';
import { SPEEDTEST_CHUNK_MAX } from '../../src/lib/speedtest.ts';
import { networkOf } from '../../src/server/guards/network.ts';
import { forEachDatabase } from './setup.ts';
import { ranRun } from './speedtest-run.ts';

// The speed test's server side (issue 32): transfers that no proxy can shrink or keep, bounded per
// address and for the whole server; results stored under a short id, the visitor's network only.

const RESULT = { download: 94.27, upload: 48.5, latency: 7.26, jitter: 1.04 };

forEachDatabase(
  'speed test',
  (ctx) => {
    describe('transfers', () => {
      it('streams exactly the bytes asked for, uncompressed, uncached and not repeating within a megabyte', async () => {
        const res = await ctx.call('GET', '/api/speedtest/download?bytes=2000000', {
          token: null,
          headers: { 'accept-encoding': 'gzip, br' },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/octet-stream');
        // No Content-Encoding at all (not even `identity`, which is no content coding).
        expect(res.headers.get('content-encoding')).toBeNull();
        expect(res.headers.get('cache-control')).toContain('no-store');
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect(bytes.length).toBe(2_000_000);
        // Random: every byte value appears, and the first and second 64 KB differ.
        expect(new Set(bytes.subarray(0, 65536)).size).toBe(256);
        expect(Buffer.compare(bytes.subarray(0, 65536), bytes.subarray(65536, 131072))).not.toBe(0);
      });

      it('refuses a download over 25 MB, and an upload over it, with a message', async () => {
        const big = await ctx.call('GET', `/api/speedtest/download?bytes=${SPEEDTEST_CHUNK_MAX + 1}`, { token: null });
        expect(big.status).toBe(400);
        expect((await big.json()).message).toMatch(/bytes must be/);
        const declared = await ctx.call('POST', '/api/speedtest/upload', {
          token: null,
          body: new Uint8Array(16),
          headers: { 'content-length': String(SPEEDTEST_CHUNK_MAX + 1) },
        });
        expect(declared.status).toBe(413);
      });

      it('reads an upload to its end and says how much came', async () => {
        const res = await ctx.call('POST', '/api/speedtest/upload', {
          token: null,
          body: new Uint8Array(3 * 1024 * 1024),
          headers: { 'content-type': 'application/octet-stream' },
        });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ bytes: 3 * 1024 * 1024 });
      });

      it('answers a ping at once, with nothing to cache', async () => {
        const res = await ctx.call('GET', '/api/speedtest/ping', { token: null });
        expect(res.status).toBe(204);
        expect(res.headers.get('cache-control')).toContain('no-store');
      });

      it('counts transfers per address: past the minute’s limit, a 429 with Retry-After', async () => {
        const from = { 'x-forwarded-for': '198.51.100.7' };
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++)
          statuses.push(
            (await ctx.call('GET', '/api/speedtest/download?bytes=10', { token: null, headers: from })).status,
          );
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
        const other = await ctx.call('GET', '/api/speedtest/download?bytes=10', {
          token: null,
          headers: { 'x-forwarded-for': '198.51.100.8' },
        });
        expect(other.status).toBe(200);
      });
    });

    describe('results', () => {
      it('stores a result under a short id anyone can open, without the network or browser', async () => {
        const { run, headers } = await ranRun(ctx, '203.0.113.77');
        const res = await ctx.call('POST', '/api/speedtest/result', {
          json: { ...RESULT, run },
          token: null,
          headers: { ...headers, 'user-agent': 'Mozilla/5.0 Test' },
        });
        expect(res.status).toBe(201);
        const stored = await res.json();
        expect(stored.id).toMatch(/^[A-Za-z0-9]{8}$/);
        expect(stored).toMatchObject({ ...RESULT, latency: 7.3, jitter: 1, area: '' });
        const shared = await (await ctx.call('GET', `/api/speedtest/result/${stored.id}`, { token: null })).json();
        expect(shared).toEqual(stored);
        expect(JSON.stringify(shared)).not.toContain('203.0.113');
        const [row] = (await (await ctx.call('GET', '/api/speedtest/result')).json()).filter(
          (r: { id: string }) => r.id === stored.id,
        );
        expect(row).toMatchObject({ network: '203.0.113.0/24', browser: 'Mozilla/5.0 Test' });
        expect((await ctx.call('GET', '/api/speedtest/result', { token: null })).status).toBe(401);
      });

      it('takes an area by either name, refuses an unknown one and impossible figures', async () => {
        await ctx.call('POST', '/api/area', {
          json: { name: 'Itahari-6', name_ne: 'इटहरी-६', district: 'Sunsari', services: ['home'], status: 'available' },
        });
        const first = await ranRun(ctx);
        const ok = await ctx.call('POST', '/api/speedtest/result', {
          json: { ...RESULT, area: 'इटहरी-६', run: first.run },
          token: null,
          headers: first.headers,
        });
        expect((await ok.json()).area).toBe('Itahari-6');
        const second = await ranRun(ctx);
        const nowhere = await ctx.call('POST', '/api/speedtest/result', {
          json: { ...RESULT, area: 'Atlantis', run: second.run },
          token: null,
          headers: second.headers,
        });
        expect(nowhere.status).toBe(400);
        const negative = await ctx.call('POST', '/api/speedtest/result', {
          json: { ...RESULT, download: -1, run: second.run },
          token: null,
        });
        expect(negative.status).toBe(400);
        expect((await negative.json()).errors.download).toBe('Download cannot be negative');
        // A phase the server refused measures 0: never stored as a dead line (issue 42).
        for (const refused of [{ download: 0 }, { upload: 0.004 }, { download: undefined }]) {
          const res = await ctx.call('POST', '/api/speedtest/result', {
            json: { ...RESULT, ...refused, run: second.run },
            token: null,
          });
          expect(res.status).toBe(400);
          const [field] = Object.keys(refused);
          const label = field === 'download' ? 'Download' : 'Upload';
          if (refused[field as keyof typeof refused] !== undefined)
            expect((await res.json()).errors[field!]).toBe(
              `${label} was not measured: a refused or cut-short test is not saved`,
            );
        }
        expect((await ctx.call('GET', '/api/speedtest/result/nothere1', { token: null })).status).toBe(404);
      });

      it('lets a fault report carry the id of a result, and nothing else there', async () => {
        const report = { name: 'Sita', phone: '9855555555', area: 'Itahari-6', category: 'slow', description: 'Slow' };
        const filed = await ctx.call('POST', '/api/ticket', {
          json: { ...report, speedtestId: 'Ab3dE5gH' },
          token: null,
        });
        expect(filed.status).toBe(201);
        expect((await filed.json()).speedtestId).toBe('Ab3dE5gH');
        const bad = await ctx.call('POST', '/api/ticket', {
          json: { ...report, phone: '9855555556', speedtestId: '<script>' },
          token: null,
        });
        expect(bad.status).toBe(400);
        expect((await bad.json()).errors.speedtestId).toBe('Speed test must be the id of a result');
      });

      it("lets a fault report name one of the plans, so the desk sees the test beside the plan's speed", async () => {
        const plan = await ctx.call('POST', '/api/plan', {
          json: { name: 'Home 25', speed: '25 Mbps', price: 'Rs. 1,100', duration: '/month' },
        });
        const planId = (await plan.json())._id;
        const report = { name: 'Hari', phone: '9855555557', area: 'Itahari-6', category: 'slow', description: 'Slow' };
        const filed = await ctx.call('POST', '/api/ticket', { json: { ...report, planId }, token: null });
        expect(filed.status).toBe(201);
        const { _id } = await filed.json();
        expect((await (await ctx.call('GET', `/api/ticket/${_id}`)).json()).planId).toBe(planId);
        // An id of no plan, and something that is no id at all, are refused with the field named.
        for (const [other, phone] of [
          ['0123456789abcdef01234567', '9855555558'],
          ['Home 25', '9855555559'],
        ]) {
          const bad = await ctx.call('POST', '/api/ticket', { json: { ...report, phone, planId: other }, token: null });
          expect(bad.status).toBe(400);
          expect((await bad.json()).errors.planId).toBe('Plan must be one of our plans');
        }
      });

      it('exports the results as CSV for staff, one area when asked', async () => {
        const res = await ctx.call('GET', '/api/speedtest/result/export.csv?area=Itahari-6');
        expect(res.status).toBe(200);
        const text = (await res.text()).replace(/^\uFEFF/, '');
        const lines = text.trim().split('\r\n');
        expect(lines[0]).toBe(
          'Tested,Result,Area,Download (Mbps),Upload (Mbps),Latency (ms),Jitter (ms),Idle latency (ms),Latency downloading (ms),Latency uploading (ms),Network,Browser',
        );
        expect(lines.slice(1).every((l) => l.includes(',Itahari-6,94.27,48.5,'))).toBe(true);
        expect(lines).toHaveLength(2);
      });
    });
  },
  { SPEEDTEST_REQUESTS_PER_MINUTE: 5, TRUST_PROXY: true },
);

describe('networkOf', () => {
  it('keeps /24 of IPv4 and /48 of IPv6, nothing else', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('unknown')).toBe('');
  });
});
