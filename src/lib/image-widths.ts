// The widths each page's photos are made at (their srcset), in one place: the pages ask for them,
// and a preview's unsaved photo is served at these widths only (src/server/preview/routes.ts), so a
// preview link cannot make the server encode a photo at any width it names.

export const IMAGE_WIDTHS = {
  slider: [640, 1024, 1600],
  notice: [480, 720, 1080],
  testimonial: [56, 112, 168],
  logo: [72, 144, 288],
} as const satisfies Record<string, readonly number[]>;

/**
 * The widths a preview's photo is shown at: the page's widths not wider than the photo, or the
 * photo's own width when every one is (images.ts's previewPhoto writes the srcset from this).
 */
export function previewWidths(widths: readonly number[], photoWidth: number): number[] {
  const fitting = widths.filter((w) => w <= photoWidth);
  return fitting.length ? fitting : [photoWidth];
}

/** The widths a preview of `entity` shows its photo at; every page's when the entity has none of its own. */
export function previewWidthsOf(entity: string, photoWidth: number): number[] {
  const own = (IMAGE_WIDTHS as Record<string, readonly number[]>)[entity];
  const all = [...new Set(Object.values(IMAGE_WIDTHS).flat())].sort((a, b) => a - b);
  return previewWidths(own ?? all, photoWidth);
}
