import sharp from 'sharp';

// Real images for upload tests, made on the spot.
const base = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } });
export const png = () => base(32, 24).png().toBuffer();
export const jpeg = () => base(40, 30).jpeg().toBuffer();
/** A real JPEG over 5 MB: random noise does not compress. */
export const hugeJpeg = async () => {
  const width = 2400;
  const height = 2000;
  const noise = new Uint8Array(width * height * 3);
  for (let i = 0; i < noise.length; i += 65536) crypto.getRandomValues(noise.subarray(i, i + 65536));
  return sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
};
