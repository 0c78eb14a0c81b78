/// <reference lib="webworker" />
import { runSpeedTest } from './engine.ts';

// The speed test runs here, off the page's thread: the page only draws what this posts.
self.onmessage = (e: MessageEvent<{ base: string; seconds?: number; run: string }>) => {
  const { base, seconds, run } = e.data;
  runSpeedTest({ base, seconds, run, onProgress: (p) => self.postMessage(p) }).catch((err: unknown) =>
    self.postMessage({ phase: 'error', message: err instanceof Error ? err.message : String(err) }),
  );
};
