import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { testConfig, type Config } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/index.ts';
import { seed } from '../../src/server/demo/seed.ts';
import { scratchSchema } from '../support/postgres.ts';

export const ADMIN = { email: 'admin@example.com', password: 'correct horse battery' };

export interface TestContext {
  kind: 'sqlite' | 'postgres';
  database: Database;
  app: Awaited<ReturnType<typeof createApp>>['app'];
  token: string;
  published: string[];
  /** the app's notification outbox: `notifier.drained()` before saying no more mail came */
  notifier: Awaited<ReturnType<typeof createApp>>['notifier'];
  /** a request to the app (no socket), with the admin token unless `token: null` */
  call(
    method: string,
    path: string,
    options?: {
      json?: unknown;
      form?: FormData;
      body?: BodyInit;
      headers?: Record<string, string>;
      token?: string | null;
    },
  ): Promise<Response>;
}

// Every API test runs on every database, as Kysely's own tests do: SQLite always, PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it). TEST_DIALECT narrows the run to one.
export const DIALECTS = (['sqlite', 'postgres'] as const).filter(
  (d) =>
    (d === 'sqlite' || process.env.TEST_DATABASE_URL) && (!process.env.TEST_DIALECT || process.env.TEST_DIALECT === d),
);

/**
 * Where the in-process tests' SQLite files live: in memory (/dev/shm) where the machine has it. The
 * file is a real SQLite file all the same, opened as the server opens it; only its flushes to disk
 * (synchronous = FULL, one per commit) cost nothing there, where on a busy disk they were half of an
 * API test's time. The servers the tests start keep their files where each test puts them.
 */
const SQLITE_DIR = statSync('/dev/shm', { throwIfNoEntry: false })?.isDirectory() ? '/dev/shm' : tmpdir();

export async function openTestDatabase(
  kind: 'sqlite' | 'postgres',
): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(SQLITE_DIR, 'isp-api-'));
    const database = await openDatabase(`file:${join(dir, 'test.db')}`);
    return {
      database,
      cleanup: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await scratchSchema('t');
  const database = await openDatabase(scratch.url);
  return {
    database,
    cleanup: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** Declares the suite once per database, with a fresh database, app and signed-in admin. */
export function forEachDatabase(
  name: string,
  body: (ctx: TestContext) => void,
  configOverrides: Partial<Config> = {},
  /** the app's clock, when the test keeps its own */
  { now }: { now?: () => Date } = {},
) {
  for (const kind of DIALECTS) {
    describe(`${name} [${kind}]`, () => {
      const ctx = { kind, published: [] as string[] } as TestContext;
      let cleanup = async () => {};
      beforeAll(async () => {
        const opened = await openTestDatabase(kind);
        cleanup = opened.cleanup;
        ctx.database = opened.database;
        const config = testConfig({
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          SEED_DEMO: false,
          LOG_LOGINS: false,
          SUBMIT_MAX_PER_MINUTE: 1000,
          SUBMIT_MAX_PER_DAY: 1_000_000,
          ...configOverrides,
        });
        await seed(ctx.database.db, config);
        const publisher = {
          schedule: (reason: string) => void ctx.published.push(reason),
          status: () => ({
            state: 'idle' as const,
            lastSuccessAt: null,
            lastDurationMs: null,
            lastError: null,
            reason: null,
            warnings: [],
          }),
          idle: async () => {},
        };
        const created = await createApp({ database: ctx.database, config, publisher, now });
        ctx.app = created.app;
        ctx.notifier = created.notifier;
        const closeDatabase = cleanup;
        cleanup = async () => {
          await created.notifier.stop();
          await closeDatabase();
        };
        ctx.call = async (method, path, options = {}) => {
          const headers: Record<string, string> = { ...options.headers };
          const token = options.token === undefined ? ctx.token : options.token;
          if (token) headers['x-auth-token'] = token;
          let body: BodyInit | undefined = options.body;
          if (options.json !== undefined) {
            headers['content-type'] ??= 'application/json';
            body = JSON.stringify(options.json);
          }
          if (options.form) body = options.form;
          // A stream is sent as it is read (a request body Node must be told is half-duplex).
          const duplex = body instanceof ReadableStream ? { duplex: 'half' } : {};
          return ctx.app.request(path, { method, headers, body, ...duplex } as RequestInit);
        };
        const res = await ctx.call('POST', '/api/users/login', { json: ADMIN, token: null });
        ctx.token = (await res.json()).token;
      });
      afterAll(() => cleanup());
      body(ctx);
    });
  }
}

/** Builds a multipart form from fields and an optional image. */
export function form(fields: Record<string, string>, image?: { bytes: Uint8Array; name?: string; type?: string }) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  if (image)
    fd.set(
      'image',
      new File([image.bytes as Uint8Array<ArrayBuffer>], image.name ?? 'photo.png', {
        type: image.type ?? 'image/png',
      }),
    );
  return fd;
}
