import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipOutsideCi } from '../support/ci.ts';
import { adminToken, freePort } from '../support/server.ts';

// What an operator runs: `npm start` reads .env (the environment wins), `npm run reset-password`
// is the way back from a lost password, and an old Node says which version is needed.
const START = resolve('src/server/start.js');
const RUN = resolve('scripts/run.js');
const RESET = resolve('scripts/reset-password.ts');

/** The test runner's environment without the variables these tests set through .env. */
function baseEnv(extra: Record<string, string> = {}) {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const key of [
    'PORT',
    'HOST',
    'DATABASE_URL',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'ADMIN_NAME',
    'PUBLISH',
    'SEED_DEMO',
    'SITE_DIR',
  ])
    delete env[key];
  return { ...env, ...extra };
}

describe('operating the server', () => {
  let dir: string;
  let url: string;
  let server: ReturnType<typeof spawn>;
  let log = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'isp-operator-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    writeFileSync(
      join(dir, '.env'),
      [
        `PORT=${port}`,
        'HOST=127.0.0.1',
        `DATABASE_URL=file:${join(dir, 'site.db')}`,
        'PUBLISH=off',
        'SEED_DEMO=false',
        'LOG_LOGINS=false',
        'ADMIN_EMAIL=file@example.com',
        'ADMIN_PASSWORD=from-the-env-file',
        'ADMIN_NAME=From The File',
        '',
      ].join('\n'),
    );
    server = spawn(process.execPath, [START], {
      cwd: dir,
      env: baseEnv({ ADMIN_EMAIL: 'env@example.com' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => (log += d));
    server.stderr!.on('data', (d) => (log += d));
    for (let deadline = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 100))) {
      if (server.exitCode !== null) throw new Error(`server exited: ${log}`);
      if (Date.now() > deadline) throw new Error(`server did not start on the .env port: ${log}`);
      if (
        await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
    }
  });

  afterAll(async () => {
    if (server && server.exitCode === null) await new Promise((r) => server.once('exit', r) && server.kill('SIGTERM'));
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads .env at start-up, the environment taking precedence', async () => {
    // PORT, DATABASE_URL, the password and the name came from the file; the email from the environment.
    const res = await fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'env@example.com', password: 'from-the-env-file' }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ email: 'env@example.com', name: 'From The File' });
  });

  // Run without blocking the event loop: a spawnSync longer than the server's keep-alive timeout left
  // this process's pooled connection closed by the server but not yet seen as closed, and the next
  // fetch failed with 'other side closed' (seen in CI on a loaded machine).
  const reset = (...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
      const child = spawn(process.execPath, [RUN, RESET, ...args], { cwd: dir, env: baseEnv() });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('close', (status) => done({ status, stdout, stderr }));
    });

  it('reset-password sets a generated password, printed once, and ends the user’s tokens', async () => {
    const before = await adminToken(url, 'env@example.com', 'from-the-env-file');
    const run = await reset('env@example.com'); // the database comes from .env
    expect(run.status, run.stderr).toBe(0);
    const generated = /New password for env@example\.com: (\S+)/.exec(run.stdout)?.[1];
    expect(generated).toBeTruthy();
    expect((await fetch(`${url}/api/users/verify`, { headers: { 'x-auth-token': before } })).status).toBe(401);
    await adminToken(url, 'env@example.com', generated!);
  });

  it('reset-password sets the password given, and refuses an unknown email or a short password', async () => {
    expect((await reset('ENV@example.com', 'a chosen passphrase')).status).toBe(0);
    await adminToken(url, 'env@example.com', 'a chosen passphrase');
    const unknown = await reset('nobody@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/No admin user has the email nobody@example\.com/);
    const short = await reset('env@example.com', 'short');
    expect(short.status).toBe(1);
    expect(short.stderr).toMatch(/at least 8 characters/);
    await adminToken(url, 'env@example.com', 'a chosen passphrase'); // unchanged
  });

  it('reset-password turns two-factor sign-in off, and says so (issue 30)', async () => {
    const token = await adminToken(url, 'env@example.com', 'a chosen passphrase');
    const call = (path: string, body?: unknown) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const { secret } = await (await call('/api/users/me/2fa')).json();
    const code = new TOTP({ secret, digits: 6, period: 30 }).generate();
    expect((await call('/api/users/me/2fa/confirm', { code })).status).toBe(200);
    const login = () =>
      fetch(`${url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'env@example.com', password: 'a chosen passphrase' }),
      }).then((r) => r.json());
    expect((await login()).twoFactor).toBe(true);
    const run = await reset('env@example.com', 'a chosen passphrase');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Two-factor sign-in has been turned off for this user/);
    const after = await login();
    expect(after.token).toBeTruthy();
    expect(after.twoFactor).toBeUndefined();
    expect((await reset('env@example.com', 'a chosen passphrase')).stdout).toMatch(/had no two-factor sign-in/);
  });
});

// The machines here ship Node 20 at /usr/bin/node (CI too, before it installs Node 24).
const oldNode = ['/usr/bin/node', '/usr/local/bin/node'].find((bin) => {
  const v = spawnSync(bin, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout?.trim();
  return v && Number(v.split('.')[0]) < 22;
});

describe.skipIf(skipOutsideCi(Boolean(oldNode)))('on an older Node', () => {
  beforeAll(() => needs(oldNode, 'a Node older than 22 at /usr/bin/node (Debian’s nodejs; .ci/run starts from it)'));
  it('npm start says which Node is needed instead of ERR_UNKNOWN_FILE_EXTENSION', () => {
    const run = spawnSync(oldNode!, [START], { encoding: 'utf8', env: baseEnv() });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/the server needs Node\.js 24\.15 or later/);
    expect(run.stderr).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION/);
  });
});
