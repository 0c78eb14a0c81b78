import sharp, { type Sharp } from 'sharp';
import { accepted } from '../http/upload-limit.ts';
import { ApiError } from '../http/errors.ts';
import { inUploadThread, uploadThreadTimeout, UploadTimeout } from './upload-thread.ts';

export interface WebImage {
  bytes: Uint8Array;
  type: string;
  ext: string;
}

/** Formats every browser shows and the site build (sharp) reads: stored in their own format. */
const WEB_FORMATS = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);

/**
 * The most pixels an uploaded image may have: 40 megapixels (8,000 × 5,000, more than any camera
 * photo the site needs). Read from the header before anything is decoded: a larger picture
 * blocks the server while it is decoded and would be sent to every visitor.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * A phone's photo (JPEG or HEIC, the formats cameras write) may have more: 52 megapixels, so the
 * 48 and 50 MP modes of today's phones (8,000 × 6,000; 8,160 × 6,120; 8,192 × 6,144 = 50.3 MP) are
 * taken, and scaled to MAX_LONG_SIDE like any photo. The bound is the memory one upload may take
 * while it is decoded (uploads are read one at a time): a 50 MP HEIC decodes in the uploads' thread
 * in about 3 s and 650 MB at its peak (measured, libheif in WebAssembly), a JPEG in far less (sharp
 * decodes it in strips). Past it are the 64, 108 and 200 MP modes (a 200 MP HEIC would take some
 * 2.6 GB) and the decompression bombs: a JPEG or HEIC of one flat colour claims 50 MP in 30 KB, and
 * its header may claim 65,535 × 65,535 (4.3 gigapixels). Lossless formats (PNG, GIF, WebP, BMP, ICO,
 * TIFF) keep MAX_IMAGE_PIXELS: no camera writes them, and they pack a flat picture thousands to one.
 */
export const MAX_PHOTO_PIXELS = 52_000_000;

