import { DatabaseSync } from 'node:sqlite';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSiteDump } from '../../scripts/lib/postgres-dump.ts';
import { scratchSchema } from '../support/postgres.ts';
import { adminToken, ROOT, startServer } from '../support/server.ts';

const ADMIN = { email: 'admin@example.com', password: 'durability-test-pw' };

describe('durability and load (the real server, SQLite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'isp-durable-'));
  const env = {
    DATABASE_URL: `file:${join(dir, 'site.db')}`,
    SITE_DIR: join(dir, 'site'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SUBMIT_MAX_PER_MINUTE: '100000',
    SUBMIT_MAX_PER_DAY: '1000000',
    DUPLICATE_WINDOW_SECONDS: '0',
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loses no acknowledged submission when the server is killed with SIGKILL mid-stream', async () => {
    const server = await startServer(env);
    const acknowledged: string[] = [];
    let stop = false;
    // Eight concurrent senders, each sending until the server dies under them.
    const sender = async (n: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const res = await fetch(`${server.url}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Sender ${n}`, email: 'd@example.com', msg: `message ${n}-${i}` }),
          });
          if (res.status === 201) acknowledged.push((await res.json())._id);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const senders = Array.from({ length: 8 }, (_, n) => sender(n));
    // Killed mid-stream once enough are acknowledged (1.5 s was too few on a loaded machine).
    for (let waited = 0; acknowledged.length <= 60 && waited < 30_000; waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    await server.kill('SIGKILL');
    stop = true;
    await Promise.all(senders);
    expect(acknowledged.length).toBeGreaterThan(50);

    const restarted = await startServer(env);
    try {
      const token = await adminToken(restarted.url, ADMIN.email, ADMIN.password);
      const stored = await (await fetch(`${restarted.url}/api/contact`, { headers: { 'x-auth-token': token } })).json();
      const ids = new Set(stored.map((r: { _id: string }) => r._id));
      const lost = acknowledged.filter((id) => !ids.has(id));
      expect(lost).toEqual([]);
    } finally {
      await restarted.kill();
    }
  }, 90_000);

  it('takes 500 concurrent visitor submissions: no 5xx, and every 2xx is in the database', async () => {
    const server = await startServer(env);
    try {
      const results = await Promise.all(
        Array.from({ length: 500 }, async (_, i) => {
          const res = await fetch(`${server.url}/api/booking`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              customerName: `Load ${i}`,
              address: 'Biratnagar',
              contact: `98${String(i).padStart(8, '0')}`,
            }),
          });
          return { status: res.status, id: res.status === 201 ? (await res.json())._id : undefined };
        }),
      );
      expect(results.filter((r) => r.status >= 500)).toEqual([]);
      const created = results.filter((r) => r.status === 201).map((r) => r.id);
      expect(created.length).toBe(500);
      const token = await adminToken(server.url, ADMIN.email, ADMIN.password);
      const stored = new Set(
        (await (await fetch(`${server.url}/api/booking`, { headers: { 'x-auth-token': token } })).json()).map(
          (r: { _id: string }) => r._id,
        ),
      );
      expect(created.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await server.kill();
    }
  }, 90_000);

  it('shuts down gracefully on SIGTERM: every request in flight is answered and stored, none dropped', async () => {
    const server = await startServer(env);
    const COUNT = 20;
    // Each body is sent in two halves, the second only after SIGTERM: all are surely in flight.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const inFlight = Array.from({ length: COUNT }, (_, i) => {
      const json = JSON.stringify({ name: 'T', email: 't@example.com', msg: `term ${i}` });
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(json.slice(0, 10)));
          await released;
          controller.enqueue(new TextEncoder().encode(json.slice(10)));
          controller.close();
        },
      });
      return fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit).then((r) => r.status);
    });
    await new Promise((r) => setTimeout(r, 1000)); // the server has them all
    const exited = server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    release();
    const statuses = await Promise.allSettled(inFlight);
    await exited;
    expect(server.proc.exitCode).toBe(0);
    expect(statuses.map((s) => (s.status === 'fulfilled' ? s.value : String(s.reason)))).toEqual(
      Array(COUNT).fill(201),
    );
    const db = new DatabaseSync(env.DATABASE_URL.slice('file:'.length), { readOnly: true });
    const stored = db.prepare("select count(*) as n from contact where msg like 'term %'").get() as { n: number };
    db.close();
    expect(stored.n).toBe(COUNT);
  }, 60_000);
});

describe('backup and restore', () => {
  it('backs up a running database consistently and restores it', async () => {
    const { execFileSync } = await import('node:child_process');
    const dir = mkdtempSync(join(tmpdir(), 'isp-backup-'));
    const env = {
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      SITE_DIR: join(dir, 'site'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const server = await startServer(env);
    try {
      const post = (msg: string) =>
        fetch(`${server.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'B', email: 'b@example.com', msg }),
        });
      expect((await post('before backup')).status).toBe(201);
      const file = join(dir, 'backup.db');
      execFileSync(process.execPath, ['scripts/backup.ts', file], { env: { ...process.env, ...env } });
      expect((await post('after backup')).status).toBe(201);
      await server.kill();
      execFileSync(process.execPath, ['scripts/restore.ts', file], { env: { ...process.env, ...env } });
      expect(await messagesAfterRestart(env)).toEqual(['before backup']);
    } finally {
      await server.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

// Runs where a PostgreSQL server is available (CI sets TEST_DATABASE_URL); the site in a schema of its own.
describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL', () => {
  it('backs up a running database with pg_dump and restores it with pg_restore, keeping the replaced one', async () => {
    const scratch = await scratchSchema('backup');
    const dir = mkdtempSync(join(tmpdir(), 'isp-backup-pg-'));
    const env = {
      DATABASE_URL: scratch.url,
      SITE_DIR: join(dir, 'site'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // As an operator runs them: from the install's folder, into its backups/.
    const run = (script: string, ...args: string[]) =>
      spawnSync(process.execPath, [join(ROOT, 'scripts', script), ...args], {
        cwd: dir,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
    const server = await startServer(env);
    try {
      const post = (msg: string) =>
        fetch(`${server.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'B', email: 'b@example.com', msg }),
        });
      expect((await post('before backup')).status).toBe(201);
      const backup = run('backup.ts');
      expect(backup.status, backup.stderr).toBe(0);
      const [file] = readdirSync(join(dir, 'backups'));
      expect(file).toMatch(/^site-[\dTZ-]+\.dump$/);
      expect(isSiteDump(join(dir, 'backups', file))).toBe(true);
      expect((await post('after backup')).status).toBe(201);
      await server.kill();

      const refused = run('restore.ts', join(ROOT, 'package.json'));
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('is not a usable backup');
      const restore = run('restore.ts', join('backups', file));
      expect(restore.status, restore.stderr).toBe(0);
      const kept = readdirSync(join(dir, 'backups')).find((f) => f.endsWith('.before-restore.dump'));
      expect(kept && isSiteDump(join(dir, 'backups', kept))).toBe(true);

      expect(await messagesAfterRestart(env)).toEqual(['before backup']);
    } finally {
      await server.kill();
      await scratch.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** The contact messages a server started afresh on `env` holds (after a restore). */
async function messagesAfterRestart(env: Record<string, string>): Promise<string[]> {
  const restarted = await startServer(env);
  try {
    const token = await adminToken(restarted.url, ADMIN.email, ADMIN.password);
    const res = await fetch(`${restarted.url}/api/contact`, { headers: { 'x-auth-token': token } });
    return ((await res.json()) as { msg: string }[]).map((m) => m.msg);
  } finally {
    await restarted.kill();
  }
}
