import type { LoadedLatency } from '../../lib/loaded-latency.ts';
import type { Progress } from './engine.ts';

export type Figures = Required<Omit<Progress, 'phase' | 'refused' | 'loaded'>> & Partial<LoadedLatency>;

/**
 * The server refused the run (too many tests a minute from this address, issue 42): nothing it
 * measured is the line's, so nothing is stored and the visitor is told to wait.
 */
export class SpeedTestRefused extends Error {
  constructor() {
    super('The speed test was refused');
  }
}
/** Below this a phase measured nothing (the server stores two decimals and refuses 0). */
const NOTHING = 0.01;

/**
 * Runs the speed test in a Web Worker (./worker.ts), reporting its figures as they come, and
 * stores the result: resolves with the figures and the result's short id (null when it could not
 * be stored), rejects when the test could not finish (with SpeedTestRefused when the server refused it). `stop()` ends it.
 */
export function startSpeedTest(area: string, onProgress: (p: Progress) => void) {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  // The run's id: every transfer names it, and so does the result, which the server bounds by what it moved.
  const run = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const done = new Promise<Figures & { id: string | null }>((resolve, reject) => {
    worker.onerror = () => {
      worker.terminate();
      reject(new Error('The speed test stopped'));
    };
    worker.onmessage = async (e: MessageEvent<Progress | { phase: 'error' }>) => {
      const p = e.data;
      if (p.phase === 'error') {
        worker.terminate();
        return reject(new Error('The speed test stopped'));
      }
      onProgress(p);
      if (p.phase !== 'done') return;
      worker.terminate();
      const figures = { download: p.download!, upload: p.upload!, latency: p.latency!, jitter: p.jitter!, ...p.loaded };
      if (p.refused || figures.download < NOTHING || figures.upload < NOTHING) return reject(new SpeedTestRefused());
      const res = await fetch('/api/speedtest/result', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...figures, area, run }),
      }).catch(() => null);
      if (res?.status === 429) return reject(new SpeedTestRefused());
      const body = res?.ok ? ((await res.json()) as { id: string }) : null;
      resolve({ ...figures, id: body?.id ?? null });
    };
  });
  // Each direction's seconds: the engine's own, unless a browser test set `speedTestSeconds` on the page
  // (tests/e2e/public/speed-test.spec.ts: two full-length tests, the others 1 s). No address can set it.
  const seconds = (globalThis as { speedTestSeconds?: number }).speedTestSeconds;
  worker.postMessage({ base: location.origin, seconds, run });
  return { done, stop: () => worker.terminate() };
}
