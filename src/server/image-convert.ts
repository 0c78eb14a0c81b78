import sharp from 'sharp';
import { ACCEPTED_IMAGES } from '../lib/messages.ts';
import { ApiError } from './errors.ts';

export interface WebImage {
  bytes: Uint8Array;
  type: string;
  ext: string;
}

/** Formats every browser shows and the site build (sharp) reads: stored exactly as uploaded. */
const WEB_FORMATS = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);

const unreadable = (type: string) =>
  new ApiError(415, `This ${type.replace('image/', '').toUpperCase()} image could not be read; it may be damaged. ${ACCEPTED_IMAGES}`);

/**
 * An uploaded raster image in a form both browsers and the site build can use. PNG, JPEG, WebP,
 * GIF and AVIF are kept as they are (after proving sharp decodes them, as the build will);
 * anything else is converted here, at upload, so no stored image can stop a publish:
 * BMP and ICO (which libvips cannot read) to PNG, HEIC (HEVC, which sharp's prebuilt libheif
 * cannot decode) to JPEG, TIFF and other formats sharp reads to PNG.
 */
export async function toWebImage(bytes: Uint8Array, type: string, ext: string): Promise<WebImage> {
  try {
    if (WEB_FORMATS.has(type)) {
      await sharp(bytes, { animated: false }).resize(16).toBuffer(); // decodes it, as the build will
      return { bytes, type, ext };
    }
    if (type === 'image/bmp') return png(await decodeBmpFile(bytes));
    if (type === 'image/x-icon' || type === 'image/vnd.microsoft.icon') return await decodeIcoFile(bytes);
    if (type === 'image/heic' || type === 'image/heif' || type === 'image/heic-sequence' || type === 'image/heif-sequence') {
      return await heicToJpeg(bytes);
    }
    return { bytes: new Uint8Array(await sharp(bytes).png().toBuffer()), type: 'image/png', ext: 'png' };
  } catch (err) {
    if (err instanceof ApiError) throw err;
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
  const out = await sharp(raw, { raw: { width, height, channels: 4 } }).png().toBuffer();
  return { bytes: new Uint8Array(out), type: 'image/png', ext: 'png' };
}

async function decodeBmpFile(bytes: Uint8Array): Promise<Pixels> {
  const { default: decodeBmp } = await import('decode-bmp');
  return decodeBmp(bytes);
}

/** The largest picture in the icon: a PNG inside is kept as it is, a BMP one becomes a PNG. */
async function decodeIcoFile(bytes: Uint8Array): Promise<WebImage> {
  const { default: decodeIco } = await import('decode-ico');
  const images = decodeIco(bytes);
  if (images.length === 0) throw new Error('empty icon');
  const largest = images.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
  if (largest.type === 'png') return toWebImage(largest.data, 'image/png', 'png');
  return png(largest);
}

async function heicToJpeg(bytes: Uint8Array): Promise<WebImage> {
  const { default: decode } = await import('heic-decode');
  const { width, height, data } = await decode({ buffer: bytes });
  const raw = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const out = await sharp(raw, { raw: { width, height, channels: 4 } }).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
  return { bytes: new Uint8Array(out), type: 'image/jpeg', ext: 'jpg' };
}
