import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Transform } from 'node:stream';

/** Bytes let through at `bytesPerSecond`, as a line of that speed delivers them. */
const paced = (bytesPerSecond: number) =>
  new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      this.push(chunk);
      setTimeout(callback, (chunk.length / bytesPerSecond) * 1000);
    },
  });

/**
 * A line with a queue: an HTTP proxy in front of the site, 16 Mbps down and 8 up for the speed test's
 * transfers, that holds each speed-test ping `delayMs` longer while a download or upload runs through it,
 * as a router with a large buffer does to a busy line (bufferbloat). Everything else passes as it is.
 */
export async function queueProxy(
  target: string,
  delayMs: number,
): Promise<{ url: string; setDelay: (ms: number) => void; close: () => Promise<void> }> {
  const upstream = new URL(target);
  let transfers = 0;
  const server: Server = createServer((req: IncomingMessage, res) => {
    const path = req.url ?? '/';
    const transfer = /^\/api\/speedtest\/(?:download|upload)/.test(path);
    const queued = /^\/api\/speedtest\/ping/.test(path) && transfers > 0;
    if (transfer) transfers++;
    let ended = false;
    const done = () => {
      if (transfer && !ended) transfers--;
      ended = true;
    };
    res.on('close', done);
    const forward = () => {
      const out = request(
        { host: upstream.hostname, port: upstream.port, path, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          (transfer ? answer.pipe(paced(2_000_000)) : answer).pipe(res);
        },
      );
      out.on('error', () => res.destroy());
      (transfer ? req.pipe(paced(1_000_000)) : req).pipe(out);
    };
    if (queued && delayMs > 0) setTimeout(forward, delayMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setDelay: (ms: number) => {
      delayMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
