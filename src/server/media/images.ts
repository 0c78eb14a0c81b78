import { fileTypeFromBuffer } from 'file-type';
import { accepted, maxUploadBytes } from '../http/upload-limit.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { toWebImage, type WebImage } from './image-convert.ts';
import { newId } from '../storage/records.ts';
import { sanitiseSvgUpload } from './svg-upload.ts';

export interface DetectedImage {
  type: string;
  ext: string;
}

const SVG_START =
  /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>:]/i;

const notAnImage = () => new ApiError(415, `The file is not an image. ${accepted()}`);

/** The image type of an upload, judged by its content (magic bytes), never by its name. */
export async function detectImage(bytes: Uint8Array): Promise<DetectedImage> {
  const found = await fileTypeFromBuffer(bytes);
  if (found?.mime.startsWith('image/')) return { type: found.mime, ext: found.ext };
  // A quick look at the start; the SVG parser decides for good.
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  // file-type calls a text that opens with `<?xml …?>` XML: an SVG may open so (Inkscape's, Illustrator's do).
  if ((!found || found.mime === 'application/xml') && SVG_START.test(head))
    return { type: 'image/svg+xml', ext: 'svg' };
  throw notAnImage();
}

/**
 * The bytes to store for an upload: an SVG as sanitised, any other image in a format both
 * browsers and the site build read (converted here when it is not), so no upload can stop a publish.
 */
export async function prepareImage(bytes: Uint8Array): Promise<WebImage> {
  const { type, ext } = await detectImage(bytes);
  if (type !== 'image/svg+xml') return toWebImage(bytes, type, ext);
  let clean: string | undefined;
  try {
    clean = await sanitiseSvgUpload(new TextDecoder().decode(bytes));
  } catch (err) {
    if (err instanceof ApiError) throw err;
    clean = undefined; // the worker failed on it (out of memory, a crash): as unreadable
  }
  if (!clean) throw new ApiError(415, `This SVG could not be read as an SVG image. ${accepted()}`);
  return { bytes: new TextEncoder().encode(clean), type, ext };
}

/** An uploaded file checked (size, content) and made ready to store, as every upload is. */
export async function readUpload(file: File): Promise<WebImage> {
  if (file.size > maxUploadBytes()) throw new ApiError(413, `The image is too large. ${accepted()}`);
  if (file.size === 0) throw new ApiError(400, 'The image file is empty.');
  return prepareImage(new Uint8Array(await file.arrayBuffer()));
}

/** Checks and stores an uploaded file; returns its generated file name. */
export async function storeImage(db: Db, file: File): Promise<string> {
  const { bytes, type, ext } = await readUpload(file);
  const name = `${newId()}.${ext}`;
  await db
    .insertInto('media')
    .values({ name, type, size: bytes.byteLength, data: bytes, createdAt: new Date().toISOString() })
    .execute();
  return name;
}

export async function storeImageBytes(db: Db, bytes: Uint8Array): Promise<string> {
  return storeImage(db, new File([bytes as Uint8Array<ArrayBuffer>], 'upload'));
}

export async function getImage(db: Db, name: string) {
  if (!/^[0-9a-f]{24}\.[a-z0-9]{2,5}$/.test(name)) return undefined;
  const row = await db
    .selectFrom('media')
    .select(['type', 'size', 'data', 'createdAt'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return undefined;
  const d = row.data as Uint8Array; // a Buffer from pg, a Uint8Array from node:sqlite
  return {
    type: String(row.type),
    data: new Uint8Array(d.buffer, d.byteOffset, d.byteLength),
    createdAt: String(row.createdAt),
  };
}