const PHOTO_TYPES = new Set(['image/jpeg', 'image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

const tooManyPixels = (width: number, height: number) =>
  new ApiError(
    413,
    `This image is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels; an image may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (for example 8,000 × 5,000). ${accepted()}`,
  );

const tooLargePhoto = (width: number, height: number) =>
  new ApiError(
    413,
    `This photo is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels; a JPEG or HEIC photo may have at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels (a phone's 48 or 50 MP mode, up to 8,192 × 6,144). ${accepted()}`,
  );

/** Refuses dimensions over MAX_IMAGE_PIXELS (MAX_PHOTO_PIXELS for a JPEG or HEIC photo), or absurd ones, before the image is decoded. */
export function checkDimensions(width: number, height: number, type = ''): void {
  const w = Math.abs(width);
  const h = Math.abs(height);
  if (PHOTO_TYPES.has(type)) {
    if (w * h > MAX_PHOTO_PIXELS) throw tooLargePhoto(w, h);
  } else if (w * h > MAX_IMAGE_PIXELS) throw tooManyPixels(w, h);
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

/** The longest side a stored image may have: twice the widest the site shows (a 1280 px banner). */
export const MAX_LONG_SIDE = 2560;

/**
 * The picture turned upright from its EXIF orientation and scaled to at most MAX_LONG_SIDE; sharp
 * writes none of the input's metadata (EXIF, GPS, XMP, IPTC, comments, ICC: colours go to sRGB).
 */
const upright = (image: Sharp, animated = false) =>
  (animated ? image : image.rotate()).resize({
    width: MAX_LONG_SIDE,
    height: MAX_LONG_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });

/**
 * A PNG, JPEG, WebP, GIF or AVIF as it may be stored: kept byte for byte when it is already upright,
 * small enough and carries no metadata, else written again (upright, scaled, without metadata)
 * in its own format. A phone's photo is always written again: its GPS position would be served
 * to every visitor.
 */
async function cleanWebImage(bytes: Uint8Array, type: string, ext: string): Promise<WebImage> {
  const meta = await sharp(bytes, { animated: true }).metadata();
  const longSide = Math.max(meta.width ?? 0, meta.pageHeight ?? meta.height ?? 0);
  const clean =
    (meta.orientation ?? 1) === 1 &&
    longSide <= MAX_LONG_SIDE &&
    !meta.exif &&
    !meta.xmp &&
    !meta.iptc &&
    !meta.tifftagPhotoshop &&
    !meta.comments?.length &&
    !(type === 'image/jpeg' && jpegHasExtras(bytes));
  if (clean) return { bytes, type, ext };
  const animated = (meta.pages ?? 1) > 1;
  const image = upright(sharp(bytes, { animated }), animated);
  const out =
    type === 'image/jpeg'
      ? image.jpeg({ quality: 88 }) // without mozjpeg: 4 times faster on a 12 MP photo
      : type === 'image/png'
        ? image.png()
        : type === 'image/webp'
          ? image.webp({ quality: 88 })
          : type === 'image/gif'
            ? image.gif()
            : image.avif();
  return { bytes: new Uint8Array(await out.toBuffer()), type, ext };
}

/**
 * Whether a JPEG has segments beyond its picture, its JFIF header, colour profile (APP2) and
 * Adobe colour note (APP14): EXIF and XMP (APP1), IPTC (APP13), makers' own blocks, comments.
 */
export function jpegHasExtras(bytes: Uint8Array): boolean {
  let at = 2; // after SOI
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    if (marker === 0xda || marker === 0xd9) return false; // the picture itself starts (SOS) or ends
    if (marker === 0xfe) return true; // COM
    if (marker >= 0xe1 && marker <= 0xef && marker !== 0xe2 && marker !== 0xee) return true;
    at += 2 + ((bytes[at + 2] << 8) | bytes[at + 3]);
  }
  return false;
}

const label = (type: string) => type.replace('image/', '').toUpperCase();
const unreadable = (type: string) =>
  new ApiError(415, `This ${label(type)} image could not be read; it may be damaged. ${accepted()}`);

/**
 * An uploaded raster image in a form both browsers and the site build can use, upright, at most
 * MAX_LONG_SIDE and without metadata. PNG, JPEG, WebP, GIF and AVIF stay in their format (after
 * proving sharp decodes them, as the build will);
 * anything else is converted here, at upload, so no stored image can stop a publish:
 * BMP and ICO (which libvips cannot read) to PNG, HEIC (HEVC, which sharp's prebuilt libheif
 * cannot decode) to JPEG, TIFF and other formats sharp reads to PNG.
 */
export async function toWebImage(bytes: Uint8Array, type: string, ext: string): Promise<WebImage> {
  let limitMs = uploadThreadTimeout();
  try {
    if (type === 'image/bmp') {
      const size = bmpDimensions(bytes);
      if (size) checkDimensions(size.width, size.height);
    } else if (type === 'image/x-icon' || type === 'image/vnd.microsoft.icon') {
      for (const size of icoDimensions(bytes)) checkDimensions(size.width, size.height);
    } else {
      // The header only; sharp's own pixel limit would call a huge image damaged.
      const { width = 0, height = 0 } = await sharp(bytes, { animated: false, limitInputPixels: false }).metadata();
      checkDimensions(width, height, type);
      limitMs = readingTime(width * height);
    }
    if (WEB_FORMATS.has(type)) {
      await sharp(bytes, { animated: false }).resize(16).toBuffer(); // decodes it, as the build will
      return await cleanWebImage(bytes, type, ext);
    }
    if (type === 'image/bmp') return png(await decodeBmpFile(bytes));
    if (type === 'image/x-icon' || type === 'image/vnd.microsoft.icon') return await decodeIcoFile(bytes);
    if (
      type === 'image/heic' ||
      type === 'image/heif' ||
      type === 'image/heic-sequence' ||
      type === 'image/heif-sequence'
    ) {
      return await heicToJpeg(bytes, limitMs);
    }
    return { bytes: new Uint8Array(await upright(sharp(bytes)).png().toBuffer()), type: 'image/png', ext: 'png' };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof UploadTimeout) {
      throw new ApiError(
        422,
        `This ${label(type)} image took more than ${limitMs / 1000} seconds to read. ${accepted()}`,
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
  const out = await upright(sharp(raw, { raw: { width, height, channels: 4 } }))
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

/**
 * How long the uploads' thread may take to decode a picture of this many pixels: the configured
 * limit (IMAGE_READ_TIMEOUT_SECONDS) for up to 25 megapixels, in proportion past it. A 50 MP HEIC
 * takes 3 s on an idle core and over 10 s on a busy 2-core machine, and its size is already
 * bounded (MAX_PHOTO_PIXELS), so the longest wait is about twice the configured limit.
 */
const readingTime = (pixels: number) => Math.round(uploadThreadTimeout() * Math.max(1, pixels / 25_000_000));

async function heicToJpeg(bytes: Uint8Array, limitMs: number): Promise<WebImage> {
  const { width, height, data } = await inUploadThread<Pixels>('heic', bytes, limitMs);
  const raw = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  // libheif has already turned the picture upright (the HEIF rotation, not EXIF, says how)
  const out = await upright(sharp(raw, { raw: { width, height, channels: 4 } }))
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
  return { bytes: new Uint8Array(out), type: 'image/jpeg', ext: 'jpg' };
}
