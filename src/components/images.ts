import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { uploadUrl } from './api-url.ts';
import { mediaVariants } from './media-variants.ts';
import { type PreviewRecord, previewRecord } from '../lib/build-seam.ts';
import { previewWidths } from '../lib/image-widths.ts';
import type { ResponsiveImage } from '../islands/types.ts';

/**
 * An uploaded image (/uploads/<name> on the API) optimised at build time into AVIF and WebP
 * at a few widths (media-variants.ts), for islands that cannot use <Picture> themselves. One image
 * never fails the publish: an SVG (a vector, used as drawn) or an image sharp cannot read
 * (one stored before uploads were converted) is used as it is; one that cannot be loaded at all
 * is left out (undefined). Both are reported to the publisher (IMAGE_REPORT_FILE), which shows
 * them in the publish status.
 */
export async function responsiveImage(
  name: string,
  widths: readonly number[],
  sizes: string,
): Promise<ResponsiveImage | undefined> {
  const photo = previewRecord()?.photo;
  if (photo?.name === name) return previewPhoto(photo, widths, sizes);
  const src = uploadUrl(name);
  let size: Metadata;
  let bytes: Buffer;
  try {
    const res = await fetch(src, { signal: AbortSignal.timeout(15_000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    bytes = Buffer.from(await res.arrayBuffer());
    size = await sharp(bytes).metadata();
  } catch (err) {
    // sharp refused it (Astro's own sharp service would quietly copy such bytes under an .avif name)
    const unreadable = err instanceof Error && /unsupported image format|Input buffer/i.test(err.message);
    if (!unreadable) return report(`Image ${name} left out: it could not be loaded (${reason(err)}).`);
    report(`Image ${name} published unprocessed: it could not be optimised (${reason(err)}).`);
    return asUploaded(name, sizes);
  }
  // `npm run dev` serves no build output: the original, through its /uploads proxy. (MODE, not DEV:
  // Astro reads DEV from process.env too, and Vitest sets it there for the servers tests start.)
  if (size.format === 'svg' || import.meta.env.MODE === 'development') return asUploaded(name, sizes, size);
  try {
    const variants = await mediaVariants(name, bytes, size.autoOrient.width, widths, variantFolders());
    return {
      src: variants.src,
      avifSrcSet: variants.srcSet.avif,
      webpSrcSet: variants.srcSet.webp,
      sizes,
      width: size.autoOrient.width,
      height: size.autoOrient.height,
    };
  } catch (err) {
    report(`Image ${name} published unprocessed: it could not be optimised (${reason(err)}).`);
    return asUploaded(name, sizes, size);
  }
}

/**
 * The variants are encoded once into the content cache (SHARED_CACHE_DIR, which several servers may
 * share, set by the publisher; the build cache without one), and linked into the output
 * the pages are written to (ASTRO_OUT_DIR, set by the publisher); a preview writes nothing into the
 * live site, so its variants stay in the cache.
 */
function variantFolders() {
  const cacheDir = join(
    process.env.SHARED_CACHE_DIR || process.env.ASTRO_CACHE_DIR || join(process.cwd(), 'node_modules', '.astro'),
    'media',
  );
  if (previewRecord()) return { cacheDir };
  return { cacheDir, outDir: process.env.ASTRO_OUT_DIR ?? join(process.cwd(), 'dist') };
}

/** An image's alt text: the first of the candidates that says something (the editor's own, then a title or name). */
export const altText = (...candidates: (string | undefined)[]) => candidates.find((c) => c?.trim())?.trim() ?? '';

/** Records with their image optimised; one whose image could not be loaded at all is left out. */
export async function withImages<T extends { image: string }>(records: T[], widths: readonly number[], sizes: string) {
  const images = await Promise.all(records.map((r) => responsiveImage(r.image, widths, sizes)));
  return records.flatMap((record, i) => (images[i] ? [{ ...record, image: images[i] }] : []));
}

/** The image as stored, served at /uploads on the site's own origin, at its own size. */
function asUploaded(name: string, sizes: string, size: { width?: number; height?: number } = {}): ResponsiveImage {
  return {
    src: `/uploads/${encodeURIComponent(name)}`,
    avifSrcSet: '',
    webpSrcSet: '',
    sizes,
    width: size.width || 1200,
    height: size.height || 800,
  };
}

/**
 * A preview's unsaved photo (src/server/preview/preview-photo.ts), which the build has not seen:
 * the same widths and formats, served by the preview itself, so the page lays out as it will live.
 */
function previewPhoto(
  photo: NonNullable<PreviewRecord['photo']>,
  widths: readonly number[],
  sizes: string,
): ResponsiveImage {
  const size = { width: photo.width, height: photo.height };
  if (photo.svg) return { ...asUploaded(photo.name, sizes, size), src: photo.href };
  const used = previewWidths(widths, photo.width);
  const srcSet = (format: string) => used.map((w) => `${photo.href}?w=${w}&f=${format} ${w}w`).join(', ');
  return {
    src: `${photo.href}?w=${Math.max(...used)}&f=webp`,
    avifSrcSet: srcSet('avif'),
    webpSrcSet: srcSet('webp'),
    sizes,
    ...size,
  };
}

const reason = (err: unknown) => (err instanceof Error ? err.message.split('\n')[0] : String(err));

function report(line: string): undefined {
  console.warn(line);
  if (process.env.IMAGE_REPORT_FILE) appendFileSync(process.env.IMAGE_REPORT_FILE, `${line}\n`);
  return undefined;
}
