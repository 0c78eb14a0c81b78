import { createHash } from 'node:crypto';

// Third parties the pages may embed: the office map on /contact.
const MAP_FRAMES = 'https://www.openstreetmap.org https://www.google.com';

/** Whether a URL path is the admin's: /admin or anything under /admin/ (not /administrator). */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/**
 * Headers every response of the site and the admin carries. The admin, where staff tokens live, is
 * cut off from any window that opened it or that it opens (Cross-Origin-Opener-Policy) and may not
 * be framed. The public pages hold no visitor's session and their forms post to the same origin,
 * so they go without the opener policy, which cost every navigation blocking time in Lighthouse's
 * lab (issue 25; docs/security.md).
 */
export function baseHeaders(path: string): Record<string, string> {
  const admin = isAdminPath(path);
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
 * `formTargets`: other origins a public page's form may post to (the eSewa form of quick pay).
 */
export function contentSecurityPolicy(html: string, path: string, formTargets: string[] = []): string {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes) || !body.trim())
      continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  const admin = isAdminPath(path);
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
    // The public pages' forms post to the site itself, and the pay page's to eSewa's form (ESEWA_FORM_URL).
    `form-action 'self'${admin ? '' : formTargets.map((t) => ` ${t}`).join('')}`,
    `frame-ancestors ${admin ? "'none'" : "'self'"}`,
  ].join('; ');
}
