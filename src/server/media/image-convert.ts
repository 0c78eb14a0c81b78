import sharp from 'sharp';
import { ACCEPTED_IMAGES } from '../../lib/messages.ts';
import { ApiError } from '../http/errors.ts';
import { inUploadThread, uploadThreadTimeout, UploadTimeout } from './upload-thread.ts';

export interface WebImage {
  bytes: Uint8Array;
  type: string;
  ext: string;
}

/** Formats every browser shows and the site build (sharp) reads: stored exactly as uploaded. */
const WEB_FORMATS = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);

/**
 * The most pixels an uploaded image may have: 40 megapixels (8,000 × 5,000, more than any camera
 * photo the site needs). Read from the header before anything is decoded: a larger picture
 * blocks the server while it is decoded and would be sent to every visitor.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

const tooManyPixels = (width: number, height: number) =>
  new ApiError(
    413,
    `This image is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels; an image may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (for example 8,000 × 5,000). ${ACCEPTED_IMAGES}`,
  );

/** Refuses dimensions over MAX_IMAGE_PIXELS (or absurd ones) before the image is decoded. */
export function checkDimensions(width: number, height: number): void {
  const w = Math.abs(width);
  const h = Math.abs(height);
  if (w * h > MAX_IMAGE_PIXELS) throw tooManyPixels(w, h);
}

/** A BMP's width and height from its header (BITMAPCOREHEADER or any later BITMAPINFOHEADER). */
export function bmpDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 26) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerSize = view.getUint32(14, true);
  if (headerSize === 12) return { width: view.getUint16(18, true), height: view.getUint16(20, true) };
  return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
}

/** Every picture's width and height in an ICO, from the PNG or BMP header inside each entry. */
export function icoDimensions(bytes: Uint8Array): { width: number; height: number }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 6) return [];
  const count = view.getUint16(4, true);
  const out: { width: number; height: number }[] = [];
  for (let i = 0; i < count && 6 + 16 * (i + 1) <= bytes.length; i++) {
    const offset = view.getUint32(6 + 16 * i + 12, true);
    if (offset + 24 > bytes.length) continue;
    const isPng = view.getUint32(offset) === 0x89504e47;
    if (isPng) out.push({ width: view.getUint32(offset + 16), height: view.getUint32(offset + 20) });
    // a BMP entry's header gives twice the height (the picture and its mask)
    else
      out.push({
        width: Math.abs(view.getInt32(offset + 4, true)),
        height: Math.ceil(Math.abs(view.getInt32(offset + 8, true)) / 2),
      });
  }
  return out;
}

const label = (type: string) => type.replace('image/', '').toUpperCase();
const unreadable = (type: string) =>
  new ApiError(415, `This ${label(type)} image could not be read; it may be damaged. ${ACCEPTED_IMAGES}`);

/**
 * An uploaded raster image in a form both browsers and the site build can use. PNG, JPEG, WebP,
 * GIF and AVIF are kept as they are (after proving sharp decodes them, as the build will);
 * anything else is converted here, at upload, so no stored image can stop a publish:
 * BMP and ICO (which libvips cannot read) to PNG, HEIC (HEVC, which sharp's prebuilt libheif
 * cannot decode) to JPEG, TIFF and other formats sharp reads to PNG.
 */
export async function toWebImage(bytes: Uint8Array, type: string, ext: string): Promise<WebImage> {
  try {
    if (type === 'image/bmp') {
      const size = bmpDimensions(bytes);
      if (size) checkDimensions(size.width, size.height);
    } else if (type === 'image/x-icon' || type === 'image/vnd.microsoft.icon') {
      for (const size of icoDimensions(bytes)) checkDimensions(size.width, size.height);
    } else {
      // The header only; sharp's own pixel limit would call a huge image damaged.
      const { width = 0, height = 0 } = await sharp(bytes, { animated: false, limitInputPixels: false }).metadata();
      checkDimensions(width, height);
    }
    if (WEB_FORMATS.has(type)) {
      await sharp(bytes, { animated: false }).resize(16).toBuffer(); // decodes it, as the build will
      return { bytes, type, ext };
    }
    if (type === 'image/bmp') return png(await decodeBmpFile(bytes));
    if (type === 'image/x-icon' || type === 'image/vnd.microsoft.icon') return await decodeIcoFile(bytes);
    if (
      type === 'image/heic' ||
      type === 'image/heif' ||
      type === 'image/heic-sequence' ||
      type === 'image/heif-sequence'
    ) {
      return await heicToJpeg(bytes);
    }
    return { bytes: new Uint8Array(await sharp(bytes).png().toBuffer()), type: 'image/png', ext: 'png' };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof UploadTimeout) {
      throw new ApiError(
        422,
        `This ${label(type)} image took more than ${uploadThreadTimeout() / 1000} seconds to read. ${ACCEPTED_IMAGES}`,
      );
    }
    throw unreadable(type);
  }
}

interface Pixels {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

async function png({ width, height, data }: Pixels): Promise<WebImage> {
  const raw = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const out = await sharp(raw, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { bytes: new Uint8Array(out), type: 'image/png', ext: 'png' };
}

// The decoders written in JavaScript or WebAssembly run in the uploads' thread (upload-worker.ts),
// so decoding a large picture never blocks the server's own thread.
const decodeBmpFile = (bytes: Uint8Array) => inUploadThread<Pixels>('bmp', bytes);

/** The largest picture in the icon: a PNG inside is kept as it is, a BMP one becomes a PNG. */
async function decodeIcoFile(bytes: Uint8Array): Promise<WebImage> {
  const largest = await inUploadThread<Pixels | { png: Uint8Array }>('ico', bytes);
  if ('png' in largest) return toWebImage(largest.png, 'image/png', 'png');
  return png(largest);
}

async function heicToJpeg(bytes: Uint8Array): Promise<WebImage> {
  const { width, height, data } = await inUploadThread<Pixels>('heic', bytes);
  const raw = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const out = await sharp(raw, { raw: { width, height, channels: 4 } })
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
  return { bytes: new Uint8Array(out), type: 'image/jpeg', ext: 'jpg' };
}
