import { Worker } from 'node:worker_threads';
import { ACCEPTED_IMAGES } from '../lib/messages.ts';
import { ApiError } from './errors.ts';

/** Deepest element nesting an uploaded SVG may have (libvips, which renders SVG, stops at 256 too). */
export const MAX_SVG_DEPTH = 256;
/** Most elements an uploaded SVG may have (a detailed map or illustration has a few thousand). */
export const MAX_SVG_ELEMENTS = 50_000;
/** How long sanitising one SVG may take before the upload is refused and the thread ended. */
export const SVG_SANITISE_TIMEOUT_MS = 10_000;

/**
 * Counts an SVG's elements and their nesting by a scan of its tags (comments, CDATA, processing
 * instructions and the doctype skipped; quoted attribute values read past), with no DOM: the
 * parser's time grows with the square of the depth, so a file too deep or too large is refused
 * before it is parsed. Returns what is wrong, or undefined.
 */
export function svgShapeProblem(text: string): string | undefined {
  let depth = 0;
  let count = 0;
  let i = 0;
  for (;;) {
    const lt = text.indexOf('<', i);
    if (lt === -1) return undefined;
    const next = text.charCodeAt(lt + 1);
    if (text.startsWith('<!--', lt) || text.startsWith('<![CDATA[', lt) || next === 0x3f /* ? */) {
      const close = text.startsWith('<!--', lt) ? '-->' : next === 0x3f ? '?>' : ']]>';
      const end = text.indexOf(close, lt + 2);
      if (end === -1) return undefined; // unterminated: the parser refuses it
      i = end + close.length;
      continue;
    }
    if (next === 0x21 /* ! a declaration: nothing nests */) {
      i = lt + 2;
      continue;
    }
    if (next === 0x2f /* / */) {
      depth--;
      i = lt + 2;
      continue;
    }
    let j = lt + 1;
    let quote = 0;
    for (; j < text.length; j++) {
      const ch = text.charCodeAt(j);
      if (quote) {
        if (ch === quote) quote = 0;
      } else if (ch === 0x22 || ch === 0x27) quote = ch;
      else if (ch === 0x3e /* > */) break;
    }
    if (j >= text.length) return undefined;
    if (text.charCodeAt(j - 1) !== 0x2f) depth++;
    if (++count > MAX_SVG_ELEMENTS) return `it has more than ${MAX_SVG_ELEMENTS.toLocaleString('en-US')} elements`;
    if (depth > MAX_SVG_DEPTH) return `its elements are nested more than ${MAX_SVG_DEPTH} deep`;
    i = j + 1;
  }
}

interface Pending {
  resolve: (clean: string | undefined) => void;
  reject: (err: unknown) => void;
}

let worker: Worker | undefined;
let ready: Promise<Worker> | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();
// One SVG at a time: uploads are rare (editors only), and a slow one then delays only SVG uploads.
let queue: Promise<unknown> = Promise.resolve();

function startWorker(): Promise<Worker> {
  if (ready) return ready;
  const w = new Worker(new URL('./svg-worker.ts', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: 512 } });
  worker = w;
  ready = new Promise<Worker>((resolve, reject) => {
    w.on('message', (m: { ready?: boolean; id?: number; clean?: string | null; error?: string }) => {
      if (m.ready) return resolve(w);
      const p = pending.get(m.id ?? -1);
      if (!p) return;
      pending.delete(m.id!);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve(m.clean ?? undefined);
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
    w.on('exit', (code) => fail(new Error(`the SVG worker stopped (${code})`)));
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

const refused = (why: string) => new ApiError(422, `This SVG cannot be accepted: ${why}. ${ACCEPTED_IMAGES}`);

/**
 * An uploaded SVG sanitised (src/server/svg-sanitise.ts) in a worker thread, within
 * SVG_SANITISE_TIMEOUT_MS: the server's own thread never parses it, so a hostile file costs other
 * requests nothing. A file too deep or too large is refused before it is parsed; one that takes
 * too long is refused and its thread ended. Undefined when the text is not a well-formed SVG.
 */
export function sanitiseSvgUpload(text: string, timeoutMs = SVG_SANITISE_TIMEOUT_MS): Promise<string | undefined> {
  const problem = svgShapeProblem(text);
  if (problem) return Promise.reject(refused(problem));
  const run = queue.then(async () => {
    const w = await startWorker();
    const id = nextId++;
    return new Promise<string | undefined>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        stopWorker(w);
        reject(refused(`it took more than ${Math.round(timeoutMs / 1000)} seconds to read`));
      }, timeoutMs);
      const done =
        <T>(f: (v: T) => void) =>
        (v: T) => {
          clearTimeout(timer);
          f(v);
        };
      pending.set(id, { resolve: done(resolve), reject: done(reject) });
      w.ref(); // busy: keep the process alive until the answer
      w.postMessage({ id, text });
    }).finally(() => w.unref());
  });
  queue = run.catch(() => {});
  return run;
}
