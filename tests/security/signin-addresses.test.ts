import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';

// The real server, no proxy (TRUST_PROXY off): the client binds to other loopback addresses
// (127.0.0.2, 127.0.0.3) to be several visitors, as the penetration test did.
const ADMIN = { email: 'admin@example.com', password: 'correct horse battery' };

function login(url: string, from: string, email: string, password: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/users/login`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('sign-in limits on the real server, from several addresses', () => {
  let dir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'isp-signin-'));
    server = await startServer({
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: 'false',
    });
  });
  afterAll(async () => {
    await server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('20 parallel wrong passwords get at most 5 checks and fast 429s; the admin still signs in from another address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(server.url, '127.0.0.2', ADMIN.email, `wrong-${i}`)),
    );
    const checked = answers.filter((a) => a.status !== 429);
    const refused = answers.filter((a) => a.status === 429);
    expect(checked.every((a) => a.status === 400)).toBe(true);
    expect(checked.length).toBeLessThanOrEqual(5);
    // Every other one is refused (the counter's slot is taken before any check); how fast is the
    // bench's to measure (BENCH_ONLY=signin-flood), not a timed test's.
    expect(refused).toHaveLength(20 - checked.length);
    // Wrong passwords until 127.0.0.2 is refused for the admin (at most 5 failures in all).
    let failures = checked.length;
    for (; failures < 5; failures++)
      expect((await login(server.url, '127.0.0.2', ADMIN.email, 'wrong-again')).status).toBe(400);
    expect((await login(server.url, '127.0.0.2', ADMIN.email, ADMIN.password)).status).toBe(429);
    // The stranger at 127.0.0.2 cannot keep the admin out at 127.0.0.3.
    expect((await login(server.url, '127.0.0.3', ADMIN.email, ADMIN.password)).status).toBe(200);
    console.info(
      `checked ${checked.length} of 20; slowest 429 ${Math.round(Math.max(...refused.map((a) => a.ms)))} ms, fastest check ${Math.round(Math.min(...checked.map((a) => a.ms)))} ms`,
    );
  }, 60_000);
});
