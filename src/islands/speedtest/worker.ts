/// <reference lib="webworker" />
import { runSpeedTest } from './engine.ts';

// The speed test runs here, off the page's thread: the page only draws what this posts.
self.onmessage = (e: MessageEvent<{ base: string; seconds?: number }>) => {
  runSpeedTest({ base: e.data.base, seconds: e.data.seconds, onProgress: (p) => self.postMessage(p) }).catch(
    (err: unknown) => self.postMessage({ phase: 'error', message: err instanceof Error ? err.message : String(err) }),
  );
};
