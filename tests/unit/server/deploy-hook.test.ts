import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { deployHookJob } from '../../../src/server/publishing/site-builder.ts';

/** A local deploy hook that answers the given statuses in turn and counts the calls. */
function hook(statuses: number[]): Promise<{ url: string; calls: () => number; server: Server }> {
  let calls = 0;
  const server = createServer((req, res) => {
    req.resume();
    res.statusCode = statuses[Math.min(calls++, statuses.length - 1)];
    res.end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as { port: number }).port}/deploy`,
        calls: () => calls,
        server,
      }),
    ),
  );
}

describe('deploy hook publishing (PUBLISH_HOOK_URL)', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  it('POSTs to the hook and retries a failure with back-off until it succeeds', async () => {
    const h = await hook([502, 503, 200]);
    server = h.server;
    await deployHookJob(h.url, 4, 10)();
    expect(h.calls()).toBe(3);
  });

  it('reports the last failure after its attempts run out', async () => {
    const h = await hook([500]);
    server = h.server;
    await expect(deployHookJob(h.url, 3, 10)()).rejects.toThrow(/answered 500/);
    expect(h.calls()).toBe(3);
  });

  it('reports an unreachable hook', async () => {
    await expect(deployHookJob('http://127.0.0.1:9/deploy', 2, 10)()).rejects.toThrow(/could not be reached/);
  });
});
