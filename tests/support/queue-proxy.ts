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

/** How long the line held each ping it queued, in ms, by what was running then: what it added, measured. */
export type Held = { download: number[]; upload: number[] };

/** An address no other test sends from: 10.<a>.<b>.<c>, its /24 too (the results' daily limit is per network). */
const freshAddress = () => `10.${Array.from({ length: 3 }, () => 1 + Math.floor(Math.random() * 250)).join('.')}`;

/**
 * A line with a queue: an HTTP proxy in front of the site, 16 Mbps down and 8 up for the speed test's
 * transfers, that holds each speed-test ping `delayMs` longer while a download or upload runs through it,
 * as a router with a large buffer does to a busy line (bufferbloat). Everything else passes as it is.
 * The server's speed-test limits are per client address, so the line is a client of its own: it sends
 * X-Forwarded-For (which the e2e server trusts, as it does behind nginx) with an address drawn afresh at
 * each setDelay, so no other test's requests in the same minute count against its runs, nor its against theirs.
 */
export async function queueProxy(
  target: string,
  delayMs: number,
): Promise<{ url: string; setDelay: (ms: number) => void; held: Held; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const transfers = { download: 0, upload: 0 };
  let address = freshAddress();
  const held: Held = { download: [], upload: [] };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const path = req.url ?? '/';
    const transfer = /^\/api\/speedtest\/(download|upload)/.exec(path)?.[1] as keyof Held | undefined;
    const busy = transfers.download > 0 ? 'download' : transfers.upload > 0 ? 'upload' : undefined;
    const queued = /^\/api\/speedtest\/ping/.test(path) ? busy : undefined;
    if (transfer) transfers[transfer]++;
    let ended = false;
    const done = () => {
      if (transfer && !ended) transfers[transfer]--;
      ended = true;
    };
    res.on('close', done);
    const forward = () => {
      const out = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path,
          method: req.method,
          headers: { ...req.headers, 'x-forwarded-for': address },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          (transfer ? answer.pipe(paced(2_000_000)) : answer).pipe(res);
        },
      );
      out.on('error', () => res.destroy());
      (transfer ? req.pipe(paced(1_000_000)) : req).pipe(out);
    };
    const arrived = performance.now();
    if (queued && delayMs > 0)
      setTimeout(() => {
        held[queued].push(performance.now() - arrived);
        forward();
      }, delayMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setDelay: (ms: number) => {
      delayMs = ms;
      address = freshAddress();
      held.download.length = 0;
      held.upload.length = 0;
    },
    held,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
