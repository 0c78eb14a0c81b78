import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { MAX_PHOTO_PIXELS } from '../../src/server/media/image-convert.ts';
import { heic } from './images.ts';
import { forEachDatabase, form } from './setup.ts';

// Issue 31, photos over 40 megapixels: the 48 and 50 MP modes of today's phones (JPEG and HEIC)
// are taken, upright, stripped and scaled to 2560 px like any photo; past MAX_PHOTO_PIXELS (and
// for the lossless formats, past 40 MP: tests/api/dos.test.ts) the header alone refuses them.

/** A 50 MP HEIC (8,160 × 6,120) with a GPS EXIF block, 30 KB (made by phone-50mp.c beside it). */
const heic50 = () => new Uint8Array(readFileSync(new URL('../fixtures/images/phone-50mp.heic', import.meta.url)));

/** A phone's 48 MP photo: 8,000 × 6,000, sideways (EXIF orientation 6), with GPS tags. */
async function photo48(): Promise<Buffer> {
  const [width, height] = [8000, 6000];
  // Two halves of colour, not noise: a noisy 48 MP JPEG is over the 25 MB upload limit.
  const half = { create: { width: width / 2, height, channels: 3, background: '#f59e0b' } } as const;
  return sharp({ create: { width, height, channels: 3, background: '#1e5ac8' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 42/1 1234/100' } })
    .toBuffer();
}

/** Made once for both databases' runs (48 MP take seconds of CPU to encode); read, never changed. */
let made48: Promise<Buffer> | undefined;
const samePhoto48 = () => (made48 ??= photo48());

/** A small JPEG whose header (SOF0) claims the given size: what a decompression bomb sends. */
async function jpegClaiming(width: number, height: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#123' } })
      .jpeg()
      .toBuffer(),
  );
  for (let at = 2; at + 9 < bytes.length; ) {
    if (bytes[at + 1] === 0xc0) {
      new DataView(bytes.buffer).setUint16(at + 5, height);
      new DataView(bytes.buffer).setUint16(at + 7, width);
      return bytes;
    }
    at += 2 + ((bytes[at + 2] << 8) | bytes[at + 3]);
  }
  throw new Error('no SOF0');
}

/** A HEIC whose primary image's 'ispe' box (its size) claims the given size. */
function heicClaiming(width: number, height: number): Uint8Array {
  const bytes = heic();
  const at = Buffer.from(bytes).lastIndexOf('ispe'); // the primary (grid) item's
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  view.setUint32(at + 8, width);
  view.setUint32(at + 12, height);
  return bytes;
}

forEachDatabase('photos over 40 megapixels', (ctx) => {
  const slider = (bytes: Uint8Array, name: string) =>
    ctx.call('POST', '/api/slider', { form: form({ name: 'Banner' }, { bytes, name }) });
  const served = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(201);
    const { image } = await res.json();
    const file = await ctx.app.request(`/uploads/${image}`);
    return { image: String(image), bytes: Buffer.from(await file.arrayBuffer()) };
  };

  it('takes a sideways 48 MP JPEG (8,000 × 6,000): upright, 2560 px on its long side, no metadata', async () => {
    const photo = await samePhoto48();
    const before = await sharp(photo).metadata();
    expect([before.width, before.height, before.orientation, Boolean(before.exif)]).toEqual([8000, 6000, 6, true]);
    const { image, bytes } = await served(await slider(photo, 'IMG_48MP.jpg'));
    expect(image).toMatch(/\.jpg$/);
    const after = await sharp(bytes).metadata();
    expect([after.format, after.width, after.height, after.orientation ?? 1, after.exif]).toEqual([
      'jpeg',
      1920,
      2560,
      1,
      undefined,
    ]);
    expect(bytes.includes('PhoneMaker')).toBe(false);
    // upright: the left half (orange) of the sideways picture is now its top
    const { data } = await sharp(bytes).resize(2, 2, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // top-left: orange's red
    expect(data[6]).toBeLessThan(80); // bottom-left: blue's red
  }, 60_000);

  it('takes a 50 MP HEIC (8,160 × 6,120), stored as a 2560 px JPEG without its GPS block', async () => {
    const before = await sharp(heic50()).metadata();
    expect([before.format, before.width, before.height, Boolean(before.exif)]).toEqual(['heif', 8160, 6120, true]);
    const { image, bytes } = await served(await slider(heic50(), 'IMG_50MP.HEIC'));
    expect(image).toMatch(/\.jpg$/);
    const after = await sharp(bytes).metadata();
    expect([after.format, after.width, after.height, after.exif]).toEqual(['jpeg', 2560, 1920, undefined]);
  }, 60_000);

  it(`refuses a JPEG or HEIC over ${MAX_PHOTO_PIXELS / 1e6} MP (a 64 MP mode, a 4-gigapixel bomb) from its header, with 413`, async () => {
    const cases: [Uint8Array, string, string][] = [
      [await jpegClaiming(9248, 6936), 'IMG_64MP.jpg', '9,248 × 6,936'],
      [await jpegClaiming(65_000, 65_000), 'bomb.jpg', '65,000 × 65,000'],
      [heicClaiming(16_320, 12_240), 'IMG_200MP.HEIC', '16,320 × 12,240'],
    ];
    for (const [bytes, name, size] of cases) {
      const started = performance.now();
      const res = await slider(bytes, name);
      expect(res.status, name).toBe(413);
      expect((await res.json()).message).toMatch(
        new RegExp(`^This photo is ${size} pixels; a JPEG or HEIC photo may have at most 52 megapixels`),
      );
      expect(performance.now() - started, name).toBeLessThan(1000);
    }
  });
});
