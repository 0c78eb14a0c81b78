import { createHash } from 'node:crypto';

// Third parties the pages may embed: the office map on /contact.
const MAP_FRAMES = 'https://www.openstreetmap.org https://www.google.com';

/**
 * Headers every response of the site and the admin carries. The admin, where a signed-in session
 * lives, is also cut off from any window that opened it or that it opens (Cross-Origin-Opener-Policy)
 * and may not be framed. The public pages, the same static HTML for every visitor, do without the
 * opener policy: it puts each arrival in a new browsing context group, and the browser's work to
 * set that up before the first paint was most of the blocking time Lighthouse measured on every
 * page (issue 17: 60-290 ms, against 65-130 ms without it, in 8 runs each of the same /faq).
 */
export function baseHeaders(path: string): Record<string, string> {
  const admin = path === '/admin' || path.startsWith('/admin/');
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(admin ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'X-Frame-Options': 'DENY' } : {}),
  };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * A Content-Security-Policy for one built page: no inline script runs but the ones Astro emitted
 * into this very page, allowed by their SHA-256 hashes. The admin may not be framed at all.
 */
export function contentSecurityPolicy(html: string, path: string): string {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes) || !body.trim()) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  const admin = path === '/admin' || path.startsWith('/admin/');
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${admin ? "'none'" : MAP_FRAMES}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${admin ? "'none'" : "'self'"}`,
  ].join('; ');
}
