import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, publishedAfter, ROOT, startServer, type RunningServer } from '../../support/server.ts';

// deploy/isp-site@.service runs the server with ProtectSystem=strict: the checkout is read-only and
// the server writes only under its data directory (SITE_DIR, /var/lib/isp-site). Here the server
// runs in a mount namespace where the checkout is a read-only bind mount of itself (unshare, no root
// needed where user namespaces are allowed), with SITE_DIR on /dev/shm, another mount than the
// checkout's, as /var/lib may be: it starts, publishes the site and publishes an edit.
const READ_ONLY = 'mount --bind "$0" "$0" && mount -o remount,ro,bind "$0" "$0" && cd "$0" && ';
const probe = spawnSync('unshare', ['-rm', 'sh', '-c', `${READ_ONLY}! touch .read-only-probe 2>/dev/null`, ROOT]);
const canMount = probe.status === 0;
const shm = statSync('/dev/shm', { throwIfNoEntry: false })?.isDirectory() ? '/dev/shm' : tmpdir();
const ADMIN = { email: 'readonly@example.com', password: 'read-only-checkout' };

/** The server in its own data folder (on /dev/shm) with the checkout read-only; `env` adds to its settings. */
/**
 * Every cache under SITE_DIR, as the unit has it (not the test servers' shared one, which is in the
 * checkout). The words' shapes the other servers made are copied in: shaping is not what is tested
 * here, and what the server adds to them must still be written under SITE_DIR.
 */
function readOnlyServer(dir: string, env: Record<string, string> = {}) {
  const shared = join(process.env.SHARED_CACHE_DIR ?? '', 'first-faces');
  if (process.env.SHARED_CACHE_DIR && existsSync(shared))
    cpSync(shared, join(dir, 'site', 'cache', 'first-faces'), { recursive: true });
  return startServer(
    {
      PUBLISH: 'on',
      SHARED_CACHE_DIR: '',
      SITE_DIR: join(dir, 'site'),
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    { launcher: ['unshare', '-rm', 'sh', '-c', `${READ_ONLY}exec "$@"`, ROOT], timeoutMs: 60_000 },
  );
}

describe.skipIf(!canMount)('the server on a read-only checkout, as the systemd unit runs it', () => {
  let server: RunningServer;
  let dir: string;
  let token: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(shm, 'isp-read-only-'));
    server = await readOnlyServer(dir, { PUBLISH_DEBOUNCE_MS: '100' });
    token = await adminToken(server.url, ADMIN.email, ADMIN.password);
  }, 90_000);

  afterAll(async () => {
    await server?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('builds and serves the site, then publishes an edit, writing only under SITE_DIR', async () => {
    const first = await publishedAfter(server, token, '');
    expect(first.lastError ?? null, server.output()).toBeNull();
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');

    const before = new Date().toISOString();
    const faq = await fetch(`${server.url}/api/faq`, {
      method: 'POST',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'Is the checkout read-only?', answer: 'Yes, as the unit makes it.' }),
    });
    expect(faq.status, await faq.clone().text()).toBe(201);
    await publishedAfter(server, token, before);
    expect(await (await fetch(`${server.url}/faq`)).text()).toContain('Is the checkout read-only?');
    expect(server.output()).not.toMatch(/EROFS|ENOENT|EXDEV/);
  }, 400_000);
});

// ASTRO_BUILD_PROCESS=spawn builds in a process of its own for each publish (build-once.ts): it too
// writes nothing in the checkout (`astro build` wrote the checkout's .astro in its sync step).
describe.skipIf(!canMount)('the spawned build on a read-only checkout', () => {
  let server: RunningServer;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(shm, 'isp-read-only-spawn-'));
    server = await readOnlyServer(dir, { ASTRO_BUILD_PROCESS: 'spawn' });
  }, 90_000);

  afterAll(async () => {
    await server?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('builds and serves the site', async () => {
    const token = await adminToken(server.url, ADMIN.email, ADMIN.password);
    const first = await publishedAfter(server, token, '');
    expect(first.lastError ?? null, server.output()).toBeNull();
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect(server.output()).not.toMatch(/EROFS|ENOENT|EXDEV/);
  }, 400_000);
});
