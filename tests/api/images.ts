import { readFileSync } from 'node:fs';
import sharp from 'sharp';

// Real images for upload tests, made on the spot.
const base = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } });
export const png = () => base(32, 24).png().toBuffer();
export const jpeg = () => base(40, 30).jpeg().toBuffer();
/** A real JPEG over 5 MB: random noise does not compress. */
export const hugeJpeg = async () => {
  const width = 2400;
  const height = 2000;
  const noise = new Uint8Array(width * height * 3);
  for (let i = 0; i < noise.length; i += 65536) crypto.getRandomValues(noise.subarray(i, i + 65536));
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
};

/** A 24-bit Windows bitmap, written byte by byte (sharp cannot write BMP). */
export function bmp(width = 6, height = 4): Uint8Array {
  const row = Math.ceil((width * 3) / 4) * 4;
  const out = new Uint8Array(54 + row * height);
  const v = new DataView(out.buffer);
  out.set([0x42, 0x4d]); // "BM"
  v.setUint32(2, out.length, true);
  v.setUint32(10, 54, true); // pixels start
  v.setUint32(14, 40, true); // BITMAPINFOHEADER
  v.setInt32(18, width, true);
  v.setInt32(22, height, true);
  v.setUint16(26, 1, true); // planes
  v.setUint16(28, 24, true); // bits per pixel
  v.setUint32(34, row * height, true);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out.set([200, 90, 20], 54 + y * row + x * 3); // BGR
  return out;
}

/** A Windows icon holding one 32-bit bitmap (the classic form) or one PNG (the modern form). */
export async function ico(kind: 'bmp' | 'png' = 'bmp', size = 16): Promise<Uint8Array> {
  let image: Uint8Array;
  if (kind === 'png') image = new Uint8Array(await base(size, size).png().toBuffer());
  else {
    const mask = Math.ceil(size / 32) * 4 * size; // the 1-bit AND mask, rows padded to 4 bytes
    image = new Uint8Array(40 + size * size * 4 + mask);
    const v = new DataView(image.buffer);
    v.setUint32(0, 40, true);
    v.setInt32(4, size, true);
    v.setInt32(8, size * 2, true); // an icon's bitmap counts the mask in its height
    v.setUint16(12, 1, true);
    v.setUint16(14, 32, true);
    for (let i = 0; i < size * size; i++) image.set([200, 90, 20, 255], 40 + i * 4); // BGRA
  }
  const out = new Uint8Array(6 + 16 + image.length);
  const v = new DataView(out.buffer);
  v.setUint16(2, 1, true); // type: icon
  v.setUint16(4, 1, true); // one image
  out[6] = size;
  out[7] = size;
  v.setUint16(10, 1, true);
  v.setUint16(12, 32, true);
  v.setUint32(14, image.length, true);
  v.setUint32(18, 22, true);
  out.set(image, 22);
  return out;
}

/** A 16×16 HEIC (HEVC) photo: nothing on npm writes HEVC, so it was made once with libheif's heif-enc. */
export const heic = () => new Uint8Array(readFileSync(new URL('../fixtures/images/tiny.heic', import.meta.url)));

export const svg = (body = '<rect width="10" height="10" fill="red"/>') =>
  new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">${body}</svg>`,
  );

/** One real file of every image type the API accepts, with the type it is stored as. */
export async function everyImageType(): Promise<{ label: string; bytes: Uint8Array; stored: string }[]> {
  const b = base(24, 16);
  const u8 = async (p: Promise<Buffer>) => new Uint8Array(await p);
  return [
    { label: 'PNG', bytes: await u8(b.clone().png().toBuffer()), stored: 'image/png' },
    { label: 'JPEG', bytes: await u8(b.clone().jpeg().toBuffer()), stored: 'image/jpeg' },
    { label: 'WebP', bytes: await u8(b.clone().webp().toBuffer()), stored: 'image/webp' },
    { label: 'GIF', bytes: await u8(b.clone().gif().toBuffer()), stored: 'image/gif' },
    { label: 'AVIF', bytes: await u8(b.clone().avif().toBuffer()), stored: 'image/avif' },
    { label: 'TIFF', bytes: await u8(b.clone().tiff().toBuffer()), stored: 'image/png' },
    { label: 'SVG', bytes: svg(), stored: 'image/svg+xml' },
    { label: 'BMP', bytes: bmp(), stored: 'image/png' },
    { label: 'ICO', bytes: await ico('bmp'), stored: 'image/png' },
    { label: 'ICO (PNG inside)', bytes: await ico('png'), stored: 'image/png' },
    { label: 'HEIC', bytes: heic(), stored: 'image/jpeg' },
  ];
}
