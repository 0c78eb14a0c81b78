import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// The per-address limit on visitor submissions, through a real socket at the shipped default:
// the address is the connection's own, and a forged X-Forwarded-For does not get around it.
describe('per-address submission limit (real socket, default limit)', () => {
  const LIMIT = loadConfig({}).SUBMIT_MAX_PER_MINUTE;
  let server: RunningServer;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'isp-limit-'));
    server = await startServer({ DATABASE_URL: `file:${join(dir, 'site.db')}` });
  });
  afterAll(async () => {
    await server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  const send = (i: number, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ name: 'Limit', email: 'l@example.com', msg: `message ${i}` }),
    });

  it(`accepts ${LIMIT} a minute from one address, then answers 429 with Retry-After, forged X-Forwarded-For or not`, async () => {
    expect(LIMIT).toBe(10);
    for (let i = 0; i < LIMIT; i++) expect((await send(i)).status, `submission ${i + 1}`).toBe(201);
    const refused = await send(LIMIT);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toBeTruthy();
    expect((await send(LIMIT + 1, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
  });
});
