import { randomBytes } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { stringify } from 'csv-stringify/sync';
import { CSV_FORMAT } from '../leads/csv-export.ts';
import type { StaffResult } from '../../lib/speedtest-stats.ts';
import { nepalTimestamp } from '../../lib/format-date.ts';
import { SPEEDTEST_CHUNK_MAX, type SharedResult, speedtestResultSchema } from '../../lib/speedtest.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { clientAddress, clientKey } from '../guards/public-create.ts';
import { rateLimiter } from '../guards/rate-limit.ts';
import { limitBody, parse, readInput } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { listedArea } from '../coverage/listed-area.ts';
import { groupWrite } from '../storage/group-commit.ts';
import { networkOf } from './network.ts';
import { transferSlots } from './transfers.ts';

export interface SpeedtestDeps {
  db: Db;
  trustProxy: boolean;
  /** transfers one address may start per minute */
  perMinute: number;
  /** transfers running at once, from everyone */
  maxStreams: number;
  /** transfers one client runs at once (the browser's test runs 4 streams) */
  streamsPerClient: number;
  /** bytes one client may move per minute, both ways together */
  bytesPerMinute: number;
  /** a transfer that moves nothing for this long is ended */
  stallMs: number;
  /** results older than this many days are deleted */
  keepDays: number;
  /** results one address may store per minute */
  resultsPerMinute: number;
  now?: () => Date;
}

/** 1 MiB of random bytes, sent over and over: no compressor along the way can shrink it. */
const NOISE = randomBytes(1024 * 1024);
const SLICE = 64 * 1024;
const DAY = 86_400_000;
const ID_CHARS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const shortId = () => [...randomBytes(8)].map((b) => ID_CHARS[b % ID_CHARS.length]).join('');

/**
 * The speed test (issue 32): `GET /ping` answers at once, `GET /download?bytes=N` streams N
 * incompressible bytes, `POST /upload` reads and discards; each transfer is at most 25 MB,
 * counted against the address's per-minute limit, and the server runs at most `maxStreams` at
 * once. `POST /result` stores a result under a short id anyone may open (`GET /result/{id}`);
 * staff list and export them.
 */
