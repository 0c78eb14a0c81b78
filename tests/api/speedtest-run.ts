import { randomBytes } from 'node:crypto';
import type { TestContext } from './setup.ts';

let clients = 0;

/**
 * A speed-test run as the browser makes one: a download and an upload naming the run, from one
 * client (a new address unless given), so a result naming the run is bounded by them. Loopback in
 * one process moves 4 MB in milliseconds: thousands of Mbps measured.
 */
export async function ranRun(ctx: TestContext, from = `192.0.2.${++clients}`, bytes = 4_000_000) {
  const run = randomBytes(16).toString('hex');
  const headers = { 'x-forwarded-for': from };
  const down = await ctx.call('GET', `/api/speedtest/download?bytes=${bytes}&run=${run}`, { token: null, headers });
  await down.arrayBuffer();
  const up = await ctx.call('POST', `/api/speedtest/upload?run=${run}`, {
    token: null,
    body: new Uint8Array(bytes),
    headers: { ...headers, 'content-type': 'application/octet-stream' },
  });
  await up.arrayBuffer();
  return { run, headers };
}
