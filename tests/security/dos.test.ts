import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startServer, type RunningServer } from '../support/server.ts';
import { median } from '../support/stats.ts';

// One request must never stop the server for everyone: while one client sends something hostile,
// another client's requests are still answered at once (the real server, over real sockets).
const ADMIN = { email: 'dos@example.com', password: 'dos-admin-password' };
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** GET /api/faq over and over until `until` settles; the latencies in ms. */
async function probe(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${url}/api/faq`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 10));
  }
  return times;
}

/** 8 connections sending 5 MB multipart bodies of 90,000 fields, half with a length, half chunked. */
const FLOODER = `
const { parentPort, workerData } = require('node:worker_threads');
const boundary = 'b';
const parts = [];
for (let i = 0; i < 90000; i++) parts.push('--b\\r\\nContent-Disposition: form-data; name="f' + i + '"\\r\\n\\r\\n\\r\\n');
let text = parts.join('');
text += '--b\\r\\nContent-Disposition: form-data; name="msg"\\r\\n\\r\\n' + 'y'.repeat(Math.max(0, 5 * 1024 * 1024 - text.length)) + '\\r\\n--b--\\r\\n';
const body = new TextEncoder().encode(text);
const headers = { 'content-type': 'multipart/form-data; boundary=' + boundary };
const statuses = [];
let stop = false;
parentPort.on('message', () => (stop = true));
const stream = () => new ReadableStream({ start(c) { for (let at = 0; at < body.length; at += 65536) c.enqueue(body.subarray(at, at + 65536)); c.close(); } });
async function flooder(chunked) {
  while (!stop) {
    try {
      const res = await fetch(workerData.url, { method: 'POST', headers, body: chunked ? stream() : body, duplex: 'half' });
      statuses.push(res.status);
      await res.arrayBuffer();
    } catch {
      statuses.push(0); // the server closed the connection on a body it will not read: expected
    }
  }
}
Promise.all(Array.from({ length: workerData.connections }, (_, i) => flooder(i % 2 === 1))).then(() => parentPort.postMessage(statuses));
`;

describe('one request must never stop the server for everyone (real server)', () => {
  let server: RunningServer;
  let dir: string;
  let token: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'isp-dos-'));
    server = await startServer({
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The BMP below takes seconds to decode on an idle machine and more under CI's load; what
      // these tests watch is the server answering others meanwhile, not the machine's speed.
      IMAGE_READ_TIMEOUT_SECONDS: '60',
    });
    token = await adminToken(server.url, ADMIN.email, ADMIN.password);
    // The first GET /api/faq of a fresh server is its first read of the table, slower under load than any
    // later one: done here, so the probes measure the server answering meanwhile, not its start.
    await (await fetch(`${server.url}/api/faq`)).arrayBuffer();
  });
  afterAll(async () => {
    await server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = async (svg: string) => {
    const fd = new FormData();
    fd.set('name', 'Banner');
    fd.set('image', new File([svg], 'banner.svg', { type: 'image/svg+xml' }));
    const started = performance.now();
    const res = await fetch(`${server.url}/api/slider`, {
      method: 'POST',
      headers: { 'x-auth-token': token },
      body: fd,
    });
    return { status: res.status, body: await res.json(), ms: performance.now() - started };
  };

  it('refuses an SVG nested 100,000 deep within seconds, answering another client within 150 ms of its usual time meanwhile', async () => {
    const depth = 100_000;
    const deep = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</svg>`;
    expect(deep.length).toBeGreaterThan(700_000);
    // GET /api/faq's time on this machine as it is now: a loaded 2-core machine alone took its median to 252 ms
    // in CI's run of 2026-11-29 12:29, so the bound is what the upload adds to it.
    const quiet = await probe(server.url, new Promise((r) => setTimeout(r, 1000)));
    const sent = upload(deep);
    const times = await probe(server.url, sent);
    const { status, body, ms } = await sent;
    expect(status).toBe(422);
    expect(body.message).toMatch(/nested more than 256 deep/);
    expect(ms).toBeLessThan(5000);
    // Parsed, 100,000 deep would hold the server's thread for many seconds; refused by the scan, it adds nothing.
    expect(median(times)).toBeLessThan(median(quiet) + 150);
    expect(Math.max(...times)).toBeLessThan(Math.max(...quiet) + 1000);
    console.info(
      `deep SVG refused in ${Math.round(ms)} ms; GET /api/faq meanwhile: ${times.length} requests, median ${median(times).toFixed(1)} ms, worst ${Math.round(Math.max(...times))} ms (${median(quiet).toFixed(1)} and ${Math.round(Math.max(...quiet))} ms without it)`,
    );
  });

  it('sanitises a heavy SVG within the caps in a worker thread, the server answering others within 150 ms of their usual time meanwhile', async () => {
    // 250 deep and 40,000 elements: under both caps, and seconds of jsdom work.
    const heavy = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(250)}${'<rect width="1" height="1"/>'.repeat(40_000)}${'</g>'.repeat(250)}</svg>`;
    const quiet = await probe(server.url, new Promise((r) => setTimeout(r, 1000)));
    const sent = upload(heavy);
    const times = await probe(server.url, sent);
    const { status, ms } = await sent;
    expect([201, 422]).toContain(status); // stored, or refused for taking too long: never a stall
    // The worker takes a core of a shared 2-core machine for seconds, so allow the odd slow answer
    // to the scheduler; before, every request waited for the whole parse. What it adds to the machine's
    // own time, measured just before (as the test above).
    expect(percentile(times, 0.95)).toBeLessThan(percentile(quiet, 0.95) + 150);
    expect(Math.max(...times)).toBeLessThan(Math.max(...quiet) + 1000);
    console.info(
      `heavy SVG answered ${status} in ${Math.round(ms)} ms; GET /api/faq meanwhile: ${times.length} requests, worst ${Math.round(Math.max(...times))} ms`,
    );
  });

  it('decodes a BMP just under 40 megapixels in the uploads thread, the server answering others meanwhile', async () => {
    // 1-bit, 6,000 × 6,600: 39.6 megapixels in 4.95 MB, 158 MB once decoded.
    const [width, height] = [6000, 6600];
    const row = Math.ceil(width / 32) * 4;
    const bmp = new Uint8Array(62 + row * height);
    const v = new DataView(bmp.buffer);
    bmp.set([0x42, 0x4d]);
    v.setUint32(2, bmp.length, true);
    v.setUint32(10, 62, true);
    v.setUint32(14, 40, true);
    v.setInt32(18, width, true);
    v.setInt32(22, height, true);
    v.setUint16(26, 1, true);
    v.setUint16(28, 1, true);
    v.setUint32(46, 2, true);
    bmp.set([255, 255, 255, 0], 58);
    for (let i = 62; i < bmp.length; i += 7) bmp[i] = 0xaa;
    const fd = new FormData();
    fd.set('name', 'Banner');
    fd.set('image', new File([bmp], 'big.bmp', { type: 'image/bmp' }));
    const quiet = await probe(server.url, new Promise((r) => setTimeout(r, 1000)));
    const started = performance.now();
    const sent = fetch(`${server.url}/api/slider`, {
      method: 'POST',
      headers: { 'x-auth-token': token },
      body: fd,
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const times = await probe(server.url, sent);
    const { status, body } = await sent;
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.image).toMatch(/\.png$/);
    // What decoding adds to the machine's own time, measured just before (CI's run of 12:56: a 95th
    // percentile of 212 ms against a bound of 200 on a machine that had slowed).
    expect(percentile(times, 0.95)).toBeLessThan(percentile(quiet, 0.95) + 150);
    expect(Math.max(...times)).toBeLessThan(Math.max(...quiet) + 1000);
    console.info(
      `39.6 MP BMP stored in ${Math.round(performance.now() - started)} ms; GET /api/faq meanwhile: ${times.length} requests, median ${median(times).toFixed(1)} ms, worst ${Math.round(Math.max(...times))} ms`,
    );
  });

  it('a 5 MB multipart flood with 90,000 fields on a public form leaves GET /api/faq within 150 ms of its time without it (median)', async () => {
    // GET /api/faq's time on this machine as it is now, without the flood: with it, CI's runs of 2026-11-29
    // saw medians of 26 and 81 ms, the loaded machine's share more than the flood's, so the bound is what the
    // flood adds. Parsed, 90,000 fields a request on 8 connections held it at a median of 2.4 s (docs/security.md).
    const quiet = await probe(server.url, new Promise((r) => setTimeout(r, 1000)));
    // The flood runs in a thread of its own, so the test's own probe is not slowed by sending it.
    const flood = new Worker(FLOODER, { eval: true, workerData: { url: `${server.url}/api/contact`, connections: 8 } });
    const statuses = new Promise<number[]>((resolve, reject) => {
      flood.once('message', resolve);
      flood.once('error', reject);
    });
    await new Promise((r) => setTimeout(r, 500));
    const times = await probe(server.url, new Promise((r) => setTimeout(r, 3000)));
    flood.postMessage('stop');
    const sent = await statuses;
    await flood.terminate();
    const answered = sent.filter((s) => s !== 0);
    expect(answered.length).toBeGreaterThan(8);
    expect(answered.every((s) => s === 413 || s === 429)).toBe(true);
    expect(median(times)).toBeLessThan(median(quiet) + 150);
    console.info(
      `multipart flood: ${sent.length} requests of 5 MB (${answered.length} answered 413/429); GET /api/faq median ${median(times).toFixed(1)} ms over ${times.length}, ${median(quiet).toFixed(1)} ms without it`,
    );
  });
});
