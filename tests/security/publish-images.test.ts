import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bmp, everyImageType, png } from '../api/images.ts';
import { adminToken, publishedAfter, startServer, type RunningServer } from '../support/server.ts';

// Nothing an editor uploads can stop publishing: a real upload of every accepted image type goes
// through a real `astro build` to the live site; an image the build cannot optimise is used as it
// is, one that cannot be loaded is left out, and the publish status says which.
const ADMIN = { email: 'images@example.com', password: 'images-admin-password' };

describe('publishing with every image type', () => {
  let server: RunningServer;
  let dir: string;
  let token: string;

  const published = (after: string) => publishedAfter(server, token, after);
  async function upload(entity: string, fields: Record<string, string>, bytes: Uint8Array, name: string) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('image', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/octet-stream' }));
    const res = await fetch(`${server.url}/api/${entity}`, {
      method: 'POST',
      headers: { 'x-auth-token': token },
      body: form,
    });
    expect(res.status, `${entity} ${name}: ${res.status}`).toBe(201);
    return res.json();
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'isp-images-'));
    server = await startServer({
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      SITE_DIR: join(dir, 'site'),
      PUBLISH: 'on',
      PUBLISH_DEBOUNCE_MS: '200',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    token = await adminToken(server.url, ADMIN.email, ADMIN.password);
    await published(''); // the first start's build
  }, 240_000);

  afterAll(async () => {
    await server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('publishes a slide of every type, and reports the image it could not optimise and the one it left out', async () => {
    const samples = await everyImageType();
    const slides = [];
    for (const s of samples)
      slides.push(await upload('slider', { name: `Slide ${s.label}` }, s.bytes, `slide.${s.label}`));

    // Images stored before this release's checks: a raw BMP (0.1.0 accepted it as it is) and a
    // testimonial whose image row is gone.
    const notice = await upload('notice', { title: 'Old BMP notice' }, await png(), 'n.png');
    const gone = await upload('testimonial', { name: 'Lost Photo', comment: 'Great service' }, await png(), 't.png');
    // the server may hold the write lock a moment (a publish, a purge): wait for it as the server's own connection does
    const db = new DatabaseSync(join(dir, 'site.db'), { timeout: 10_000 });
    const oldBmp = 'aaaaaaaaaaaaaaaaaaaaaaaa.bmp';
    db.prepare('insert into media (name, type, size, data, createdAt) values (?, ?, ?, ?, ?)').run(
      oldBmp,
      'image/bmp',
      bmp().byteLength,
      bmp(),
      new Date().toISOString(),
    );
    db.prepare('update notice set image = ? where id = ?').run(oldBmp, notice._id);
    db.prepare('delete from media where name = ?').run(gone.image);
    db.close();

    const since = new Date().toISOString();
    await fetch(`${server.url}/api/publish`, { method: 'POST', headers: { 'x-auth-token': token } });
    const done = await published(since);
    expect(done.lastError).toBeNull();
    expect(done.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`${oldBmp} published unprocessed`)),
        expect.stringMatching(new RegExp(`${gone.image} left out`)),
      ]),
    );
    expect(done.warnings, JSON.stringify(done.warnings, null, 1)).toHaveLength(2);

    const html = await (await fetch(`${server.url}/`)).text();
    expect(html.match(/aria-roledescription="slide"/g)?.length ?? 0).toBeGreaterThanOrEqual(samples.length);
    const svgSlide = slides[samples.findIndex((s) => s.label === 'SVG')];
    expect(html).toContain(`/uploads/${svgSlide.image}`); // an SVG is served as it is
    expect(html).toContain(`/uploads/${oldBmp}`); // used unprocessed
    expect(html).not.toContain('Lost Photo'); // left out
    // Every other slide got optimised AVIF and WebP images from the build.
    expect(html.match(/type="image\/avif"/g)?.length ?? 0).toBeGreaterThanOrEqual(samples.length - 1);
  }, 240_000);
});
