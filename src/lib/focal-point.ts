import { z } from 'zod';

// Issue 31, "a focal point for banners and testimonials": the editor clicks the subject of the
// picture once, and every crop the site makes of it (a banner at 375 px is a narrow slice of a
// wide photo; a testimonial photo is a small circle) keeps that point in view. Stored as text, in
// percent from the left (focalX) and from the top (focalY); '' is the centre, as before.

/** A focal coordinate as stored: '' (the centre) or a percentage from 0 to 100, one decimal at most. */
export function readFocal(value: unknown): string | undefined {
  if (value === '') return '';
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 0 || n > 100) return undefined;
  return String(Math.round(n * 10) / 10);
}

/** A coordinate as a number, the centre (50) when none is set or it cannot be read. */
export const focalPercent = (value: unknown) => Number(readFocal(value) || 50);

/**
 * The CSS object-position that keeps the focal point in view under object-fit: cover. With the
 * same percentage for the point and the position, the point lands that far across the visible
 * box, whatever the box's shape: (box − picture) × p + picture × p = box × p.
 */
export const objectPosition = (x: unknown, y: unknown) => `${focalPercent(x)}% ${focalPercent(y)}%`;

/**
 * A focal coordinate field. Left out of a request (an older client's payload), it is left out of
 * the update too, so a save that does not know the focal point keeps the one stored.
 */
export const focalPoint = (label: string, from: string) =>
  z
    .preprocess(
      (v) => (v == null ? undefined : typeof v === 'string' ? v.trim() : v),
      z
        .union([z.string(), z.number()], { error: `${label} must be a percentage from 0 to 100 (${from})` })
        .refine((v) => readFocal(v) !== undefined, `${label} must be a percentage from 0 to 100 (${from})`)
        .transform((v) => readFocal(v) ?? '')
        .optional(),
    )
    .meta({ label, input: 'hidden' });
