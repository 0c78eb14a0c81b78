import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cachedVariantFile,
  mediaVariants,
  variantFile,
  variantWidths,
} from '../../../src/components/media-variants.ts';

// The uploaded images' responsive variants, made by the site's own code (issue 27): URLs fixed by
// (name, width, format), never wider than the image, AVIF and WebP, no metadata, each encoded once.
describe('the variants of an uploaded image', () => {
  let dir: string;
  let photo: Buffer;
  const NAME = '0123456789abcdef01234567.jpg';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'isp-variants-'));
    // A 1200×800 photo carrying EXIF, an ICC profile and an orientation (6: turned a quarter) that must not survive.
    photo = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#c2410c' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'a camera', Artist: 'someone' } } })
      .toBuffer();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the asked widths that fit and puts the image’s own width in place of wider ones', () => {
    expect(variantWidths([640, 1024, 1600], 1200)).toEqual([640, 1024, 1200]);
    expect(variantWidths([1600, 640, 1024], 2000)).toEqual([640, 1024, 1600]);
    expect(variantWidths([480, 720], 300)).toEqual([300]);
    expect(variantWidths([56, 112, 168], 168)).toEqual([56, 112, 168]);
  });

  it('makes AVIF and WebP at stable names, upright, never enlarged, with no metadata', async () => {
    const uploaded = await sharp(photo).metadata();
    expect([uploaded.orientation, uploaded.exif?.length]).toEqual([6, expect.any(Number)]);
    const cacheDir = join(dir, 'cache');
    const outDir = join(dir, 'out');
    const made = await mediaVariants(NAME, photo, 1200, [1600, 640, 1024], { cacheDir, outDir });

    expect(made.widths).toEqual([640, 1024, 1200]);
    expect(made.srcSet.avif).toBe(
      '/_astro/media/0123456789abcdef01234567-640.avif 640w, /_astro/media/0123456789abcdef01234567-1024.avif 1024w, ' +
        '/_astro/media/0123456789abcdef01234567-1200.avif 1200w',
    );
    expect(made.srcSet.webp).toContain('/_astro/media/0123456789abcdef01234567-1024.webp 1024w');
    expect(made.src).toBe('/_astro/media/0123456789abcdef01234567-1200.webp');

    for (const format of ['avif', 'webp'] as const)
      for (const width of made.widths) {
        const file = join(outDir, '_astro', 'media', variantFile(NAME, width, format));
        const meta = await sharp(readFileSync(file)).metadata();
        expect(meta.format === 'heif' ? 'avif' : meta.format, file).toBe(format);
        expect([meta.width, meta.height], file).toEqual([width, Math.round((width * 800) / 1200)]);
        expect([meta.exif, meta.icc, meta.xmp, meta.orientation], file).toEqual([
          undefined,
          undefined,
          undefined,
          undefined,
        ]);
        // Linked, not copied: the output's file is the cache's.
        expect(statSync(file).ino).toBe(statSync(join(cacheDir, cachedVariantFile(photo, width, format))).ino);
      }
    expect(readdirSync(cacheDir).sort()).toEqual(
      [640, 1024, 1200]
        .flatMap((w) => [cachedVariantFile(photo, w, 'avif'), cachedVariantFile(photo, w, 'webp')])
        .sort(),
    );
  });

  it('is no bigger than sharp’s default encoding (the qualities astro:assets used)', async () => {
    const cacheDir = join(dir, 'sizes');
    await mediaVariants(NAME, photo, 1200, [640], { cacheDir });
    const upright = sharp(photo).rotate().resize({ width: 640 });
    const bytes = (format: string) => statSync(join(cacheDir, cachedVariantFile(photo, 640, format as 'avif'))).size;
    expect(bytes('avif')).toBe((await upright.clone().avif().toBuffer()).length);
    expect(bytes('webp')).toBe((await upright.clone().webp().toBuffer()).length);
  });

  it('reuses the cache: a second call encodes nothing and links into a new output', async () => {
    const cacheDir = join(dir, 'cache');
    const cached = join(cacheDir, cachedVariantFile(photo, 640, 'webp'));
    // A marker in place of the cached variant shows whether it was encoded again.
    writeFileSync(cached, 'kept');
    const again = await mediaVariants(NAME, photo, 1200, [1600, 640, 1024], { cacheDir, outDir: join(dir, 'next') });
    expect(readFileSync(cached, 'utf8')).toBe('kept');
    expect(readFileSync(join(dir, 'next', '_astro', 'media', variantFile(NAME, 640, 'webp')), 'utf8')).toBe('kept');
    expect(again.srcSet.webp).toContain('0123456789abcdef01234567-640.webp 640w');
  });

  it('is named by content: the same photo under another name (another database, the demo seeded again) encodes nothing', async () => {
    const cacheDir = join(dir, 'cache');
    const cached = join(cacheDir, cachedVariantFile(photo, 1024, 'avif'));
    writeFileSync(cached, 'encoded once');
    const other = 'aaaaaaaaaaaaaaaaaaaaaaaa.jpg';
    const made = await mediaVariants(other, photo, 1200, [1024], { cacheDir, outDir: join(dir, 'other-db') });
    expect(made.srcSet.avif).toBe('/_astro/media/aaaaaaaaaaaaaaaaaaaaaaaa-1024.avif 1024w');
    expect(readFileSync(join(dir, 'other-db', '_astro', 'media', variantFile(other, 1024, 'avif')), 'utf8')).toBe(
      'encoded once',
    );
    // Other bytes never take the cached file.
    const redder = await sharp(photo).modulate({ brightness: 0.5 }).jpeg().toBuffer();
    expect(cachedVariantFile(redder, 1024, 'avif')).not.toBe(cachedVariantFile(photo, 1024, 'avif'));
  });

  it('writes nothing outside the cache without an output folder (a preview)', async () => {
    const cacheDir = join(dir, 'preview-cache');
    await mediaVariants('fedcba9876543210fedcba98.webp', photo, 1200, [480], { cacheDir });
    expect(readdirSync(cacheDir).sort()).toEqual(
      [cachedVariantFile(photo, 480, 'avif'), cachedVariantFile(photo, 480, 'webp')].sort(),
    );
  });
});
