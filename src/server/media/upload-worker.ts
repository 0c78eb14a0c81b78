import { parentPort } from 'node:worker_threads';
import { sanitiseSvg } from './svg-sanitise.ts';

// The uploads' thread (src/server/media/upload-thread.ts): the SVG sanitiser (jsdom, DOMPurify) and the
// decoders written in JavaScript or WebAssembly (BMP, ICO, HEIC) run here, so a slow file holds up
// only this thread, which the server ends when the file takes too long.
const port = parentPort;
if (!port) throw new Error('upload-worker.ts runs as a worker thread');

interface Pixels {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

const tasks: Record<string, (input: never) => Promise<unknown>> = {
  svg: async (text: string) => sanitiseSvg(text) ?? null,
  bmp: async (bytes: Uint8Array): Promise<Pixels> => {
    const { default: decodeBmp } = await import('decode-bmp');
    const { width, height, data } = decodeBmp(bytes);
    return { width, height, data };
  },
  // The largest picture in the icon: a PNG inside as it is, a bitmap decoded.
  ico: async (bytes: Uint8Array): Promise<Pixels | { png: Uint8Array }> => {
    const { default: decodeIco } = await import('decode-ico');
    const images = decodeIco(bytes);
    if (images.length === 0) throw new Error('empty icon');
    const largest = images.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
    return largest.type === 'png'
      ? { png: largest.data }
      : { width: largest.width, height: largest.height, data: largest.data };
  },
  // A preview's unsaved photo at one of its page's widths (src/server/preview/preview-photo.ts), at
  // sharp's default effort (AVIF 4, as the publish encodes: docs/performance.md).
  preview: async ({ data, width, format }: { data: Uint8Array; width: number; format: 'avif' | 'webp' }) => {
    const { default: sharp } = await import('sharp');
    const image = sharp(data).resize({ width, withoutEnlargement: true });
    const body = await (format === 'avif' ? image.avif({ effort: 4 }) : image.webp()).toBuffer();
    return { data: new Uint8Array(body) }; // a copy: sharp's own buffer cannot be transferred
  },
  heic: async (bytes: Uint8Array): Promise<Pixels> => {
    const { default: decode } = await import('heic-decode');
    const { width, height, data } = await decode({ buffer: bytes });
    return { width, height, data };
  },
};

port.on('message', async ({ id, kind, input }: { id: number; kind: string; input: never }) => {
  try {
    const result = await tasks[kind](input);
    const data =
      (result as { data?: Uint8Array; png?: Uint8Array } | null)?.data ?? (result as { png?: Uint8Array } | null)?.png;
    port.postMessage({ id, result }, data && data.buffer instanceof ArrayBuffer ? [data.buffer] : []);
  } catch (err) {
    port.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
port.postMessage({ ready: true });
