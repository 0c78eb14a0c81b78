import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, posix, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { baseHeaders, contentSecurityPolicy, isAdminPath } from '../http/security-headers.ts';
import { langOfPath } from '../../i18n/paths.ts';
import { MEDIA_URL } from '../../components/media-variants.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.xml',
  '.atom',
  '.txt',
  '.svg',
  '.webmanifest',
]);

interface Found {
  file: string;
  size: number;
  mtimeMs: number;
}

/**
 * Serves the live build of the static site: content types, immutable caching for hashed assets,
 * ETag revalidation for HTML, brotli/gzip for text, the admin shell for every /admin path and
 * the 404 page (the Nepali one under /ne/) with a real 404 status. An uploaded image's variant the
 * live site does not hold (a scheduled or hidden record's photo, seen in a preview) is served from
 * `mediaCache`, where every variant is encoded first (src/components/media-variants.ts); its name
 * is the stored image's random one, as at /uploads.
 */
export function staticSite(
  currentDir: () => string | undefined,
  { mediaCache, formTargets = [] }: { mediaCache?: string; formTargets?: string[] } = {},
) {
  const compressed = new Map<string, Uint8Array>();
  const policies = new Map<string, string>();

  async function find(dir: string, path: string): Promise<Found | undefined> {
    const candidates = path.endsWith('/')
      ? [join(path, 'index.html')]
      : [path, join(path, 'index.html'), `${path}.html`];
    for (const candidate of candidates) {
      const file = normalize(join(dir, candidate));
      if (!file.startsWith(dir + sep)) return undefined;
      try {
        const s = await stat(file);
        if (s.isFile()) return { file, size: s.size, mtimeMs: s.mtimeMs };
      } catch {
        /* next candidate */
      }
    }
    return undefined;
  }

  async function respond(c: Context, found: Found, status: 200 | 404, path: string) {
    const ext = extname(found.file);
    const etag = `W/"${found.size.toString(36)}-${Math.floor(found.mtimeMs).toString(36)}"`;
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': path.startsWith('/_astro/')
        ? 'public, max-age=31536000, immutable'
        : ext === '.html'
          ? 'public, max-age=0, must-revalidate'
          : 'public, max-age=3600',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      ...baseHeaders(path),
    };
    if (
      status === 200 &&
      c.req
        .header('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304, headers);
    let body: Uint8Array = await readFile(found.file);
    if (ext === '.html') {
      // The policy depends on the page and on whether the path is the admin's: keyed on both, so
      // one path's answer is never served for another path that reaches the same file.
      const key = `${found.file}:${etag}:${isAdminPath(path) ? 'admin' : 'site'}`;
      let policy = policies.get(key);
      if (!policy) {
        policy = contentSecurityPolicy(new TextDecoder().decode(body), path, formTargets);
        if (policies.size > 2000) policies.clear();
        policies.set(key, policy);
      }
      headers['Content-Security-Policy'] = policy;
    }
    if (COMPRESSIBLE.has(ext)) {
      headers.Vary = 'Accept-Encoding';
      const accept = c.req.header('accept-encoding') ?? '';
      const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
      if (encoding && body.byteLength > 512) {
        const key = `${encoding}:${found.file}:${etag}`;
        let packed = compressed.get(key);
        if (!packed) {
          packed =
            encoding === 'br'
              ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
              : gzipSync(body, { level: 9 });
          if (compressed.size > 2000) compressed.clear();
          compressed.set(key, packed);
        }
        body = packed;
        headers['Content-Encoding'] = encoding;
      }
    }
    headers['Content-Length'] = String(body.byteLength);
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    return c.body(body as Uint8Array<ArrayBuffer>, status, headers);
  }

  return async (c: Context) => {
    const dir = currentDir();
    if (!dir) return building(c);
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      path = '/';
    }
    if (path.includes('\0')) path = '/';
    // The path the file lookup resolves, decided once: percent-decoded (above), dot-segments
    // resolved and one slash where the URL has several, so /admin%2f..%2fcontact is /contact and
    // /x%2f..%2fadmin/bookings (or //admin/) is the admin, with the admin's headers.
    path = posix.normalize(path);
    if (!path.startsWith('/')) path = `/${path}`;
    const found =
      (await find(dir, path)) ??
      (isAdminPath(path)
        ? await find(dir, '/admin/index.html')
        : SHARED_RESULT.test(path)
          ? await find(dir, path.replace(SHARED_RESULT, '$1/speed-test/r/index.html'))
          : mediaCache && path.startsWith(`${MEDIA_URL}/`)
            ? await find(mediaCache, path.slice(MEDIA_URL.length))
            : undefined);
    if (found) return respond(c, found, 200, path);
    // Unknown paths under /ne/ get the Nepali 404 page, still with status 404 (Astro builds it
    // as ne/404/index.html; find() takes either form).
    const notFoundPage = langOfPath(path) === 'ne' ? '/ne/404' : '/404.html';
    const notFound = (await find(dir, notFoundPage)) ?? (await find(dir, '/404.html'));
    return notFound ? respond(c, notFound, 404, notFoundPage) : c.text('Not found', 404);
  };
}

/** A shared speed-test result, /speed-test/r/<id> (or under /ne): one page reads the id itself. */
const SHARED_RESULT = /^(\/ne)?\/speed-test\/r\/[A-Za-z0-9]{8}\/?$/;

function building(c: Context) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Publishing…</title></head><body style="font-family:system-ui;display:grid;place-items:center;height:100vh;margin:0"><p>The site is being published. This page refreshes by itself.</p></body></html>`;
  return c.html(html, 503, { 'Retry-After': '5', 'Cache-Control': 'no-store' });
}
