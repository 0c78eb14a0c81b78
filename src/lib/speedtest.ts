import { z } from 'zod';
import type { LOADED_LATENCY_FIELDS } from './loaded-latency.ts';

// The speed test (issue 32): what the browser measures and the server stores, shared by both.

/** The most one download or upload request moves; the browser asks for as many as it needs. */
export const SPEEDTEST_CHUNK_MAX = 25 * 1024 * 1024;

const figure = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is more than ${max}`);

/**
 * A measured speed: a phase the server refused (too many tests a minute) or that moved nothing
 * measures 0, which is never stored as if the line were dead (issue 42).
 */
const measured = (label: string) =>
  figure(label, 100_000).refine(
    (v) => v >= 0.01,
    `${label} was not measured: a refused or cut-short test is not saved`,
  );

/** A run's id, as the browser names it on each transfer and on the result. */
export const SPEEDTEST_RUN = /^[0-9a-f]{32}$/;

/** A result as the browser sends it: Mbps and ms, and the area the visitor chose, if any. */
export const speedtestResultSchema = z
  .strictObject({
    download: measured('Download'),
    upload: measured('Upload'),
    latency: figure('Latency', 60_000),
    jitter: figure('Jitter', 60_000),
    area: z.string({ error: 'Area must be text' }).trim().max(100, 'Area is longer than 100 characters').optional(),
    /** the run the browser named on its transfers: the figures are bounded by what the server moved in it */
    run: z.string({ error: 'Run must be text' }).regex(SPEEDTEST_RUN, 'Run must be the id the transfers named'),
    // Latency under load (src/lib/loaded-latency.ts): sent by this release's page, all or none.
    idleMedian: figure('Idle latency', 60_000).optional(),
    idleP90: figure('Idle latency (90th percentile)', 60_000).optional(),
    downMedian: figure('Latency while downloading', 60_000).optional(),
    downP90: figure('Latency while downloading (90th percentile)', 60_000).optional(),
    upMedian: figure('Latency while uploading', 60_000).optional(),
    upP90: figure('Latency while uploading (90th percentile)', 60_000).optional(),
  })
  .refine((v) => [0, LOADED_FIELDS.length].includes(LOADED_FIELDS.filter((f) => v[f] !== undefined).length), {
    message: 'Latency under load needs all six figures, or none',
    path: ['idleMedian'],
  });
const LOADED_FIELDS = ['idleMedian', 'idleP90', 'downMedian', 'downP90', 'upMedian', 'upP90'] as const;
export type SpeedtestResult = z.output<typeof speedtestResultSchema>;

type Loaded = (typeof LOADED_LATENCY_FIELDS)[number];

/** A stored result as anyone with its id sees it (no network, no browser); latency under load when measured. */
export interface SharedResult
  extends Required<Omit<SpeedtestResult, Loaded | 'run'>>,
    Partial<Record<Loaded, number | null>> {
  id: string;
  createdAt: string;
}

/**
 * A plan's speed in Mbps as the editors write it ("25 Mbps", "1 Gbps", "100Mbps"), or undefined when
 * it names no figure (the desk then shows the plan's words without a share).
 */
export function planMbps(speed: string): number | undefined {
  const match = /(\d+(?:\.\d+)?)\s*([GMK])\s*(?:bps|b\/s|bit)/i.exec(speed.replace(/,/g, ''));
  if (!match) return undefined;
  const scale = { G: 1000, M: 1, K: 0.001 }[match[2].toUpperCase() as 'G' | 'M' | 'K'];
  return Number(match[1]) * scale;
}
