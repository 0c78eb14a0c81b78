import { getImage } from 'astro:assets';
import { uploadUrl } from '../site.config.ts';
import type { ResponsiveImage } from '../islands/types.ts';

/**
 * An uploaded image (/uploads/<name> on the API) optimised at build time into AVIF and WebP
 * at a few widths, for islands that cannot use <Picture> themselves.
 */
export async function responsiveImage(name: string, widths: number[], sizes: string): Promise<ResponsiveImage> {
  const src = uploadUrl(name);
  let images: Awaited<ReturnType<typeof getImage>>[];
  try {
    images = await Promise.all((['avif', 'webp'] as const).map((format) => getImage({ src, inferSize: true, format, widths, sizes })));
  } catch (err) {
    // Usually an image deleted while this build ran; the publisher's next build picks up the change.
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`Uploaded image "${name}" could not be loaded from ${src} (${reason}). A page is never published without its images.`);
  }
  const [avif, webp] = images;
  return {
    src: webp.src,
    avifSrcSet: avif.srcSet.attribute,
    webpSrcSet: webp.srcSet.attribute,
    sizes,
    width: Number(webp.attributes.width),
    height: Number(webp.attributes.height),
  };
}
