import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { testConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/index.ts';
import { inSchema, scratchSchema } from '../support/postgres.ts';
import { freePort } from '../support/server.ts';

/** A TCP proxy in front of PostgreSQL that can be cut and restored, to play an outage. */
function outageProxy(target: URL, port: number) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  return {
    up: () =>
      new Promise<void>((resolve) => {
        if (server?.listening) return resolve();
        server = createServer((client) => {
          const upstream = connect(Number(target.port || 5432), target.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('close', () => sockets.delete(s));
            s.on('error', () => s.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    down: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.listening ? server.close(() => resolve()) : resolve();
      }),
  };
}

const url = process.env.TEST_DATABASE_URL;

// Runs where a PostgreSQL server is available (CI sets TEST_DATABASE_URL).
describe.runIf(url)('PostgreSQL outage', () => {
  let proxy: ReturnType<typeof outageProxy>;
  let database: Database;
  let app: Awaited<ReturnType<typeof createApp>>['app'];
  let scratch: Awaited<ReturnType<typeof scratchSchema>>;

  beforeAll(async () => {
    const target = new URL(url!);
    scratch = await scratchSchema('t', url);
    const port = await freePort();
    proxy = outageProxy(target, port);
    await proxy.up();
    const proxied = new URL(url!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(port);
    database = await openDatabase(inSchema(String(proxied), scratch.schema));
    app = (await createApp({ database, config: testConfig({ SEED_DEMO: false, LOG_LOGINS: false }) })).app;
  });

  afterAll(async () => {
    await database?.close();
    await scratch.drop();
    await proxy.down();
  });

  it('answers 503 { message } quickly while the database is unreachable, and recovers by itself', async () => {
    expect((await app.request('/api/plan')).status).toBe(200);
    await proxy.down();

    const started = Date.now();
    const res = await app.request('/api/plan');
    expect(res.status).toBe(503);
    expect((await res.json()).message).toMatch(/database/i);
    expect(Date.now() - started).toBeLessThan(5000);
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    const submit = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A', email: 'a@b.co', msg: 'hi' }),
    });
    expect(submit.status).toBe(503);

    await proxy.up();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await app.request('/api/plan')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await app.request('/api/health')).status).toBe(200);
  }, 60_000);
});
