/** @jsxImportSource preact */
import type { ResponsiveImage } from './types.ts';

interface Props {
  image: ResponsiveImage;
  alt: string;
  className?: string;
  eager?: boolean;
  /** object-position: where a cropped (object-cover) image keeps its focal point */
  position?: string;
}

/** <picture> with AVIF and WebP sources for an image optimised at build time (none for one used as uploaded). */
export function Picture({ image, alt, className, eager = false, position }: Props) {
  return (
    <picture>
      {image.avifSrcSet && <source type="image/avif" srcSet={image.avifSrcSet} sizes={image.sizes} />}
      {image.webpSrcSet && <source type="image/webp" srcSet={image.webpSrcSet} sizes={image.sizes} />}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        className={className}
        style={position ? { objectPosition: position } : undefined}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
    </picture>
  );
}
