import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { cachedVariantFile, mediaVariants, variantWidths } from '../../../src/components/media-variants.ts';
import { demoImages } from '../../../src/server/demo/images.ts';
import { SHIPPED_VARIANTS, shipDemoVariants } from '../../../src/server/demo/variants.ts';
import { IMAGE_WIDTHS } from '../../../src/lib/image-widths.ts';

// The demo photos' AVIF variants ship made (src/server/demo/variants.ts), so a fresh clone's first build does
// not encode them (about 17 s of CPU). They must be the current demo photos' and sharp's: otherwise they are
// dead weight and the first start is that much slower. To make them again:
// `WRITE_DEMO_VARIANTS=1 npx vitest run tests/unit/server/demo-variants.test.ts`.
const tmp = mkdtempSync(join(tmpdir(), 'demo-variants-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Every demo photo with the widths its pages ask for (src/lib/image-widths.ts). */
async function demoPhotos() {
  const sets = [
    [await demoImages.banners(), IMAGE_WIDTHS.slider],
    [await demoImages.posters(), IMAGE_WIDTHS.notice],
    [await demoImages.postersNe(), IMAGE_WIDTHS.notice],
    [await demoImages.portraits(), IMAGE_WIDTHS.testimonial],
  ] as const;
  const photos = [];
  for (const [images, asked] of sets)
    for (const bytes of images) {
      const width = (await sharp(bytes).metadata()).width;
      photos.push({ bytes, width, widths: variantWidths(asked, width), asked });
    }
  return photos;
}

it('ships every demo photo’s AVIF variants as the current sharp encodes them, and nothing else', async () => {
  const photos = await demoPhotos();
  if (process.env.WRITE_DEMO_VARIANTS) {
    const cacheDir = join(tmp, 'made');
    for (const p of photos) await mediaVariants('demo', p.bytes, p.width, p.asked, { cacheDir });
    for (const old of readdirSync(SHIPPED_VARIANTS)) rmSync(join(SHIPPED_VARIANTS, old));
    for (const file of readdirSync(cacheDir).filter((f) => f.endsWith('.avif')))
      writeFileSync(join(SHIPPED_VARIANTS, file), readFileSync(join(cacheDir, file)));
  }
  const wanted = photos.flatMap((p) => p.widths.map((w) => cachedVariantFile(p.bytes, w, 'avif')));
  expect(readdirSync(SHIPPED_VARIANTS).sort(), 'the shipped files match the demo photos and sharp').toEqual(
    wanted.sort(),
  );
  // One encoded here (the smallest, a portrait at 56 px) is the shipped file, byte for byte.
  const portrait = photos.at(-1)!;
  const cacheDir = join(tmp, 'one');
  await mediaVariants('portrait', portrait.bytes, portrait.width, [56], { cacheDir });
  const name = cachedVariantFile(portrait.bytes, 56, 'avif');
  expect(readFileSync(join(cacheDir, name)).equals(readFileSync(join(SHIPPED_VARIANTS, name)))).toBe(true);
}, 120_000);

it('puts the shipped variants in a media cache where they are missing, keeping what is there', () => {
  const cache = join(tmp, 'cache', 'media');
  shipDemoVariants(cache);
  const shipped = readdirSync(SHIPPED_VARIANTS);
  expect(readdirSync(cache).sort()).toEqual([...shipped].sort());
  writeFileSync(join(cache, shipped[0]), 'kept');
  shipDemoVariants(cache);
  expect(readFileSync(join(cache, shipped[0]), 'utf8')).toBe('kept');
  expect(readdirSync(cache)).toHaveLength(shipped.length);
});
