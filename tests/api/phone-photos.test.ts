import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchSchema } from '../support/postgres.ts';
import { adminToken, startServer, type RunningServer } from '../support/server.ts';
import { heic, png } from './images.ts';
import { DIALECTS, forEachDatabase, form } from './setup.ts';

const OVER = { email: 'over@example.com', password: 'over-the-limit-password' };

// Issue 31, "Any phone photo": a phone's photo is stored upright, without its metadata (GPS above
// all), at most 2560 px on its long side; a body over MAX_UPLOAD_MB is answered 413 to any client.

/** A phone's photo: 4000 × 3000 of noise at quality 95 (about 12 MB), sideways (EXIF orientation 6), with GPS, XMP, IPTC and a comment. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = new Uint8Array(width * height * 3);
  for (let i = 0; i < noise.length; i += 65536) crypto.getRandomValues(noise.subarray(i, i + 65536));
  const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '27/1 42/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '85/1 19/1 0/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Ram Bahadur, Baneshwor</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
  // sharp writes no IPTC or comment: both are put in after the start of image by hand
  const segment = (marker: number, payload: Buffer) =>
    Buffer.concat([Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
  const iptc = segment(
    0xed,
    Buffer.from('Photoshop 3.0\x008BIM\u0004\u0004\0\0\0\0\0\u0010\u001c\u0002\u0078\0\u000bHouse of Ram', 'latin1'),
  );
  const comment = segment(0xfe, Buffer.from('House of Ram, Baneshwor'));
  return Buffer.concat([jpeg.subarray(0, 2), iptc, comment, jpeg.subarray(2)]);
}

/** Made once for both databases' runs (noise at 12 MP takes a second of CPU to encode); read, never changed. */
let madePhoto: Promise<Buffer> | undefined;
const samePhonePhoto = () => (madePhoto ??= phonePhoto());

/** Whether EXIF data holds the GPS block (tag 0x8825, either byte order). */
const hasGps = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

forEachDatabase('phone photos', (ctx) => {
  const slider = (bytes: Uint8Array, name: string, type = 'image/jpeg') =>
    ctx.call('POST', '/api/slider', { form: form({ name: 'Banner' }, { bytes, name, type }) });
  const served = async (image: string) => {
    const res = await ctx.app.request(`/uploads/${image}`);
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  it('stores a 12 MB sideways photo with GPS upright, at most 2560 px, with no metadata left', async () => {
    const photo = await samePhonePhoto();
    expect(photo.byteLength).toBeGreaterThan(10 * 1024 * 1024);
    const before = await sharp(photo).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([4000, 3000, 6]);
    expect(before.exif && hasGps(before.exif)).toBe(true);
    expect(before.xmp).toBeTruthy();
    expect(before.iptc).toBeTruthy();

    const res = await slider(photo, 'IMG_2041.jpg');
    expect(res.status).toBe(201);
    const { image } = await res.json();
    expect(image).toMatch(/\.jpg$/);
    const stored = await served(image);
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('jpeg');
    // orientation 6 is a quarter turn: the 4000 × 3000 picture stands 3000 wide, 4000 high, scaled to 2560 high
    expect([after.width, after.height]).toEqual([1920, 2560]);
    expect(after.orientation ?? 1).toBe(1);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.comments ?? []).toEqual([]);
    for (const text of ['PhoneMaker', 'House of Ram', 'Baneshwor', 'Photoshop', 'Exif\0\0', 'adobe:ns:meta'])
      expect(stored.includes(text), text).toBe(false);
    // stored once: the stored file is the cleaned one, far smaller than the upload
    expect(stored.byteLength).toBeLessThan(photo.byteLength / 2);
  }, 60_000);

  it('cleans a PNG with EXIF and scales it, keeping it a PNG; a clean small PNG is kept byte for byte', async () => {
    const big = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#1e5ac8' } })
      .png()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 42/1 0/1' } })
      .toBuffer();
    expect((await sharp(big).metadata()).exif).toBeTruthy();
    const res = await slider(big, 'map.png', 'image/png');
    expect(res.status).toBe(201);
    const after = await sharp(await served((await res.json()).image)).metadata();
    expect([after.format, after.width, after.height, after.exif]).toEqual(['png', 2560, 853, undefined]);

    const small = await png();
    const kept = await slider(small, 'small.png', 'image/png');
    expect(new Uint8Array(await served((await kept.json()).image))).toEqual(new Uint8Array(small));
  });

  it('tells the admin the limit it checks a chosen image against (GET /api/upload-limit)', async () => {
    const res = await ctx.call('GET', '/api/upload-limit', { token: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ maxUploadMb: 25 });
  });

  it('still takes a HEIC photo, stored as an upright JPEG without metadata', async () => {
    const res = await slider(heic(), 'IMG_0001.HEIC', 'image/heic');
    expect(res.status).toBe(201);
    const after = await sharp(await served((await res.json()).image)).metadata();
    expect([after.format, after.width, after.height, after.exif, after.xmp]).toEqual([
      'jpeg',
      16,
      16,
      undefined,
      undefined,
    ]);
  });
});

// Over a real socket to the real server (node src/server/main.ts): in the test's own process the
// server reads fast enough that a reset never shows.
for (const kind of DIALECTS) {
  describe(`an upload over the limit [${kind}]`, () => {
    let server: RunningServer | undefined;
    let token = '';
    let cleanup = async () => {};
    beforeAll(async () => {
      let url: string;
      if (kind === 'sqlite') {
        const dir = mkdtempSync(join(tmpdir(), 'isp-photos-'));
        url = `file:${join(dir, 'site.db')}`;
        cleanup = async () => rmSync(dir, { recursive: true, force: true });
      } else {
        const scratch = await scratchSchema('p');
        url = scratch.url;
        cleanup = scratch.drop;
      }
      server = await startServer({ DATABASE_URL: url, ADMIN_EMAIL: OVER.email, ADMIN_PASSWORD: OVER.password });
      token = await adminToken(server.url, OVER.email, OVER.password);
    }, 60_000);
    afterAll(async () => {
      await server?.kill();
      await cleanup();
    });

    it('is answered 413 with a message Node’s fetch reads, and the next request works', async () => {
      // 60 MB from an editor (a stranger's is refused before its body is read: 401): far more than arrives
      // before the server answers, so the client is still sending
      const body = form({ name: 'Banner' }, { bytes: new Uint8Array(60 * 1024 * 1024), name: 'huge.jpg' });
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${server!.url}/api/slider`, {
          method: 'POST',
          body,
          headers: { 'x-auth-token': token },
        });
        expect(res.status).toBe(413);
        expect((await res.json()).message).toMatch(/^The upload is too large\. .*up to 25 MB\.$/);
        expect((await fetch(`${server!.url}/api/health`)).status).toBe(200);
      }
    }, 60_000);
  });
}