export function speedtestRoutes(deps: SpeedtestDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const transfers = rateLimiter(db, 'speedtest', deps.perMinute, 60_000);
  // Pings are counted in memory: a database write would add its own milliseconds to the latency
  // being measured. Each server counts its own; a ping moves no data worth sharing a count for.
  const pings = memoryLimit(deps.perMinute * 5, 60_000);
  const results = rateLimiter(db, 'speedtest-result', deps.resultsPerMinute, 60_000);
  const slots = transferSlots({
    maxStreams: deps.maxStreams,
    perClient: deps.streamsPerClient,
    bytesPerMinute: deps.bytesPerMinute,
    stallMs: deps.stallMs,
  });
  const app = new Hono<AuthEnv>();
  // No Content-Encoding at all: the bytes are sent as they are (`no-transform` keeps proxies off them).
  const noStore = { 'Cache-Control': 'no-store, no-transform' };

  const limited = async (c: Context, limiter: ReturnType<typeof rateLimiter>) => {
    const wait = await groupWrite(db)((d) => limiter.takeIn(d, clientKey(c, deps.trustProxy)));
    if (wait > 0)
      throw new ApiError(429, `Too many speed-test requests. Please try again in ${wait} seconds.`, undefined, {
        'Retry-After': String(wait),
      });
  };
  /** Starts a transfer; it ends (its slot given back) however the request ends, the client leaving included. */
  const start = (c: Context, bytes: number, onStall: () => void) => {
    const transfer = slots.start(clientKey(c, deps.trustProxy), bytes, onStall);
    c.req.raw.signal.addEventListener('abort', transfer.end, { once: true });
    return transfer;
  };

  app.get('/ping', (c) => {
    const wait = pings(clientKey(c, deps.trustProxy));
    if (wait > 0)
      throw new ApiError(429, `Too many speed-test requests. Please try again in ${wait} seconds.`, undefined, {
        'Retry-After': String(wait),
      });
    return c.body(null, 204, noStore);
  });

  app.get('/download', async (c) => {
    const bytes = Number(c.req.query('bytes') ?? SPEEDTEST_CHUNK_MAX);
    if (!Number.isInteger(bytes) || bytes < 1 || bytes > SPEEDTEST_CHUNK_MAX)
      throw new ApiError(400, `bytes must be a whole number from 1 to ${SPEEDTEST_CHUNK_MAX}`);
    const headers = { ...noStore, 'Content-Type': 'application/octet-stream', 'Content-Length': String(bytes) };
    // A HEAD moves nothing: it takes no slot and counts nothing (Hono answers it from this GET route).
    if (c.req.raw.method === 'HEAD') return c.body(null, 200, headers);
    await limited(c, transfers);
    let sent = 0;
    let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
    // A client that stops reading is cut off: the connection is closed, the slot given back.
    // (The adapter waits for the socket to drain before it reads on, so the socket itself is closed.)
    const transfer = start(c, bytes, () => {
      stream?.error(new Error('speed-test download stalled'));
      (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.destroy();
    });
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          stream = controller;
        },
        pull(controller) {
          const at = sent % NOISE.length;
          const size = Math.min(SLICE, bytes - sent, NOISE.length - at);
          controller.enqueue(new Uint8Array(NOISE.buffer, NOISE.byteOffset + at, size));
          sent += size;
          transfer.moved(size);
          if (sent >= bytes) {
            controller.close();
            transfer.end();
          }
        },
        cancel: transfer.end,
      },
      { highWaterMark: 0 },
    );
    return c.body(body, 200, headers);
  });

  app.post('/upload', async (c) => {
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > SPEEDTEST_CHUNK_MAX) throw new ApiError(413, 'At most 25 MB per upload');
    await limited(c, transfers);
    let received = 0;
    let stalled = false;
    const reader = c.req.raw.body?.getReader();
    // Reserved from the client's budget: what it declares, or the most an upload may be.
    const transfer = start(c, declared > 0 ? declared : SPEEDTEST_CHUNK_MAX, () => {
      stalled = true;
      reader?.cancel().catch(() => {});
    });
    try {
      for (;;) {
        const chunk = reader && (await reader.read());
        if (!chunk || chunk.done) break;
        received += chunk.value.byteLength;
        transfer.moved(chunk.value.byteLength);
        if (received > SPEEDTEST_CHUNK_MAX) {
          await reader.cancel();
          throw new ApiError(413, 'At most 25 MB per upload');
        }
      }
    } finally {
      transfer.end();
    }
    if (stalled) throw new ApiError(408, 'The upload stopped. Please try again.', undefined, { Connection: 'close' });
    return c.json({ bytes: received }, 200, noStore);
  });

  app.post('/result', limitBody(), async (c) => {
    await limited(c, results);
    const values = parse(speedtestResultSchema, await readInput(c));
    const area = values.area ? await listedArea(db, values.area) : '';
    const at = now();
    const row = {
      id: shortId(),
      createdAt: at.toISOString(),
      download: round(values.download, 2),
      upload: round(values.upload, 2),
      latency: round(values.latency, 1),
      jitter: round(values.jitter, 1),
      area,
      network: networkOf(clientAddress(c, deps.trustProxy)),
      browser: (c.req.header('user-agent') ?? '').slice(0, 200),
    };
    await db.insertInto('speedtest').values(row).execute();
    // Results past their keeping time go as new ones come.
    await db
      .deleteFrom('speedtest')
      .where('createdAt', '<', new Date(at.getTime() - deps.keepDays * DAY).toISOString())
      .execute();
    return c.json(shared(row), 201);
  });

  app.get('/result/export.csv', async (c) => {
    const rows = await adminRows(db, c.req.query('area'));
    const csv = stringify(
      rows.map((r) => ({ ...r, createdAt: nepalTimestamp(r.createdAt) })),
      {
        ...CSV_FORMAT,
        columns: [
          { key: 'createdAt', header: 'Tested' },
          { key: 'id', header: 'Result' },
          { key: 'area', header: 'Area' },
          { key: 'download', header: 'Download (Mbps)' },
          { key: 'upload', header: 'Upload (Mbps)' },
          { key: 'latency', header: 'Latency (ms)' },
          { key: 'jitter', header: 'Jitter (ms)' },
          { key: 'network', header: 'Network' },
          { key: 'browser', header: 'Browser' },
        ],
      },
    );
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="speed-tests-${at(now())}.csv"`,
    });
  });

  app.get('/result', async (c) => c.json(await adminRows(db, c.req.query('area'))));

  app.get('/result/:id{[A-Za-z0-9]{8}}', async (c) => {
    const row = await db.selectFrom('speedtest').selectAll().where('id', '=', c.req.param('id')).executeTakeFirst();
    if (!row) throw new ApiError(404, 'No speed test with that id');
    return c.json(shared(row));
  });

  return app;
}

/** A fixed-window count per key in this process; seconds to wait once past `max`, else 0. */
function memoryLimit(max: number, windowMs: number) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (key: string) => {
    const t = Date.now();
    if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
    const w = windows.get(key);
    if (!w || w.resetAt <= t) {
      windows.set(key, { count: 1, resetAt: t + windowMs });
      return 0;
    }
    w.count++;
    return w.count > max ? Math.ceil((w.resetAt - t) / 1000) : 0;
  };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const at = (d: Date) => d.toISOString().slice(0, 10);

/** What anyone with the id sees: the figures, when and where; not the network or the browser. */
const shared = (r: SharedResult): SharedResult => ({
  id: r.id,
  createdAt: r.createdAt,
  download: Number(r.download),
  upload: Number(r.upload),
  latency: Number(r.latency),
  jitter: Number(r.jitter),
  area: r.area,
});

/** The staff's view: every kept result, newest first, of one area when asked. */
async function adminRows(db: Db, area?: string): Promise<StaffResult[]> {
  let query = db.selectFrom('speedtest').selectAll().orderBy('createdAt', 'desc');
  if (area) query = query.where('area', '=', area);
  const rows = await query.limit(10_000).execute();
  return rows.map(({ seq: _seq, ...r }) => ({
    ...r,
    download: Number(r.download),
    upload: Number(r.upload),
    latency: Number(r.latency),
    jitter: Number(r.jitter),
  }));
}
