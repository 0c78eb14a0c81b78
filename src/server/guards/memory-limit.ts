/**
 * A fixed-window count per key in this process: seconds to wait once past `max`, else 0. For
 * limits on reads, where a database write per request would cost more than the read it guards;
 * each server counts its own.
 */
export function memoryLimit(max: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (key: string) => {
    const t = now();
    if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
    const w = windows.get(key);
    if (!w || w.resetAt <= t) {
      windows.set(key, { count: 1, resetAt: t + windowMs });
      return 0;
    }
    w.count++;
    return w.count > max ? Math.ceil((w.resetAt - t) / 1000) : 0;
  };
}
