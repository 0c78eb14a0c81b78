// Helpers shared by `npm run bench` and `npm run audit`: start the real server (`src/server/main.ts`)
// on a free loopback port with a fresh temporary database and site folder, sign in, and wait for
// the publisher. Nothing here touches ./data. Starting the server is the test suites' own
// (tests/support/server.ts), so the bench and the tests start it one way.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startServer as startServerAt } from '../../tests/support/server.ts';

export { ROOT };
export const ADMIN_EMAIL = 'bench@example.com';
export const ADMIN_PASSWORD = 'bench-password-123';

import type { PublishStatus } from '../../src/lib/publish-status.ts';

export type { PublishStatus };

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh temporary folder holding the database file and the site builds. */
export function tempWorkspace(label: string) {
  const dir = mkdtempSync(join(tmpdir(), `isp-${label}-`));
  return {
    dir,
    databaseUrl: `file:${join(dir, 'site.db')}`,
    siteDir: join(dir, 'site'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface RunningServer {
  base: string;
  port: number;
  child: ChildProcess;
  token: string;
  siteDir: string;
  log: () => string;
  status(): Promise<PublishStatus>;
  /** Waits until the publisher is idle with a success newer than `after` (ISO time), or fails. */
  waitForBuild(after: string | null, timeoutMs: number): Promise<PublishStatus>;
  /** The folder of the live build (SITE_DIR/current.json). */
  currentBuildDir(): string;
  stop(): Promise<void>;
}

/**
 * Starts `node src/server/main.ts` with its own database and site folder, waits until it listens,
 * signs in as the admin. `extraEnv` overrides anything (rate limits, debounce...).
 */
export async function startServer(opts: {
  databaseUrl: string;
  siteDir: string;
  extraEnv?: Record<string, string>;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const server = await startServerAt(
    {
      DATABASE_URL: opts.databaseUrl,
      SITE_DIR: opts.siteDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // The bench measures the demo site's publishing, unless a step says otherwise.
      PUBLISH: 'on',
      SEED_DEMO: 'true',
      ...opts.extraEnv,
    },
    { timeoutMs: opts.timeoutMs },
  );
  const { url: base, port, proc: child, output: log } = server;

  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Admin sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };

  const status = async (): Promise<PublishStatus> => {
    const res = await fetch(`${base}/api/publish`, { headers: { 'x-auth-token': token } });
    if (!res.ok) throw new Error(`GET /api/publish answered ${res.status}`);
    return (await res.json()) as PublishStatus;
  };

  return {
    base,
    port,
    child,
    token,
    siteDir: opts.siteDir,
    log,
    status,
    async waitForBuild(after, timeoutMs) {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        const s = await status();
        if (s.state === 'failed') throw new Error(`The site build failed: ${s.lastError}`);
        if (s.state === 'idle' && s.lastSuccessAt && (!after || s.lastSuccessAt > after)) return s;
        await sleep(200);
      }
      throw new Error(`No finished build within ${Math.round(timeoutMs / 1000)} s:\n${log().slice(-3000)}`);
    },
    currentBuildDir() {
      return JSON.parse(readFileSync(join(opts.siteDir, 'current.json'), 'utf8')).dir as string;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode) return;
      const done = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await done;
      clearTimeout(timer);
    },
  };
}

/** Authenticated JSON request against a running server. */
export async function api(
  server: RunningServer,
  method: string,
  path: string,
  body?: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: each caller reads the fields of the endpoint it asked
): Promise<{ status: number; json: any }> {
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-auth-token': server.token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}
