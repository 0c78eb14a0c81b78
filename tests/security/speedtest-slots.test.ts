import { connect, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';

// The speed test's transfer slots on the real server (issue 43): a slot is given back however a
// request ends, one address cannot hold every slot, and one address's bytes per minute are bounded.
// 4 slots for everyone, 2 per address, 1 s without progress ends a transfer: short runs.
const SLOTS = 4;

describe('speed-test slots', () => {
  let server: RunningServer;
  let dir: string;
  let n = 0;
  /** A new address each time (behind the trusted proxy), so only the slots are in play. */
  const fresh = () => `198.51.${100 + Math.floor(n / 250)}.${(n++ % 250) + 1}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'isp-speed-'));
    server = await startServer({
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      TRUST_PROXY: 'true',
      SPEEDTEST_MAX_STREAMS: String(SLOTS),
      SPEEDTEST_STREAMS_PER_ADDRESS: '2',
      SPEEDTEST_STALL_SECONDS: '1',
      SPEEDTEST_MB_PER_MINUTE: '60',
    });
  });
  afterAll(async () => {
    await server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Sends a raw request and resolves with the socket once the answer's first bytes came. */
  function raw(request: string): Promise<{ socket: Socket; first: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1');
      socket.on('error', () => {});
      socket.once('data', (d) => {
        socket.pause(); // read nothing more: the kernel's buffers fill, the server's writes stop
        resolve({ socket, first: d.toString('latin1') });
      });
      socket.once('close', () => reject(new Error('closed before an answer')));
      socket.write(request);
    });
  }
  const get = (path: string, from = fresh()) => `GET ${path} HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${from}\r\n\r\n`;
  const download = (bytes: number, from = fresh()) =>
    fetch(`${server.url}/api/speedtest/download?bytes=${bytes}`, { headers: { 'x-forwarded-for': from } });
  /** Every slot is free again: SLOTS downloads from SLOTS addresses all start at once. */
  async function allFree() {
    const answers = await Promise.all(Array.from({ length: SLOTS }, () => download(100)));
    for (const a of answers) await a.arrayBuffer();
    return answers.map((a) => a.status);
  }
  const settle = () => new Promise((r) => setTimeout(r, 300));

  it('takes no slot for a HEAD, even one whose connection is closed at once', async () => {
    for (let i = 0; i < SLOTS * 2; i++) {
      const socket = connect(server.port, '127.0.0.1');
      socket.on('error', () => {});
      socket.end(
        `HEAD /api/speedtest/download?bytes=26214400 HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${fresh()}\r\n\r\n`,
      );
    }
    const head = await fetch(`${server.url}/api/speedtest/download?bytes=1000`, {
      method: 'HEAD',
      headers: { 'x-forwarded-for': fresh() },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('1000');
    await settle();
    expect(await allFree()).toEqual(Array(SLOTS).fill(200));
  });

  it('gives the slot back when the client aborts a download', async () => {
    for (let i = 0; i < SLOTS + 1; i++) {
      const { socket, first } = await raw(get('/api/speedtest/download?bytes=26214400'));
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      socket.destroy();
    }
    await settle();
    expect(await allFree()).toEqual(Array(SLOTS).fill(200));
  });

  it('ends a download the client stops reading, and gives its slot back', async () => {
    const held = await Promise.all(
      Array.from({ length: SLOTS }, () => raw(get('/api/speedtest/download?bytes=26214400'))),
    );
    expect((await download(100)).status).toBe(503); // all taken, for now
    await new Promise((r) => setTimeout(r, 2_000)); // 1 s without progress, and some slack
    expect(await allFree()).toEqual(Array(SLOTS).fill(200));
    // The server closed them: what each client reads ends well short of the 25 MiB it asked for.
    const received = await Promise.all(
      held.map(
        ({ socket }) =>
          new Promise<number>((resolve) => {
            let bytes = 0;
            socket.on('data', (d) => (bytes += d.length));
            socket.once('close', () => resolve(bytes));
            socket.resume();
          }),
      ),
    );
    for (const bytes of received) expect(bytes).toBeLessThan(20 * 1024 * 1024);
  }, 15_000);

  it('ends an upload whose body never comes, and on an error (too large), gives the slot back', async () => {
    const held = await Promise.all(
      Array.from({ length: SLOTS }, () =>
        raw(
          `POST /api/speedtest/upload HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${fresh()}\r\nContent-Type: application/octet-stream\r\nContent-Length: 1000000\r\n\r\n`,
        ).catch(() => undefined),
      ),
    );
    expect(held.every((h) => h === undefined || /^HTTP\/1\.1 408/.test(h.first))).toBe(true);
    for (let i = 0; i < SLOTS + 1; i++) {
      const big = await fetch(`${server.url}/api/speedtest/upload`, {
        method: 'POST',
        headers: { 'x-forwarded-for': fresh(), 'content-type': 'application/octet-stream' },
        // a stream: no Content-Length, so the 413 comes while reading
        body: new ReadableStream({
          start(c) {
            for (let k = 0; k < 26; k++) c.enqueue(new Uint8Array(1024 * 1024));
            c.close();
          },
        }),
        duplex: 'half',
      } as RequestInit).catch(() => undefined);
      if (big) expect(big.status).toBe(413);
    }
    await settle();
    expect(await allFree()).toEqual(Array(SLOTS).fill(200));
  }, 15_000);

  it('lets one address run 2 transfers at once, not every slot', async () => {
    const from = fresh();
    const held = await Promise.all([0, 1].map(() => raw(get('/api/speedtest/download?bytes=26214400', from))));
    const third = await download(100, from);
    expect(third.status).toBe(429);
    expect((await third.json()).message).toMatch(/at once/);
    expect((await download(100)).status).toBe(200); // another address still gets one
    for (const { socket } of held) socket.destroy();
  });

  it('counts an IPv6 client by its /64, and bounds its bytes per minute', async () => {
    const a = '2001:db8:7:7:1::1';
    const b = '2001:db8:7:7:ffff::2';
    const held = await raw(get('/api/speedtest/download?bytes=26214400', a));
    const second = await raw(get('/api/speedtest/download?bytes=26214400', b));
    expect((await download(100, '2001:db8:7:7::3')).status).toBe(429); // the same /64: 2 at once
    held.socket.destroy();
    second.socket.destroy();
    await settle();
    // 60 MiB a minute: two full 25 MiB downloads, then a third is refused until the minute ends.
    const from = '2001:db8:8:8::1';
    for (let i = 0; i < 2; i++)
      expect((await (await download(25 * 1024 * 1024, from)).arrayBuffer()).byteLength).toBe(25 * 1024 * 1024);
    const over = await download(25 * 1024 * 1024, '2001:db8:8:8:abcd::9');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 15_000);
});
