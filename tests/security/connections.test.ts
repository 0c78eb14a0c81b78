import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';

// Early refusals must not cost the client the requests it sends after them on the same
// keep-alive connection, and a request that trickles in is cut off with 408.
describe('connections', () => {
  let server: RunningServer;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'isp-conn-'));
    server = await startServer({ DATABASE_URL: `file:${join(dir, 'site.db')}`, REQUEST_TIMEOUT_SECONDS: '3' });
  });
  afterAll(async () => {
    await server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every request after a 413, 415 or 401 sent on the same keep-alive connection (Node fetch)', async () => {
    const big = JSON.stringify({ name: 'x', email: 'a@b.co', msg: 'x'.repeat(3 * 1024 * 1024) });
    const faq = () =>
      fetch(`${server.url}/api/faq`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'q', answer: 'a' }),
      });
    for (const [status, refused] of [
      [
        413,
        () =>
          fetch(`${server.url}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: big,
          }),
      ],
      [
        415,
        () =>
          fetch(`${server.url}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'text/plain' },
            body: 'x'.repeat(60_000),
          }),
      ],
      [
        401,
        () =>
          fetch(`${server.url}/api/faq`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ question: 'q'.repeat(60_000) }),
          }),
      ],
    ] as const) {
      const first = await refused();
      expect(first.status).toBe(status);
      await first.arrayBuffer();
      // without a token: both must be answered (401), none may die with "other side closed"
      expect((await faq()).status).toBe(401);
      expect((await faq()).status).toBe(401);
    }
  });

  it('closes the connection cleanly after refusing a body it did not read', async () => {
    const res = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(3 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
  });

  /**
   * Sends `head`, then one `byte` a second until the server closes the connection; what it answered.
   * The server closes after its 408, and a byte trickled just then is answered with a reset
   * (ECONNRESET, seen once in CI): that is the same close, not a failure, so the socket's error is taken.
   */
  async function trickle(head: string, byte: string) {
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(head);
    const timer = setInterval(() => socket.writable && socket.write(byte), 1000);
    await closed;
    clearInterval(timer);
    return answer;
  }

  it('answers a body trickled one byte at a time with 408 once the time limit passes', async () => {
    const started = Date.now();
    const answer = await trickle(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      '"',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('answers headers that never finish with 408', async () => {
    expect(await trickle('GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X')).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);
});
