// The responsive variants of an uploaded image (issue 27), made with sharp by the site's own code
// instead of astro:assets: Astro's image registry lives only while its build runs, so a publish that
// renders the pages again (src/server/publishing/rerender.ts) could not ask it for a new photo's
// variants and had to build in full. Media names never change (a new upload is a new name), so a
// variant's URL depends only on (name, width, format): a full build and a rerender write the same
// HTML. Each variant is encoded once into a cache folder (the server's own, or SHARED_CACHE_DIR's, shared
// by several servers) and hard-linked into each output's /_astro/media, which the static server and
// nginx give the immutable cache of /_astro/. The cache is content-addressed: a variant's cached file
// is named by the image's bytes, not by its media name, so the same photo stored twice (the demo's,
// seeded into every new database) is encoded once for every database and server sharing the cache.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Where the variants are served: under /_astro/, so they are cached as immutable. */
export const MEDIA_URL = '/_astro/media';

export interface MediaVariants {
  /** `<url> <w>w, …` for each format, narrowest first */
  srcSet: Record<VariantFormat, string>;
  /** the widest WebP: the fallback src */
  src: string;
  widths: number[];
}

/**
 * The widths an image is made at: the asked ones not wider than the image, and, when a wider one was
 * asked, the image's own width in its place (astro:assets' rule for local images): never enlarged.
 */
export function variantWidths(asked: readonly number[], imageWidth: number): number[] {
  const sorted = [...new Set(asked.map(Math.round))].filter((w) => w > 0).sort((a, b) => a - b);
  const fitting = sorted.filter((w) => w <= imageWidth);
  if (fitting.length < sorted.length && !fitting.includes(imageWidth)) fitting.push(imageWidth);
  return fitting.length ? fitting : [imageWidth];
}

/** A variant's file name: the media name without its extension (the name is unique already), its width and format. */
export const variantFile = (name: string, width: number, format: VariantFormat) =>
  `${name.replace(/\.[^.]*$/, '').replace(/[^\w-]/g, '_')}-${width}.${format}`;

/**
 * A variant's file name in the cache: the image's bytes hashed, with the encoder's settings and sharp's
 * release (a new encoder makes new files rather than serving the old one's), its width and format.
 */
export const cachedVariantFile = (bytes: Uint8Array, width: number, format: VariantFormat) =>
  `${contentKey(bytes)}-${width}.${format}`;

const ENCODING = `upright-default-quality:sharp-${sharp.versions.sharp ?? ''}:vips-${sharp.versions.vips}`;
function contentKey(bytes: Uint8Array): string {
  return createHash('sha256').update(ENCODING).update(bytes).digest('hex').slice(0, 32);
}

// Two pages (English and Nepali) ask for the same variant at once: it is encoded once.
const encoding = new Map<string, Promise<void>>();

/**
 * The variants of one stored image at `widths` (filtered by variantWidths) in AVIF and WebP, encoded
 * into `cacheDir` unless they are there already, then linked into `<outDir>/_astro/media` when an
 * output folder is given (a preview writes into none).
 */
export async function mediaVariants(
  name: string,
  bytes: Uint8Array,
  imageWidth: number,
  asked: readonly number[],
  { cacheDir, outDir }: { cacheDir: string; outDir?: string },
): Promise<MediaVariants> {
  const widths = variantWidths(asked, imageWidth);
  mkdirSync(cacheDir, { recursive: true });
  const files = VARIANT_FORMATS.flatMap((format) => widths.map((width) => ({ format, width })));
  const key = contentKey(bytes);
  await Promise.all(
    files.map(async ({ format, width }) => {
      const cached = join(cacheDir, `${key}-${width}.${format}`);
      if (!existsSync(cached)) {
        let job = encoding.get(cached);
        if (!job) {
          job = encode(bytes, width, format, cached).finally(() => encoding.delete(cached));
          encoding.set(cached, job);
        }
        await job;
      }
      if (outDir) linkInto(cached, join(outDir, MEDIA_URL, variantFile(name, width, format)));
    }),
  );
  const url = (width: number, format: VariantFormat) => `${MEDIA_URL}/${variantFile(name, width, format)}`;
  const srcSet = (format: VariantFormat) => widths.map((w) => `${url(w, format)} ${w}w`).join(', ');
  return { srcSet: { avif: srcSet('avif'), webp: srcSet('webp') }, src: url(widths.at(-1)!, 'webp'), widths };
}

/**
 * One variant, encoded as astro:assets' sharp service encodes it (sharp's default qualities: AVIF 50,
 * WebP 80; upright; every frame; no metadata kept), written under a temporary name and renamed, so a
 * half-written file is never taken for a finished one.
 */
async function encode(bytes: Uint8Array, width: number, format: VariantFormat, file: string) {
  const image = sharp(bytes, { failOn: 'none', pages: -1 }).rotate().resize({ width, withoutEnlargement: true });
  const data = await (format === 'avif' ? image.avif() : image.webp()).toBuffer();
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

/** A hard link (no space, instant, as linkTree links a build), or a copy where the folders are on different disks. */
function linkInto(cached: string, target: string) {
  if (existsSync(target)) return;
  mkdirSync(join(target, '..'), { recursive: true });
  try {
    linkSync(cached, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return;
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    copyFileSync(cached, target);
  }
}
