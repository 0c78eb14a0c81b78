import { expect, it } from 'vitest';
import { forEachDatabase, form } from './setup.ts';
import sharp from 'sharp';
import { everyImageType, hugeJpeg, jpeg, png, svg } from './images.ts';
import { purgeTrash } from '../../src/server/history/trash.ts';

// Run with MAX_UPLOAD_MB=5 (the limit before issue 31): the limit and its messages as configured.
forEachDatabase(
  'image uploads',
  (ctx) => {
    const slider = async (image?: Parameters<typeof form>[1]) =>
      ctx.call('POST', '/api/slider', { form: form({ name: 'Banner' }, image) });

    it('accepts a real PNG and serves it at /uploads/<name> with its type, nosniff and a long cache life', async () => {
      const bytes = await png();
      const res = await slider({ bytes, name: 'banner.png' });
      expect(res.status).toBe(201);
      const { image } = await res.json();
      const served = await ctx.app.request(`/uploads/${image}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toContain('max-age=31536000');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(bytes));
    });

    it('judges the type by content: a JPEG named .png is stored as .jpg', async () => {
      const res = await slider({ bytes: await jpeg(), name: 'photo.png', type: 'image/png' });
      expect(res.status).toBe(201);
      const { image } = await res.json();
      expect(image).toMatch(/\.jpg$/);
      expect((await ctx.app.request(`/uploads/${image}`)).headers.get('content-type')).toBe('image/jpeg');
    });

    it('rejects a text file named .png with 415', async () => {
      const res = await slider({ bytes: new TextEncoder().encode('hello, I am not an image'), name: 'fake.png' });
      expect(res.status).toBe(415);
      expect((await res.json()).message).toMatch(/not an image\. Any image type is accepted \(PNG.*HEIC\), up to 5 MB/);
    });

    it('rejects a renamed executable with 415', async () => {
      const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(60).fill(0)]);
      const res = await slider({ bytes: elf, name: 'logo.jpg', type: 'image/jpeg' });
      expect(res.status).toBe(415);
    });

    it('rejects an image over 5 MB with 413', async () => {
      const bytes = await hugeJpeg();
      expect(bytes.byteLength).toBeGreaterThan(5 * 1024 * 1024);
      const res = await slider({ bytes, name: 'big.jpg', type: 'image/jpeg' });
      expect(res.status).toBe(413);
      expect((await res.json()).message).toMatch(/5 MB/);
    });

    it('requires an image on create', async () => {
      const res = await slider();
      expect(res.status).toBe(400);
      expect((await res.json()).errors.image).toBeTruthy();
    });

    it('accepts every image type, storing what browsers and the build cannot read as PNG or JPEG', async () => {
      for (const sample of await everyImageType()) {
        const res = await slider({
          bytes: sample.bytes,
          name: `upload.${sample.label.toLowerCase()}`,
          type: 'application/octet-stream',
        });
        expect(res.status, sample.label).toBe(201);
        const served = await ctx.app.request(`/uploads/${(await res.json()).image}`);
        expect(served.headers.get('content-type'), sample.label).toBe(sample.stored);
        // sharp (the build's image library) reads what is stored
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(meta.width, sample.label).toBeGreaterThan(0);
      }
    });

    it('refuses a damaged image it cannot read, saying what is accepted', async () => {
      const truncated = (await png()).subarray(0, 60);
      const res = await slider({ bytes: truncated, name: 'broken.png' });
      expect(res.status).toBe(415);
      expect((await res.json()).message).toMatch(/could not be read.*Any image type is accepted.*5 MB/);
    });

    it('accepts a plain SVG, served with a sandbox CSP', async () => {
      const ok = await slider({ bytes: svg(), name: 'a.svg', type: 'image/svg+xml' });
      expect(ok.status).toBe(201);
      const served = await ctx.app.request(`/uploads/${(await ok.json()).image}`);
      expect(served.headers.get('content-type')).toBe('image/svg+xml');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
      expect(await served.text()).toContain('<rect width="10" height="10" fill="red"/>');
    });

    // Stripped rather than refused: the stored file is exactly what DOMPurify's SVG profile allowed.
    it('strips scripts, handlers, foreignObject and external references from an SVG, namespace prefixes included', async () => {
      const cases = [
        '<script>alert(1)</script>',
        '<rect width="1" height="1" onload="alert(1)"/>',
        '<foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject>',
        '<image xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="https://evil.example/x.png"/>',
        '<a href="javascript:alert(1)"><text>x</text></a>',
        '<style>@import url(https://evil.example/x.css);</style>',
        '<rect width="1" height="1" style="fill:url(https://evil.example/x)"/>',
        '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>',
        '<svg:foreignObject xmlns:svg="http://www.w3.org/2000/svg"><p xmlns="http://www.w3.org/1999/xhtml">x</p></svg:foreignObject>',
      ];
      for (const body of cases) {
        const res = await slider({ bytes: svg(`<circle r="2"/>${body}`), name: 'evil.svg', type: 'image/svg+xml' });
        expect(res.status, body).toBe(201);
        const stored = await (await ctx.app.request(`/uploads/${(await res.json()).image}`)).text();
        expect(stored, body).toContain('<circle r="2"/>');
        expect(stored, body).not.toMatch(/script|onload|foreignObject|evil\.example|javascript:|alert/i);
      }
    });

    it('accepts an SVG that opens with an XML declaration, sanitised like any other', async () => {
      const text = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n${new TextDecoder().decode(svg('<rect width="10" height="10" fill="red"/><script>alert(1)</script>'))}`;
      const res = await slider({ bytes: new TextEncoder().encode(text), name: 'inkscape.svg', type: 'image/svg+xml' });
      expect(res.status).toBe(201);
      const stored = await (await ctx.app.request(`/uploads/${(await res.json()).image}`)).text();
      expect(stored).toContain('<rect width="10" height="10" fill="red"/>');
      expect(stored).not.toMatch(/script|alert/);
    });

    it('refuses a file that only looks like an SVG', async () => {
      const res = await slider({
        bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'),
        name: 'bad.svg',
      });
      expect(res.status).toBe(415);
      expect((await res.json()).message).toMatch(/Any image type is accepted/);
    });

    it('keeps the image with existingImage; a new file replaces it and a deleted record keeps its image, both until the purge 30 days on', async () => {
      const created = await (await slider({ bytes: await png() })).json();
      const kept = await ctx.call('PUT', `/api/slider/${created._id}`, {
        form: form({ name: 'Renamed', existingImage: created.image }),
      });
      expect(kept.status).toBe(200);
      expect((await kept.json()).image).toBe(created.image);
      expect((await ctx.app.request(`/uploads/${created.image}`)).status).toBe(200);

      const replaced = await (
        await ctx.call('PUT', `/api/slider/${created._id}`, {
          form: form({ name: 'Renamed' }, { bytes: await jpeg(), name: 'new.jpg' }),
        })
      ).json();
      expect(replaced.image).not.toBe(created.image);
      // The earlier version in the history still shows the old image, so it stays restorable.
      expect((await ctx.app.request(`/uploads/${created.image}`)).status).toBe(200);
      expect((await ctx.app.request(`/uploads/${replaced.image}`)).status).toBe(200);

      await ctx.call('DELETE', `/api/slider/${created._id}`);
      expect((await ctx.app.request(`/uploads/${replaced.image}`)).status).toBe(200);

      await purgeTrash(ctx.database.db, new Date(Date.now() + 31 * 24 * 3600_000));
      expect((await ctx.app.request(`/uploads/${replaced.image}`)).status).toBe(404);
      expect((await ctx.app.request(`/uploads/${created.image}`)).status).toBe(404);
    });

    it('refuses an existingImage that is not the record’s own image', async () => {
      const a = await (await slider({ bytes: await png() })).json();
      const b = await (await slider({ bytes: await png() })).json();
      const res = await ctx.call('PUT', `/api/slider/${a._id}`, { form: form({ name: 'A', existingImage: b.image }) });
      expect(res.status).toBe(400);
      expect(
        (await (await ctx.call('GET', '/api/slider')).json()).find((s: { _id: string }) => s._id === a._id).image,
      ).toBe(a.image);
    });

    it('answers 404 for an unknown upload', async () => {
      expect((await ctx.app.request('/uploads/ffffffffffffffffffffffff.png')).status).toBe(404);
    });
  },
  { MAX_UPLOAD_MB: 5 },
);
