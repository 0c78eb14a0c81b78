// The demo photos' AVIF variants, shipped made (./variants/): encoding them is about 17 s of CPU, the
// largest part of a fresh clone's first build (docs/performance.md, "The first start"). The demo's photos
// are drawn by ./images.ts the same, byte for byte, in every new database, and the variants' cache is
// content-addressed (src/components/media-variants.ts names a variant by the image's bytes, sharp's and
// libvips' releases, its width and format), so the shipped files are put in the cache before the first
// build and that build finds them there. After a new sharp, or a change to a demo photo, no name matches
// and the variants are encoded as before until the files are made again
// (tests/unit/server/demo-variants.test.ts checks them and says how).
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';

export const SHIPPED_VARIANTS = join(import.meta.dirname, 'variants');

/** Copies the shipped variants into a media cache folder where they are missing; a cache that cannot be written only costs the encoding. */
export function shipDemoVariants(mediaCacheDir: string) {
  try {
    mkdirSync(mediaCacheDir, { recursive: true });
    for (const file of readdirSync(SHIPPED_VARIANTS)) {
      const target = join(mediaCacheDir, file);
      if (existsSync(target)) continue;
      const partial = `${target}.${process.pid}.partial`;
      copyFileSync(join(SHIPPED_VARIANTS, file), partial);
      renameSync(partial, target);
    }
  } catch {
    // a read-only cache: the build encodes them
  }
}
