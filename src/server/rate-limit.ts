/**
 * Counts events per key in fixed windows. In memory: limits are per server process, which is
 * what a single-node deployment needs; behind several servers the proxy should limit too.
 */
export function rateLimiter(max: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(t: number) {
    if (windows.size < 10_000) return;
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }

  return {
    /** Seconds until `key` may act again, or 0 if it is under the limit. */
    blockedFor(key: string): number {
      const w = windows.get(key);
      const t = now();
      if (!w || w.resetAt <= t || w.count < max) return 0;
      return Math.ceil((w.resetAt - t) / 1000);
    },
    hit(key: string): void {
      const t = now();
      sweep(t);
      const w = windows.get(key);
      if (!w || w.resetAt <= t) windows.set(key, { count: 1, resetAt: t + windowMs });
      else w.count++;
    },
    reset(key: string): void {
      windows.delete(key);
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
