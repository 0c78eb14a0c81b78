import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewRecord } from '../../src/lib/build-seam.ts';
import { testConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/index.ts';
import { seed } from '../../src/server/demo/seed.ts';
import { createApp } from '../../src/server/app.ts';
import { PREVIEW_COOKIE, PREVIEW_MINUTES } from '../../src/server/preview/preview-token.ts';
import { png } from './images.ts';
import { SAMPLES } from './samples.ts';
import { ADMIN, DIALECTS, form, openTestDatabase } from './setup.ts';

// Preview (issue 31): POST /api/<entity>/preview answers signed, expiring links and the editor's
// pass (a cookie for /preview/ only); GET /preview/<token>/<page> renders that page with the
// form's values in place of the stored record, for that editor only, and stores nothing. The
// renderer here stands in for the warm build process (the real one is tested in Chromium,
// tests/e2e/admin/preview.spec.ts): it shows the record it was given.
const OLD_PRICE = 'Rs. 1,500';
const NEW_PRICE = 'Rs. 1,999';

for (const kind of DIALECTS) {
  describe(`preview [${kind}]`, () => {
    let database: Database;
    let cleanup = async () => {};
    let app: Awaited<ReturnType<typeof createApp>>['app'];
    /** a second server on the same database, as in a cluster */
    let other: Awaited<ReturnType<typeof createApp>>;
    let stop = async () => {};
    let clock = Date.now();
    const rendered: { path: string; record: PreviewRecord }[] = [];
    const tokens: Record<'admin' | 'editor' | 'sales', string> = { admin: '', editor: '', sales: '' };
    let planId = '';

    const call = (
      method: string,
      path: string,
      o: { token?: string; json?: unknown; body?: FormData; cookie?: string } = {},
    ) => {
      const headers: Record<string, string> = {};
      if (o.token) headers['x-auth-token'] = o.token;
      if (o.cookie) headers.cookie = o.cookie;
      if (o.json !== undefined) headers['content-type'] = 'application/json';
      return app.request(path, { method, headers, body: o.json !== undefined ? JSON.stringify(o.json) : o.body });
    };
    /** A preview of the plan with a new price by `who`: its links and the pass (the cookie's name=value). */
    const preview = async (who: keyof typeof tokens, values: Record<string, unknown> = { price: NEW_PRICE }) => {
      const res = await call('POST', '/api/plan/preview', {
        token: tokens[who],
        json: { ...SAMPLES.plan.valid, price: OLD_PRICE, ...values, id: planId },
      });
      expect(res.status).toBe(201);
      const body = (await res.json()) as {
        expiresAt: string;
        pages: { lang: string; path: string; label: string; href: string }[];
      };
      const cookie = res.headers.get('set-cookie') ?? '';
      return { ...body, setCookie: cookie, pass: cookie.split(';')[0]! };
    };

    beforeAll(async () => {
      const opened = await openTestDatabase(kind);
      database = opened.database;
      const config = testConfig({
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: false,
        LOG_LOGINS: false,
      });
      await seed(database.db, config);
      const server = () =>
        createApp({
          database,
          config,
          now: () => new Date(clock),
          previewPage: async (path, record) => {
            rendered.push({ path, record });
            const price = String(record.record.price ?? '');
            return `<!doctype html><html lang="en"><head><title>Plans</title></head><body><main>Price ${price}</main><script>1</script></body></html>`;
          },
        });
      const created = await server();
      other = await server();
      app = created.app;
      stop = async () => {
        await created.notifier.stop();
        await other.notifier.stop();
      };
      cleanup = async () => {
        await stop();
        await opened.cleanup();
      };
      tokens.admin = (await (await call('POST', '/api/users/login', { json: ADMIN })).json()).token;
      for (const role of ['editor', 'sales'] as const) {
        const account = { name: role, email: `${role}@example.com`, password: `${role}-password-1` };
        const made = await call('POST', '/api/users', {
          token: tokens.admin,
          json: { ...account, verifyPassword: account.password, role },
        });
        expect(made.status).toBe(201);
        tokens[role] = (await (await call('POST', '/api/users/login', { json: account })).json()).token;
      }
      const plan = await call('POST', '/api/plan', {
        token: tokens.admin,
        json: { ...SAMPLES.plan.valid, price: OLD_PRICE },
      });
      planId = (await plan.json())._id;
    });
    afterAll(() => cleanup());
    const repoImage = async (id: string) =>
      (await database.db.selectFrom('slider').select('image').where('id', '=', id).executeTakeFirst())?.image;

    it('links the plan’s pages in both languages and gives the editor a pass for /preview/ only, for 30 minutes', async () => {
      const { pages, expiresAt, setCookie } = await preview('editor');
      expect(pages.map((p) => [p.lang, p.path])).toEqual([
        ['en', '/plans'],
        ['en', '/'],
        ['ne', '/ne/plans'],
        ['ne', '/ne/'],
      ]);
      expect(pages.map((p) => p.label)).toEqual([
        'Plans (English)',
        'Home (English)',
        'प्याकेज (नेपाली)',
        'गृहपृष्ठ (नेपाली)',
      ]);
      for (const p of pages) expect(p.href).toMatch(new RegExp(`^/preview/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+${p.path}$`));
      expect(Date.parse(expiresAt) - clock).toBe(PREVIEW_MINUTES * 60_000);
      expect(setCookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=`));
      expect(setCookie).toMatch(/Path=\/preview\//);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Strict/);
      expect(setCookie).toMatch(new RegExp(`Max-Age=${PREVIEW_MINUTES * 60}`));
    });

    it('renders /plans and /ne/plans with the new price for the signed-in editor; nothing is stored', async () => {
      const before = await Promise.all(
        ['/api/plan', `/api/plan/${planId}/revisions`, '/api/audit'].map(async (p) =>
          (await call('GET', p, { token: tokens.admin })).text(),
        ),
      );
      const { pages, pass } = await preview('editor');
      rendered.length = 0;
      const en = await call('GET', pages[0]!.href, { cookie: pass });
      expect(en.status).toBe(200);
      const html = await en.text();
      expect(html).toContain(`Price ${NEW_PRICE}`);
      expect(html).toContain('Preview — not published');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(en.headers.get('cache-control')).toBe('private, no-store');
      expect(en.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      // The page's own inline script still runs under the page's policy.
      expect(en.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
      const ne = await call('GET', pages[2]!.href, { cookie: pass });
      expect(ne.status).toBe(200);
      expect(await ne.text()).toContain('पूर्वावलोकन — प्रकाशित गरिएको छैन');
      // The build process was asked for each page with the stored plan, its price replaced.
      expect(rendered.map((r) => r.path)).toEqual(['/plans', '/ne/plans']);
      expect(rendered[0]!.record).toMatchObject({
        collection: 'plans',
        id: planId,
        record: { _id: planId, name: SAMPLES.plan.valid.name, price: NEW_PRICE },
      });
      const after = await Promise.all(
        ['/api/plan', `/api/plan/${planId}/revisions`, '/api/audit'].map(async (p) =>
          (await call('GET', p, { token: tokens.admin })).text(),
        ),
      );
      expect(after).toEqual(before);
      expect(JSON.parse(after[0]!)[0].price).toBe(OLD_PRICE);
    });

    it('is useless without the pass, with a forged or expired link, or after the editor signs out', async () => {
      const { pages, pass } = await preview('editor');
      const href = pages[0]!.href;
      rendered.length = 0;
      const anonymous = await call('GET', href);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.text()).toContain('Sign in to see this preview');
      expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
      expect((await call('GET', href, { cookie: `${PREVIEW_COOKIE}=forged.pass` })).status).toBe(401);
      // One character of the signed link changed: no such preview.
      const token = href.split('/')[2]!;
      const forged = href.replace(token, token.slice(0, 10) + (token[10] === 'A' ? 'B' : 'A') + token.slice(11));
      const refused = await call('GET', forged, { cookie: pass });
      expect(refused.status).toBe(404);
      expect(await refused.text()).toContain('No such preview');
      // A page that does not show plans is not part of the preview.
      expect((await call('GET', href.replace(/\/plans$/, '/faq'), { cookie: pass })).status).toBe(404);
      expect(rendered).toEqual([]);

      // After the link's 30 minutes: the pass has gone too (a fresh one does not revive the old link).
      clock += PREVIEW_MINUTES * 60_000 + 1000;
      expect((await call('GET', href, { cookie: pass })).status).toBe(401);
      const fresh = await preview('editor');
      const expired = await call('GET', href, { cookie: fresh.pass });
      expect(expired.status).toBe(404);
      expect(await expired.text()).toContain('This preview has expired');
      expect(rendered).toEqual([]);

      // Signed out: the pass of that session is refused.
      expect((await call('GET', fresh.pages[0]!.href, { cookie: fresh.pass })).status).toBe(200);
      const account = { email: 'editor@example.com', password: 'editor-password-1' };
      const other = (await (await call('POST', '/api/users/login', { json: account })).json()).token;
      const second = await preview('editor');
      expect((await call('POST', '/api/users/logout', { token: tokens.editor })).status).toBe(200);
      expect((await call('GET', second.pages[0]!.href, { cookie: second.pass })).status).toBe(401);
      tokens.editor = other;
    });

    it('opens on any server of a cluster: the link and the pass are signed, not stored', async () => {
      const { pages, pass } = await preview('editor');
      const res = await other.app.request(pages[0]!.href, { headers: { cookie: pass } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`Price ${NEW_PRICE}`);
    });

    it('shows an editor’s preview to that editor only (403 to another signed-in editor)', async () => {
      const mine = await preview('admin');
      const theirs = await preview('editor');
      const res = await call('GET', mine.pages[0]!.href, { cookie: theirs.pass });
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('Not your preview');
    });

    it('checks the values as a save does, and lets only the roles that edit the content preview it', async () => {
      const bad = await call('POST', '/api/plan/preview', {
        token: tokens.editor,
        json: { ...SAMPLES.plan.valid, price: '', id: planId },
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).errors.price).toBeTruthy();
      const missing = await call('POST', '/api/plan/preview', {
        token: tokens.editor,
        json: { ...SAMPLES.plan.valid, id: '0123456789abcdef01234567' },
      });
      expect(missing.status).toBe(404);
      expect((await call('POST', '/api/plan/preview', { json: SAMPLES.plan.valid })).status).toBe(401);
      const sales = await call('POST', '/api/plan/preview', { token: tokens.sales, json: SAMPLES.plan.valid });
      expect(sales.status).toBe(403);
      // A new plan (no id) may be previewed too: it is added to the list.
      expect((await call('POST', '/api/plan/preview', { token: tokens.editor, json: SAMPLES.plan.valid })).status).toBe(
        201,
      );
    });

    it('previews a slider with its saved photo; a new slider’s photo must be saved first', async () => {
      const made = await call('POST', '/api/slider', {
        token: tokens.admin,
        body: form(SAMPLES.slider.valid as Record<string, string>, { bytes: new Uint8Array(await png()) }),
      });
      expect(made.status).toBe(201);
      const slider = await made.json();
      const res = await call('POST', '/api/slider/preview', {
        token: tokens.editor,
        json: { ...SAMPLES.slider.valid, name: 'Dashain offer', id: slider._id },
      });
      expect(res.status).toBe(201);
      const { pages } = await res.json();
      expect(pages.map((p: { path: string }) => p.path)).toEqual(['/', '/ne/']);
      rendered.length = 0;
      const pass = (res.headers.get('set-cookie') ?? '').split(';')[0];
      const page = await call('GET', pages[0].href, { cookie: pass });
      expect(page.status).toBe(200);
      expect((await call('GET', pages[1].href, { cookie: pass })).status).toBe(200);
      expect(rendered[0]!.record).toMatchObject({
        collection: 'sliders',
        record: { name: 'Dashain offer', image: slider.image },
      });
      const fresh = await call('POST', '/api/slider/preview', { token: tokens.editor, json: SAMPLES.slider.valid });
      expect(fresh.status).toBe(400);
      expect((await fresh.json()).message).toBe('Choose a photo for the slider: the page shows it.');
    });

    it('previews a photo chosen and not saved: upright, without its GPS, for the editor only, never stored in media', async () => {
      const made = await call('POST', '/api/slider', {
        token: tokens.admin,
        body: form(SAMPLES.slider.valid as Record<string, string>, { bytes: new Uint8Array(await png()) }),
      });
      const slider = await made.json();
      const mediaBefore = await database.db.selectFrom('media').select('name').execute();
      // A phone's photo: 1600 × 1200 stored sideways (EXIF orientation 6), with GPS tags.
      const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1e5ac8' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 42/1 1234/100' } })
        .toBuffer();
      const res = await call('POST', '/api/slider/preview', {
        token: tokens.editor,
        body: form(
          { ...(SAMPLES.slider.valid as Record<string, string>), id: slider._id, existingImage: slider.image },
          { bytes: new Uint8Array(photo), name: 'IMG_2041.jpg', type: 'image/jpeg' },
        ),
      });
      expect(res.status).toBe(201);
      const { pages } = await res.json();
      const pass = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
      rendered.length = 0;
      expect((await call('GET', pages[0].href, { cookie: pass })).status).toBe(200);
      const { record } = rendered[0]!;
      const token = pages[0].href.split('/')[2];
      expect(record.photo).toMatchObject({ width: 1200, height: 1600 }); // upright
      expect(record.photo!.href).toBe(`/preview/${token}/_photo/${record.photo!.name}`);
      expect(record.record.image).toBe(record.photo!.name);
      expect(record.photo!.name).not.toBe(slider.image);

      const served = await call('GET', `${record.photo!.href}?w=640&f=webp`, { cookie: pass });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('private, max-age=600');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation ?? 1]).toEqual([
        'webp',
        640,
        853,
        undefined,
        1,
      ]);
      const avif = await call('GET', `${record.photo!.href}?w=1024&f=avif`, { cookie: pass });
      expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(1024);
      // Only the widths of the banner's srcset that fit the photo (640, 1024 of 640, 1024, 1600; issue 43).
      for (const w of [1600, 1200, 1000, 4000, 16]) {
        const refused = await call('GET', `${record.photo!.href}?w=${w}&f=avif`, { cookie: pass });
        expect(refused.status).toBe(400);
        expect((await refused.json()).message).toBe('w must be one of 640, 1024 and f one of avif, webp.');
      }
      // Only the editor, only this preview's photo, only while the preview lasts.
      expect((await call('GET', `${record.photo!.href}?w=640&f=webp`)).status).toBe(401);
      const other = await call('GET', `${record.photo!.href}?w=640&f=webp`, { cookie: `${pass.split('=')[0]}=x` });
      expect(other.status).toBe(401);
      expect(
        (await call('GET', `/preview/${token}/_photo/preview-${'0'.repeat(24)}.jpg?w=640&f=webp`, { cookie: pass }))
          .status,
      ).toBe(404);
      const bad = await call('GET', `${record.photo!.href}?w=64000&f=gif`, { cookie: pass });
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toBe('w must be one of 640, 1024 and f one of avif, webp.');
      expect(await database.db.selectFrom('media').select('name').execute()).toEqual(mediaBefore);
      expect(await repoImage(slider._id)).toBe(slider.image); // the slider keeps its saved photo

      // Expired: the link answers 404, and the next preview removes the photo.
      clock += (PREVIEW_MINUTES + 1) * 60_000;
      expect((await call('GET', `${record.photo!.href}?w=640&f=webp`, { cookie: pass })).status).toBe(401);
      await call('POST', '/api/plan/preview', { token: tokens.editor, json: { ...SAMPLES.plan.valid, id: planId } });
      const left = await database.db
        .selectFrom('preview_media')
        .select('name')
        .where('name', '=', record.photo!.name)
        .execute();
      expect(left).toEqual([]);
    });
  });
}

describe('preview without a builder on this server', () => {
  it('answers 503, saying why (a deploy hook builds the site elsewhere)', async () => {
    const opened = await openTestDatabase('sqlite');
    const config = testConfig({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: false,
      LOG_LOGINS: false,
    });
    await seed(opened.database.db, config);
    const { app, notifier } = await createApp({ database: opened.database, config });
    try {
      const login = await app.request('/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const token = (await login.json()).token;
      const res = await app.request('/api/faq/preview', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify(SAMPLES.faq.valid),
      });
      expect(res.status).toBe(201);
      const { pages } = await res.json();
      expect(pages[0].path).toBe('/faq');
      const page = await app.request(pages[0].href, {
        headers: { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]! },
      });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('No preview on this server');
    } finally {
      await notifier.stop();
      await opened.cleanup();
    }
  });
});
