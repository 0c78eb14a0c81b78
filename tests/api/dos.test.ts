import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS } from '../../src/server/media/image-convert.ts';
import { MAX_JSON_DEPTH, MAX_PUBLIC_FORM_FIELDS } from '../../src/server/http/body.ts';
import { SAMPLES } from './samples.ts';
import { forEachDatabase, form } from './setup.ts';

// One request must never stop the server for everyone: a visitor's form is small, flat and
// rate-limited before its body is read (docs/security.md, "one request stopping the server").
const PUBLIC_FORMS = ['booking', 'contact', 'referral', 'coverage-request'] as const;
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

forEachDatabase('deep JSON and large forms', (ctx) => {
  it('answers JSON nested 3,000 deep with 400 { message } on every public form (no stack overflow)', async () => {
    for (const path of PUBLIC_FORMS) {
      for (const body of [deepJson(3000), `{"name":${'['.repeat(3000)}${']'.repeat(3000)}}`]) {
        const res = await ctx.call('POST', `/api/${path}`, {
          body,
          headers: { 'content-type': 'application/json' },
          token: null,
        });
        expect(res.status, path).toBe(400);
        expect((await res.json()).message, path).toMatch(/nested too deeply/);
      }
    }
    // The admin's JSON too (every request goes through readInput).
    const res = await ctx.call('POST', '/api/plan', {
      body: deepJson(3000),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it(`still accepts JSON ${MAX_JSON_DEPTH} deep where it is not a field, and brackets inside strings`, async () => {
    const res = await ctx.call('POST', '/api/contact', {
      json: { ...SAMPLES.contact.valid, msg: `${'{['.repeat(100)} "\\"` },
      token: null,
    });
    expect(res.status).toBe(201);
  });

  it('answers a multipart form over 64 KB on a public form with 413, before the rate limit counts it', async () => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(SAMPLES.contact.valid)) fd.set(k, String(v));
    fd.set('filler', 'x'.repeat(70 * 1024));
    const res = await ctx.call('POST', '/api/contact', { form: fd, token: null });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/64 KB/);
  });

  it(`answers a public form with more than ${MAX_PUBLIC_FORM_FIELDS} fields with 413, multipart or URL-encoded`, async () => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(SAMPLES.contact.valid)) fd.set(k, String(v));
    for (let i = 0; i < 300; i++) fd.append(`f${i}`, '');
    const multipart = await ctx.call('POST', '/api/contact', { form: fd, token: null });
    expect(multipart.status).toBe(413);
    expect((await multipart.json()).message).toMatch(/too many fields/);
    const encoded = new URLSearchParams(Object.entries(SAMPLES.booking.valid).map(([k, v]) => [k, String(v)]));
    for (let i = 0; i < 300; i++) encoded.append(`f${i}`, '');
    const urlencoded = await ctx.call('POST', '/api/booking', {
      body: encoded.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      token: null,
    });
    expect(urlencoded.status).toBe(413);
    // A visitor's ordinary form still goes through.
    const ok = new FormData();
    for (const [k, v] of Object.entries(SAMPLES['coverage-request'].valid)) ok.set(k, String(v));
    expect((await ctx.call('POST', '/api/coverage-request', { form: ok, token: null })).status).toBe(201);
  });
});

forEachDatabase(
  'the rate limit comes before the body',
  (ctx) => {
    it('answers an address over its limit with 429 without reading a byte of the body', async () => {
      for (let i = 0; i < 2; i++)
        expect(
          (
            await ctx.call('POST', '/api/referral', {
              json: { ...SAMPLES.referral.valid, remarks: `r${i}` },
              token: null,
            })
          ).status,
        ).toBe(201);
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulled++;
            controller.enqueue(new TextEncoder().encode(JSON.stringify(SAMPLES.referral.valid)));
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      const req = new Request('http://localhost/api/referral', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body,
        duplex: 'half',
      } as RequestInit);
      const res = await ctx.app.request(req);
      expect(res.status).toBe(429);
      expect((await res.json()).message).toMatch(/Too many submissions/);
      expect(pulled).toBe(0);
    });
  },
  { SUBMIT_MAX_PER_MINUTE: 2 },
);

/** A PNG of the given size as far as its header goes (a grey IHDR, one empty IDAT): enough to be judged. */
function pngHeader(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    out.set(data, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** A 1-bit BMP header (with its two-colour palette) claiming the given size, and a little of its pixels. */
function bmpHeader(width: number, height: number): Uint8Array {
  const out = new Uint8Array(62 + 4096);
  const v = new DataView(out.buffer);
  out.set([0x42, 0x4d]);
  v.setUint32(2, out.length, true);
  v.setUint32(10, 62, true);
  v.setUint32(14, 40, true);
  v.setInt32(18, width, true);
  v.setInt32(22, height, true);
  v.setUint16(26, 1, true);
  v.setUint16(28, 1, true); // 1 bit per pixel
  v.setUint32(46, 2, true); // two palette colours
  out.set([255, 255, 255, 0], 58);
  return out;
}

forEachDatabase('image dimensions', (ctx) => {
  const slider = (bytes: Uint8Array, name: string) =>
    ctx.call('POST', '/api/slider', { form: form({ name: 'Banner' }, { bytes, name }) });
  const dimensionMessage = /16,000 × 16,000 pixels|20,000 × 20,000 pixels|6,400 × 6,500 pixels/;

  it(`refuses a PNG over ${MAX_IMAGE_PIXELS / 1e6} megapixels with 413 and says so, before decoding it`, async () => {
    for (const side of [16_000, 20_000]) {
      const started = performance.now();
      const res = await slider(pngHeader(side, side), 'huge.png');
      expect(res.status, String(side)).toBe(413);
      const { message } = await res.json();
      expect(message).toMatch(dimensionMessage);
      expect(message).toMatch(/at most 40 megapixels/);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('refuses a 6,400 × 6,500 BMP and an icon holding one from the header, not after decoding it', async () => {
    const started = performance.now();
    const res = await slider(bmpHeader(6400, 6500), 'huge.bmp');
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/6,400 × 6,500 pixels; an image may have at most 40 megapixels/);
    expect(performance.now() - started).toBeLessThan(1000);
    // The same bitmap inside an icon (whose header counts the mask in the height).
    const inner = bmpHeader(6400, 13_000).subarray(14);
    const icon = new Uint8Array(22 + inner.length);
    const v = new DataView(icon.buffer);
    v.setUint16(2, 1, true);
    v.setUint16(4, 1, true);
    v.setUint32(6 + 8, inner.length, true);
    v.setUint32(6 + 12, 22, true);
    icon.set(inner, 22);
    const iconRes = await slider(icon, 'huge.ico');
    expect(iconRes.status).toBe(413);
    expect((await iconRes.json()).message).toMatch(/6,400 × 6,500 pixels/);
  });

  it('still takes an ordinary picture', async () => {
    const res = await slider(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#123' } })
        .png()
        .toBuffer(),
      'ok.png',
    );
    expect(res.status).toBe(201);
  });
});
