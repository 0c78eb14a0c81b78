// Latency under load ("bufferbloat"): the ping while the line is idle, while it downloads and while it
// uploads, each as a median and a 90th percentile, and a plain-language grade of how much a busy line
// adds. Shared by the speed test's engine, the server that stores it, the result page and the desk.

/** A phase's pings: the median and the 90th percentile, in ms. */
export interface PingSpread {
  median: number;
  p90: number;
}

/** What a speed test stores of its latency under load (ms); a result from an older page has none. */
export interface LoadedLatency {
  idleMedian: number;
  idleP90: number;
  downMedian: number;
  downP90: number;
  upMedian: number;
  upP90: number;
}

export const LOADED_LATENCY_FIELDS = ['idleMedian', 'idleP90', 'downMedian', 'downP90', 'upMedian', 'upP90'] as const;

/** The nearest-rank percentile of the samples (p in 0–100); 0 for none. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const spreadOf = (samples: number[]): PingSpread => ({
  median: percentile(samples, 50),
  p90: percentile(samples, 90),
});

export type Grade = 'A+' | 'A' | 'B' | 'C' | 'D' | 'F';

/**
 * How much a busy line adds to the ping (the worse direction's median over the idle median), and its grade:
 * the bands the bufferbloat tests use (under 5 ms A+, 30 A, 60 B, 200 C, 400 D, else F).
 */
export function bufferbloat(l: LoadedLatency): { increase: number; grade: Grade } {
  const increase = Math.max(0, Math.max(l.downMedian, l.upMedian) - l.idleMedian);
  const grade: Grade =
    increase < 5 ? 'A+' : increase < 30 ? 'A' : increase < 60 ? 'B' : increase < 200 ? 'C' : increase < 400 ? 'D' : 'F';
  return { increase, grade };
}

/** The result's latency under load, when it was measured (every field a number). */
export function loadedLatencyOf(r: Partial<Record<(typeof LOADED_LATENCY_FIELDS)[number], unknown>>) {
  if (!LOADED_LATENCY_FIELDS.every((f) => typeof r[f] === 'number')) return undefined;
  return Object.fromEntries(LOADED_LATENCY_FIELDS.map((f) => [f, r[f] as number])) as unknown as LoadedLatency;
}

/** The desk's short form: 'ping 12 → 85 ms loaded (+73 ms, grade C)', or '' when it was not measured. */
export function loadedSummary(r: Parameters<typeof loadedLatencyOf>[0]): string {
  const loaded = loadedLatencyOf(r);
  if (!loaded) return '';
  const { increase, grade } = bufferbloat(loaded);
  const worst = Math.max(loaded.downMedian, loaded.upMedian);
  return `ping ${loaded.idleMedian.toFixed(0)} → ${worst.toFixed(0)} ms loaded (+${increase.toFixed(0)} ms, grade ${grade})`;
}
