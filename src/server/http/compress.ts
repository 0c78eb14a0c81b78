import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: the client's most preferred of brotli and gzip (brotli on a tie). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (e: Encoding) => weights.get(e) ?? weights.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const).filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a));
  return best;
}

/** Below this a response gains nothing worth the work. */
export const MIN_COMPRESS_BYTES = 1024;
/** Up to this, compressing on the main thread is quicker than a hop to the thread pool. */
const SYNC_MAX_BYTES = 64 * 1024;
const COMPRESSIBLE = /^(application\/(.+\+)?json|text\/)/i;

// Brotli's default quality (11) is meant for files compressed once; 5 is fast enough per request
// and still smaller than gzip.
const brotliOptions = (size: number): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
const gzipOptions: ZlibOptions = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Large bodies are compressed in the thread pool, which also reads the static files: one at a
 * time, so a burst of large answers (eight parallel reads of a 4 MB tracking page held every
 * thread, and `/faq` took 937 ms) leaves the other threads to the files.
 */
export const POOL_COMPRESSIONS_AT_ONCE = 1;
let inPool = 0;
let peak = 0;
const turns: (() => void)[] = [];
/** The most compressions the thread pool held at once (for tests). */
export const poolCompressionPeak = () => peak;

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (inPool >= POOL_COMPRESSIONS_AT_ONCE) await new Promise<void>((resolve) => turns.push(resolve));
  else inPool++;
  peak = Math.max(peak, inPool);
  try {
    return await work();
  } finally {
    const next = turns.shift();
    if (next) next();
    else inPool--;
  }
}

async function encode(body: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  if (body.byteLength <= SYNC_MAX_BYTES)
    return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body.byteLength)) : gzipSync(body, gzipOptions);
  return inTurn(() =>
    encoding === 'br' ? brotliAsync(body, brotliOptions(body.byteLength)) : gzipAsync(body, gzipOptions),
  );
}

/**
 * Compresses JSON and text responses of 1 KB and more for clients that accept brotli or gzip,
 * with an exact Content-Length. Responses the client can't decode, or that are small, pass
 * through untouched (and stay on @hono/node-server's fast path). Images are never routed here.
 */
/**
 * A download (the CSV exports) is streamed as it is made, so it is compressed on the way with
 * gzip, never read whole into memory first.
 */
function compressStream(c: Context, res: Response) {
  if (!/\bgzip\b/i.test(c.req.header('accept-encoding') ?? '')) return;
  const headers = new Headers(res.headers);
  headers.set('Content-Encoding', 'gzip');
  headers.delete('Content-Length');
  c.res = undefined as unknown as Response;
  c.res = new Response(res.body!.pipeThrough(new CompressionStream('gzip')), { status: res.status, headers });
}

export function compress(): MiddlewareHandler {
  return async (c, next) => {
    // Representations differ by Accept-Encoding; said before the handler so the fast path holds.
    c.header('Vary', 'Accept-Encoding', { append: true });
    await next();
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding || c.req.method === 'HEAD') return;
    const res = c.res;
    if (res.status === 204 || res.status === 304 || res.headers.has('content-encoding')) return;
    if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
    if (res.headers.get('content-disposition')?.startsWith('attachment') && res.body) return compressStream(c, res);
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let out: Uint8Array = body;
    if (body.byteLength >= MIN_COMPRESS_BYTES) {
      out = await encode(body, encoding);
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(out.byteLength));
    // Setting c.res over a response would merge the two and turn the body into a stream; clearing
    // it first keeps the new one a plain byte body with its exact length.
    c.res = undefined as unknown as Response;
    c.res = new Response(out as Uint8Array<ArrayBuffer>, { status: res.status, headers });
  };
}
