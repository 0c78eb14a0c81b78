import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A line with a queue: an HTTP proxy in front of the site that holds each speed-test ping `delayMs` longer
 * while a download or upload runs through it, as a router with a large buffer does to a busy line
 * (bufferbloat). Everything else passes as it is.
 */
export async function queueProxy(
  target: string,
  delayMs: number,
): Promise<{ url: string; close: () => Promise<void> }> {
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
          answer.pipe(res);
        },
      );
      out.on('error', () => res.destroy());
      req.pipe(out);
    };
    if (queued) setTimeout(forward, delayMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
