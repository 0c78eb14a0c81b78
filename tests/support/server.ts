import type { PublishStatus } from '../../src/lib/publish-status.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  port: number;
  proc: ChildProcess;
  output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** The checkout's root: the server is started from here wherever the caller runs. */
export const ROOT = resolve(import.meta.dirname, '..', '..');
/** How much of the server's output is kept for messages (a bench's builds print a lot). */
const OUTPUT_KEPT = 1_000_000;

/**
 * Starts the real server (`node src/server/main.ts`) on a free loopback port and waits until
 * /api/health answers. Without a word from `env` it publishes nothing and seeds no demo content.
 * A server that exits fails the start at once; one that neither exits nor answers fails after
 * `timeoutMs` (two minutes: seeding the demo took over 30 s of a loaded machine's time).
 */
export async function startServer(
  env: Record<string, string>,
  {
    timeoutMs = 120_000,
    launcher = [],
  }: { timeoutMs?: number /** a command the server runs under */; launcher?: string[] } = {},
): Promise<RunningServer> {
  const port = await freePort();
  let log = '';
  const [command, ...args] = [...launcher, process.execPath, join(ROOT, 'src/server/main.ts')];
  const proc = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLISH: 'off',
      SEED_DEMO: 'false',
      LOG_LOGINS: 'false',
      ASTRO_TELEMETRY_DISABLED: '1',
      // new password hashes at a test's cost, not production's (README: PASSWORD_HASH_COST)
      PASSWORD_HASH_COST: '10',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}) before listening: ${log}`);
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`server did not start: ${log}`);
    }
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    proc,
    output: () => log,
    kill: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (proc.exitCode !== null || proc.signalCode) return resolve();
        proc.once('exit', () => resolve());
        proc.kill(signal);
      }),
  };
}

export async function adminToken(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/**
 * Waits until the server has published after `after` (an ISO time) and is idle; a failed publish throws.
 * It waits on the publisher's own state, not on a clock: however long a build takes on a loaded machine
 * while the server says it is queued or building (the test's timeout bounds that), but it fails at once
 * when the server stops, and when it stays idle for `idleMs` with nothing published after `after`.
 */
export async function publishedAfter(
  server: RunningServer,
  token: string,
  after: string,
  { idleMs = 30_000 } = {},
): Promise<PublishStatus> {
  let idleSince: number | undefined;
  for (;;) {
    if (server.proc.exitCode !== null || server.proc.signalCode)
      throw new Error(`the server stopped before publishing: ${server.output().slice(-2000)}`);
    const s: PublishStatus = await (
      await fetch(`${server.url}/api/publish`, { headers: { 'x-auth-token': token } })
    ).json();
    if (s.state === 'failed') throw new Error(`publish failed: ${s.lastError}`);
    if (s.state === 'idle' && (s.lastSuccessAt ?? '') > after) return s;
    idleSince = s.state === 'idle' ? (idleSince ?? Date.now()) : undefined;
    if (idleSince !== undefined && Date.now() - idleSince > idleMs)
      throw new Error(`no publish after ${after}, the server idle for ${idleMs} ms: ${server.output().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
