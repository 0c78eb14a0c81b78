import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES } from '../lib/constants.ts';
import type { Db } from './db/index.ts';
import { ApiError } from './errors.ts';
import { newId } from './records.ts';

export interface DetectedImage {
  type: string;
  ext: string;
}

const SVG_START = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
// Anything in an SVG that could run script or reach outside the image.
const SVG_DANGER = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /<foreignObject/i,
  /<!ENTITY/i,
  /(?:xlink:)?href\s*=\s*["']\s*(?!#)[^"']*/i,
  /url\(\s*["']?\s*(?!#)/i,
  /@import/i,
  /javascript:/i,
];

/** The image type of an upload, judged by its content (magic bytes), never by its name. */
export async function detectImage(bytes: Uint8Array): Promise<DetectedImage> {
  const found = await fileTypeFromBuffer(bytes);
  if (found?.mime.startsWith('image/')) return { type: found.mime, ext: found.ext };
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  if (!found && SVG_START.test(head)) {
    const text = new TextDecoder().decode(bytes);
    if (SVG_DANGER.some((re) => re.test(text))) {
      throw new ApiError(415, 'This SVG contains scripts, event handlers or external references, which are not allowed. Please upload a plain image.');
    }
    return { type: 'image/svg+xml', ext: 'svg' };
  }
  throw new ApiError(415, 'The file is not an image. Please upload a PNG, JPEG, WebP, GIF, AVIF or SVG image.');
}

/** Checks and stores an uploaded file; returns its generated file name. */
export async function storeImage(db: Db, file: File): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, 'The image is too large. The limit is 5 MB.');
  if (file.size === 0) throw new ApiError(400, 'The image file is empty.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { type, ext } = await detectImage(bytes);
  const name = `${newId()}.${ext}`;
  await db.insertInto('media').values({ name, type, size: bytes.byteLength, data: bytes, createdAt: new Date().toISOString() }).execute();
  return name;
}

export async function storeImageBytes(db: Db, bytes: Uint8Array): Promise<string> {
  return storeImage(db, new File([bytes as Uint8Array<ArrayBuffer>], 'upload'));
}

export async function deleteImage(db: Db, name: string | undefined): Promise<void> {
  if (name) await db.deleteFrom('media').where('name', '=', name).execute();
}

export async function getImage(db: Db, name: string) {
  if (!/^[0-9a-f]{24}\.[a-z0-9]{2,5}$/.test(name)) return undefined;
  const row = await db.selectFrom('media').select(['type', 'size', 'data', 'createdAt']).where('name', '=', name).executeTakeFirst();
  if (!row) return undefined;
  const d = row.data as Uint8Array; // a Buffer from pg, a Uint8Array from node:sqlite
  return { type: String(row.type), data: new Uint8Array(d.buffer, d.byteOffset, d.byteLength), createdAt: String(row.createdAt) };
}
