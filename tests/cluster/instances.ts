import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { freePort, ROOT } from '../support/server.ts';

export { ROOT };
export { NGINX, startNginx } from '../support/nginx.ts';
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * How deploy/isp-site@.service starts a server: its Environment= lines (with %i the port) and its
 * ExecStart= command. The tests start every instance this way, so the unit is what they run.
 */
export function systemdUnit() {
  const text = readFileSync(join(ROOT, 'deploy/isp-site@.service'), 'utf8');
  const lines = text.split('\n').map((l) => l.trim());
  const environment = lines.filter((l) => l.startsWith('Environment=')).map((l) => l.slice('Environment='.length));
  const execStart = lines
    .find((l) => l.startsWith('ExecStart='))!
    .slice('ExecStart='.length)
    .split(/\s+/);
  return {
    text,
    env(port: number) {
      return Object.fromEntries(
        environment
          .map((e) => e.replaceAll('%i', String(port)))
          .map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]),
      );
    },
    /** the arguments after the node binary */
    args: execStart.slice(1),
    node: execStart[0],
  };
}

export const HAS_SYSTEMD = spawnSync('systemd-analyze', ['--version']).status === 0;

/** `systemd-analyze verify` of the unit, as an instance for port 4321: its complaints, or ''. */
export function verifyUnit(dir: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'isp-site@.service'), systemdUnit().text);
  const r = spawnSync('systemd-analyze', ['verify', 'isp-site@4321.service'], { cwd: dir, encoding: 'utf8' });
  return `${r.stdout}${r.stderr}`.trim() + (r.status === 0 ? '' : ` (exit ${r.status})`);
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  proc: ChildProcess;
  log: () => string;
  health(): Promise<{ status: string; site: { version: string | null } }>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `npm start` as the systemd unit would, with the test's database and folders. */
export async function startInstance(name: string, env: Record<string, string>, siteRoot: string): Promise<Instance> {
  const port = await freePort();
  const unit = systemdUnit();
  const unitEnv = unit.env(port);
  unitEnv.SITE_DIR = unitEnv.SITE_DIR.replace('/var/lib/isp-site', siteRoot);
  let log = '';
  const proc = spawn(process.execPath, unit.args, {
    cwd: ROOT,
    env: { ...process.env, ...unitEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => (log = (log + d.toString()).slice(-20_000));
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const health = async () => (await fetch(`${url}/api/health`)).json();
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`${name} exited: ${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${name} did not start: ${log}`);
    await sleep(100);
  }
  return {
    name,
    port,
    url,
    proc,
    log: () => log,
    health,
    kill: (signal = 'SIGTERM') =>
      new Promise((done) => {
        if (proc.exitCode !== null || proc.signalCode) return done();
        proc.once('exit', () => done());
        proc.kill(signal);
      }),
  };
}

/** A request from a chosen loopback address (127.0.0.x), as a visitor at that address would send it. */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((done, fail) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end(init.body);
  });
}
