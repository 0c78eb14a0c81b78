import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from '../../../src/server/publishing/static-site.ts';

describe('static site server', () => {
  let dir: string | undefined;
  const app = new Hono();
  app.on(
    ['GET', 'HEAD'],
    '*',
    staticSite(() => dir),
  );
  const inline = 'customElements.define("astro-island", class extends HTMLElement {});';
  const page = `<!doctype html><html><head><script>${inline}</script><script type="module" src="/_astro/app.js"></script></head><body>${'<p>Fibernet plans</p>'.repeat(100)}</body></html>`;

  beforeAll(() => {
    dir = undefined;
  });

  it('answers 503 with Retry-After before the first build is live', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
  });

  it('serves pages, hashed assets, the admin shell and a real 404', async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(dir, 'plans'));
    mkdirSync(join(dir, '_astro'));
    mkdirSync(join(dir, 'admin'));
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'plans', 'index.html'), '<!doctype html><title>Plans</title>');
    writeFileSync(join(dir, '_astro', 'app.abc123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'admin', 'index.html'), '<!doctype html><title>Admin</title>');
    writeFileSync(join(dir, '404.html'), '<!doctype html><h1>Oops! Page not found</h1>');
    writeFileSync(join(dir, 'sitemap-index.xml'), '<?xml version="1.0"?><sitemapindex/>');

    const plans = await app.request('/plans');
    expect(plans.status).toBe(200);
    expect(plans.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await plans.text()).toContain('Plans');
    expect((await app.request('/plans/')).status).toBe(200);

    const asset = await app.request('/_astro/app.abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');

    const admin = await app.request('/admin/bookings');
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('Admin');
    expect(admin.headers.get('x-frame-options')).toBe('DENY');
    expect(admin.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // The public pages hold no session: no opener policy (issue 25), and the other headers stay.
    expect(plans.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(plans.headers.get('x-frame-options')).toBeNull();
    expect(plans.headers.get('x-content-type-options')).toBe('nosniff');
    // A doubled slash is still the admin, with the admin's headers.
    const doubled = await app.request('http://localhost//admin/bookings');
    expect(doubled.status).toBe(200);
    expect(doubled.headers.get('x-frame-options')).toBe('DENY');
    expect(doubled.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(doubled.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(admin.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const missing = await app.request('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
    expect((await app.request('/../../etc/passwd')).status).toBe(404);
    expect((await app.request('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });

  it('answers unknown paths under /ne/ with the Nepali 404 page, status 404', async () => {
    mkdirSync(join(dir!, 'ne', '404'), { recursive: true });
    writeFileSync(join(dir!, 'ne', 'index.html'), '<!doctype html><html lang="ne"><h1>कोशीनेट</h1>');
    writeFileSync(
      join(dir!, 'ne', '404', 'index.html'),
      '<!doctype html><html lang="ne"><h1>माफ गर्नुहोस्! यो पृष्ठ भेटिएन</h1>',
    );
    expect((await app.request('/ne/')).status).toBe(200);
    for (const path of ['/ne/no-such-page', '/ne/plans/x']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('यो पृष्ठ भेटिएन');
    }
    const english = await app.request('/nepal');
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('Oops! Page not found');
  });

  it('revalidates HTML with ETag and 304', async () => {
    const first = await app.request('/');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await app.request('/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('compresses text with brotli or gzip', async () => {
    const br = await app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(page);
    const gz = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);
    expect(Number(gz.headers.get('content-length'))).toBeLessThan(page.length);
  });

  it('allows only the page’s own inline scripts, by hash', async () => {
    const res = await app.request('/');
    const csp = res.headers.get('content-security-policy')!;
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("unsafe-inline' ;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
  it('decides admin-or-not on the resolved path, and one path never poisons another’s policy', async () => {
    // A fresh build (as after a publish): every policy is computed anew.
    const site = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(site, 'contact'));
    mkdirSync(join(site, 'admin'));
    writeFileSync(
      join(site, 'contact', 'index.html'),
      '<!doctype html><title>Contact</title><iframe src="https://www.openstreetmap.org/export/embed.html"></iframe>',
    );
    writeFileSync(join(site, 'admin', 'index.html'), '<!doctype html><title>Admin</title>');
    writeFileSync(join(site, '404.html'), '<!doctype html><h1>Oops</h1>');
    const fresh = () => {
      const a = new Hono();
      a.on(
        ['GET', 'HEAD'],
        '*',
        staticSite(() => site),
      );
      return a;
    };
    const publicPolicy = (res: Response) => {
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain('frame-src https://www.openstreetmap.org');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers.get('x-frame-options')).toBeNull();
    };
    const adminPolicy = (res: Response) => {
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("frame-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    };

    // The attack first, then a normal visitor.
    let a = fresh();
    const sneaky = await a.request('/admin%2f..%2fcontact');
    expect(await sneaky.text()).toContain('Contact');
    publicPolicy(sneaky);
    publicPolicy(await a.request('/contact'));
    const intoAdmin = await a.request('/x%2f..%2fadmin/bookings');
    expect(await intoAdmin.text()).toContain('Admin');
    adminPolicy(intoAdmin);
    adminPolicy(await a.request('/admin/bookings'));
    adminPolicy(await a.request('/admin/'));
    publicPolicy(await a.request('/contact/'));

    // The normal visitor first, then the attack, then the normal visitor again.
    a = fresh();
    publicPolicy(await a.request('/contact'));
    adminPolicy(await a.request('/admin/bookings'));
    publicPolicy(await a.request('/admin%2f..%2fcontact'));
    adminPolicy(await a.request('/x%2f..%2fadmin/bookings'));
    adminPolicy(await a.request('/%61dmin/%2e%2e/admin/bookings'));
    publicPolicy(await a.request('/contact'));
    adminPolicy(await a.request('/admin/bookings'));
  });

  it('serves an image variant the live site lacks from the media cache, and nothing else from there', async () => {
    const site = mkdtempSync(join(tmpdir(), 'site-'));
    const cache = mkdtempSync(join(tmpdir(), 'media-'));
    mkdirSync(join(site, '_astro', 'media'), { recursive: true });
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(join(site, '404.html'), '<!doctype html><h1>Oops</h1>');
    writeFileSync(join(site, '_astro', 'media', 'aaaaaaaaaaaaaaaaaaaaaaaa-640.webp'), 'live');
    writeFileSync(join(cache, 'aaaaaaaaaaaaaaaaaaaaaaaa-640.webp'), 'cached');
    writeFileSync(join(cache, 'bbbbbbbbbbbbbbbbbbbbbbbb-640.avif'), 'scheduled');
    writeFileSync(join(tmpdir(), 'outside.txt'), 'secret');
    const a = new Hono();
    a.on(
      ['GET', 'HEAD'],
      '*',
      staticSite(() => site, { mediaCache: cache }),
    );
    // The live site's own file first; a variant only the cache has (a scheduled photo) from the cache.
    expect(await (await a.request('/_astro/media/aaaaaaaaaaaaaaaaaaaaaaaa-640.webp')).text()).toBe('live');
    const scheduled = await a.request('/_astro/media/bbbbbbbbbbbbbbbbbbbbbbbb-640.avif');
    expect(scheduled.status).toBe(200);
    expect(await scheduled.text()).toBe('scheduled');
    expect(scheduled.headers.get('content-type')).toBe('image/avif');
    expect(scheduled.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Only /_astro/media/ reaches the cache, and never a file outside it.
    expect((await a.request('/bbbbbbbbbbbbbbbbbbbbbbbb-640.avif')).status).toBe(404);
    expect((await a.request('/_astro/media/..%2f..%2foutside.txt')).status).toBe(404);
    expect((await a.request('/_astro/media/missing-640.webp')).status).toBe(404);
  });
});
