// A photo chosen in a form and not yet saved, shown in that form's preview (issue 31). It is made
// ready exactly as a saved upload is (media/images.ts: checked by content, turned upright, every
// metadata block stripped, at most 2560 px), kept in `preview_media` until the preview expires,
// and served in the widths and formats the page asks for, to the editor's preview only
// (routes.ts checks the pass and that the photo is the link's own).
import sharp from 'sharp';
import type { Db } from '../db/index.ts';
import { readUpload } from '../media/images.ts';
import { inUploadThread } from '../media/upload-thread.ts';
import { newId } from '../storage/records.ts';

/** What a preview link says of its unsaved photo. */
export interface PreviewPhoto {
  name: string;
  width: number;
  height: number;
  /** an SVG is shown as it is, at any width */
  svg?: boolean;
}

export const PREVIEW_PHOTO_NAME = /^preview-[0-9a-f]{24}\.[a-z0-9]{2,5}$/;

/** Removes the photos of previews that have expired (every new preview does, so none lingers). */
export async function removeExpiredPhotos(db: Db, now: Date) {
  await db.deleteFrom('preview_media').where('expiresAt', '<=', now.toISOString()).execute();
}

/** Keeps the photo until `expires`. */
export async function keepPreviewPhoto(db: Db, file: File, expires: Date): Promise<PreviewPhoto> {
  const { bytes, type, ext } = await readUpload(file);
  const svg = type === 'image/svg+xml';
  const size = svg ? { width: 1200, height: 800 } : await sharp(bytes).metadata();
  const photo: PreviewPhoto = {
    name: `preview-${newId()}.${ext}`,
    width: size.width || 1200,
    height: size.height || 800,
    ...(svg ? { svg } : {}),
  };
  await db
    .insertInto('preview_media')
    .values({
      name: photo.name,
      type,
      width: photo.width,
      height: photo.height,
      data: bytes,
      expiresAt: expires.toISOString(),
    })
    .execute();
  return photo;
}

/** The formats a page's <picture> asks for. */
const FORMATS = { avif: 'image/avif', webp: 'image/webp' } as const;
export type PreviewFormat = keyof typeof FORMATS;
export const isPreviewFormat = (f: string | undefined): f is PreviewFormat => !!f && f in FORMATS;

/** A few recent answers, so reloading a preview does not encode its photo again. */
const recent = new Map<string, { type: string; body: Uint8Array }>();
const RECENT = 24;

/**
 * The photo at `width` in `format` (an SVG as it is); undefined when it has expired or is not a
 * preview's photo at all. Never larger than the photo itself.
 */
export async function previewPhotoVariant(db: Db, name: string, width: number, format: PreviewFormat, now: Date) {
  const row = await db
    .selectFrom('preview_media')
    .select(['type', 'width', 'data', 'expiresAt'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row || row.expiresAt <= now.toISOString()) return undefined;
  const d = row.data as Uint8Array; // a Buffer from pg, a Uint8Array from node:sqlite
  const data = new Uint8Array(d.buffer, d.byteOffset, d.byteLength);
  if (row.type === 'image/svg+xml') return { type: row.type, body: data };
  const key = `${name} ${width} ${format}`;
  const cached = recent.get(key);
  if (cached) return cached;
  // In the uploads' thread, one encode at a time: a burst of previews holds one of the thread
  // pool's workers at most, and the static files keep the others.
  const { data: body } = await inUploadThread<{ data: Uint8Array }>('preview', {
    data,
    width: Math.min(width, Number(row.width)),
    format,
  });
  const answer = { type: FORMATS[format], body };
  recent.set(key, answer);
  if (recent.size > RECENT) recent.delete(recent.keys().next().value!);
  return answer;
}
