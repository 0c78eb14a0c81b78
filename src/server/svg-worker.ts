import { parentPort } from 'node:worker_threads';
import { sanitiseSvg } from './svg-sanitise.ts';

// The SVG sanitiser's thread (src/server/svg-upload.ts): jsdom and DOMPurify run here, so a slow
// file holds up only this thread, which the server ends when the file takes too long.
const port = parentPort;
if (!port) throw new Error('svg-worker.ts runs as a worker thread');
port.on('message', ({ id, text }: { id: number; text: string }) => {
  try {
    port.postMessage({ id, clean: sanitiseSvg(text) ?? null });
  } catch (err) {
    port.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
port.postMessage({ ready: true });
