import { Worker } from 'node:worker_threads';

/**
 * How long one upload may take in the uploads' thread (an SVG sanitised, a BMP, ICO or HEIC
 * decoded): IMAGE_READ_TIMEOUT_SECONDS, 10 unless the server's configuration says otherwise.
 */
let timeoutMs = 10_000;
export const uploadThreadTimeout = () => timeoutMs;
/** Set once at start-up from the configuration (a slow machine may need longer for a 40 MP BMP). */
export function setUploadThreadTimeout(ms: number) {
  timeoutMs = ms;
}

/** The work took longer than its limit; the thread was ended. */
export class UploadTimeout extends Error {}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

let worker: Worker | undefined;
let ready: Promise<Worker> | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();
// One upload at a time: uploads are rare (editors only), and a slow one delays only other uploads.
let queue: Promise<unknown> = Promise.resolve();

function startWorker(): Promise<Worker> {
  if (ready) return ready;
  const w = new Worker(new URL('./upload-worker.ts', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  worker = w;
  ready = new Promise<Worker>((resolve, reject) => {
    w.on('message', (m: { ready?: boolean; id?: number; result?: unknown; error?: string }) => {
      if (m.ready) return resolve(w);
      const p = pending.get(m.id ?? -1);
      if (!p) return;
      pending.delete(m.id!);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve(m.result);
    });
    const fail = (err: unknown) => {
      if (worker === w) {
        worker = undefined;
        ready = undefined;
      }
      reject(err);
      for (const [id, p] of pending) {
        pending.delete(id);
        p.reject(err);
      }
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`the uploads' thread stopped (${code})`)));
  });
  // Idle, the thread does not keep the process alive.
  w.unref();
  return ready;
}

function stopWorker(w: Worker) {
  if (worker === w) {
    worker = undefined;
    ready = undefined;
  }
  void w.terminate();
}

/**
 * Runs one task of src/server/media/upload-worker.ts in the uploads' worker thread (started on first use
 * and kept), within `timeoutMs` from when the thread is ready: past it the thread is ended (a
 * fresh one takes the next task) and the promise rejects with UploadTimeout. The server's own
 * thread never parses or decodes the file, so other requests never wait for it.
 */
export function inUploadThread<T>(
  kind: 'svg' | 'bmp' | 'ico' | 'heic' | 'preview',
  input: unknown,
  limitMs = timeoutMs,
): Promise<T> {
  const run = queue.then(async () => {
    const w = await startWorker();
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        stopWorker(w);
        reject(new UploadTimeout(`${kind} took more than ${limitMs} ms`));
      }, limitMs);
      const done =
        <V>(f: (v: V) => void) =>
        (v: V) => {
          clearTimeout(timer);
          f(v);
        };
      pending.set(id, { resolve: done(resolve as (v: unknown) => void), reject: done(reject) });
      w.ref(); // busy: keep the process alive until the answer
      w.postMessage({ id, kind, input });
    }).finally(() => w.unref());
  });
  queue = run.catch(() => {});
  return run;
}
