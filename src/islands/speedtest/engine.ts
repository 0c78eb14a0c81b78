import { type LoadedLatency, spreadOf } from '../../lib/loaded-latency.ts';

// The speed test's measuring (issue 32), run in a Web Worker (./worker.ts): latency and jitter from
// pings, then download and upload over several parallel streams against this server. Each
// direction runs for a fixed time; the first moments (TCP slow start) are not counted. While each
// direction runs, a ping every quarter second measures the latency under load (bufferbloat).

export type Phase = 'ping' | 'download' | 'upload' | 'done';
export interface Progress {
  phase: Phase;
  /** Mbps so far (the phase's live figure) */
  download?: number;
  upload?: number;
  /** ms */
  latency?: number;
  jitter?: number;
  /** the server refused a request of the run (too many a minute): its figures are not the line's */
  refused?: boolean;
  /** latency under load (src/lib/loaded-latency.ts), once the upload is measured */
  loaded?: LoadedLatency;
}

export interface EngineOptions {
  /** the site's origin (the API is under /api) */
  base: string;
  pings?: number;
  /** seconds each direction runs */
  seconds?: number;
  /** seconds at the start of each direction not counted */
  graceSeconds?: number;
  streams?: number;
  /** the run's id, named on every transfer and on the result: the server bounds the result by what it moved */
  run?: string;
  onProgress: (p: Progress) => void;
}

const MB = 1024 * 1024;
/** How often a loaded phase pings (ms): often enough for a median and a 90th percentile in a few seconds. */
const PROBE_EVERY_MS = 250;
const now = () => performance.now();

/**
 * The line's latency, the least of the samples, and their jitter (the mean change from one to the next), in ms.
 * The least, not the median: a busy phone or server only ever adds to a round trip (scheduling, a full event
 * loop), so on a loaded machine most pings carry some of that; the fastest is the line's own.
 */
export function latencyOf(samples: number[]): { latency: number; jitter: number } {
  let change = 0;
  for (let i = 1; i < samples.length; i++) change += Math.abs(samples[i] - samples[i - 1]);
  return { latency: Math.min(...samples), jitter: samples.length > 1 ? change / (samples.length - 1) : 0 };
}

async function pingAll(
  base: string,
  count: number,
  onSample: (ms: number) => void,
): Promise<{ samples: number[]; refused: boolean }> {
  const samples: number[] = [];
  let refused = false;
  // The first opens the connection; it is not counted.
  for (let i = 0; i <= count; i++) {
    const { ms, status } = await ping(base, `n=${i}`);
    if (status === 429) refused = true;
    if (i > 0) {
      samples.push(ms);
      onSample(ms);
    }
  }
  performance.clearResourceTimings();
  return { samples, refused };
}

/** One ping's round trip in ms, and the answer's status. */
async function ping(base: string, tag: string, signal?: AbortSignal): Promise<{ ms: number; status: number }> {
  const url = `${base}/api/speedtest/ping?${tag}&r=${Math.random()}`;
  const started = now();
  const res = await fetch(url, { cache: 'no-store', signal });
  await res.arrayBuffer();
  // The network's own round trip (request sent to the empty answer's end), from Resource Timing:
  // the wall time around fetch() also counts the browser's own scheduling, tens of ms on a busy phone.
  const entry = performance.getEntriesByName(url).pop() as PerformanceResourceTiming | undefined;
  const rtt = entry && entry.responseEnd > 0 && entry.requestStart > 0 ? entry.responseEnd - entry.requestStart : 0;
  return { ms: rtt > 0 ? rtt : now() - started, status: res.status };
}

/**
 * Pings while a transfer runs (latency under load), one at a time every PROBE_EVERY_MS from `afterMs` (once the
 * streams fill the line) until stopped; `stop()` gives the round trips measured.
 */
export function probe(base: string, afterMs: number) {
  const samples: number[] = [];
  let running = true;
  // A ping still queued behind the transfer's bytes when the phase ends is dropped, not waited for.
  const stopped = new AbortController();
  const loop = (async () => {
    await new Promise((resolve) => setTimeout(resolve, afterMs));
    for (let i = 0; running; i++) {
      const started = now();
      const { ms, status } = await ping(base, `load=${i}`, stopped.signal).catch(() => ({ ms: 0, status: 0 }));
      if (running && status >= 200 && status < 300) samples.push(ms);
      const wait = PROBE_EVERY_MS - (now() - started);
      if (running && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    stop: async () => {
      running = false;
      stopped.abort();
      await loop;
      return samples;
    },
  };
}

/**
 * Moves bytes one way over `streams` parallel requests for `seconds`, counting what arrives (or
 * leaves) as it goes; each stream asks for larger chunks as the line proves fast. Mbps over the
 * time after the grace period.
 */
export function transfer(
  direction: 'download' | 'upload',
  base: string,
  {
    seconds,
    graceSeconds,
    streams,
    run = '',
  }: { seconds: number; graceSeconds: number; streams: number; run?: string },
  onRate: (mbps: number) => void,
): Promise<{ mbps: number; refused: boolean }> {
  return new Promise((resolve) => {
    const started = now();
    const end = started + seconds * 1000;
    const graceEnd = started + graceSeconds * 1000;
    let counted = 0;
    let countFrom = 0;
    let refused = false;
    const open = new Set<XMLHttpRequest>();
    const noise = direction === 'upload' ? randomBlob(4 * MB) : undefined;
    const add = (bytes: number) => {
      const t = now();
      if (t < graceEnd) return;
      if (!countFrom) countFrom = t;
      counted += bytes;
    };
    const rate = () => {
      const elapsed = (now() - countFrom) / 1000;
      return countFrom && elapsed > 0 ? (counted * 8) / elapsed / 1e6 : 0;
    };
    const ticker = setInterval(() => onRate(rate()), 200);
    const finish = () => {
      clearInterval(ticker);
      for (const x of open) x.abort();
      const mbps = rate();
      onRate(mbps);
      resolve({ mbps, refused });
    };
    setTimeout(finish, seconds * 1000);

    const stream = (chunk: number) => {
      if (now() >= end) return;
      const x = new XMLHttpRequest();
      open.add(x);
      let seen = 0;
      const progress = (e: ProgressEvent) => {
        add(e.loaded - seen);
        seen = e.loaded;
      };
      const requested = now();
      x.onloadend = () => {
        open.delete(x);
        if (x.status === 0 && now() >= end) return;
        if (x.status === 429) refused = true;
        // A chunk that took under a second: ask for twice as much next time (up to 25 MB down, 4 MB up).
        const took = now() - requested;
        const next = took < 1000 ? Math.min(chunk * 2, direction === 'download' ? 25 * MB : 4 * MB) : chunk;
        if (x.status >= 200 && x.status < 300) stream(next);
        else setTimeout(() => stream(chunk), 1000);
      };
      if (direction === 'download') {
        x.onprogress = progress;
        x.open('GET', `${base}/api/speedtest/download?bytes=${chunk}&run=${run}&r=${Math.random()}`);
        x.responseType = 'arraybuffer';
        x.send();
      } else {
        x.upload.onprogress = progress;
        x.open('POST', `${base}/api/speedtest/upload?run=${run}&r=${Math.random()}`);
        x.setRequestHeader('Content-Type', 'application/octet-stream');
        x.send(noise!.slice(0, chunk));
      }
    };
    for (let i = 0; i < streams; i++) stream(direction === 'download' ? MB : MB / 4);
  });
}

/** Incompressible bytes to upload (getRandomValues fills at most 64 KB a call). */
function randomBlob(size: number): Blob {
  const bytes = new Uint8Array(size);
  for (let at = 0; at < size; at += 65536) crypto.getRandomValues(bytes.subarray(at, Math.min(size, at + 65536)));
  return new Blob([bytes]);
}

/**
 * The whole test: pings, then download, then upload; about 15 s with the defaults. Shorter phases (the browser
 * tests' 1 s) leave a quarter of each uncounted.
 */
/** The three phases' spreads, or nothing when a loaded phase got no ping back (a very short test). */
function loadedLatency(idle: number[], down: number[], up: number[]): LoadedLatency | undefined {
  if (!idle.length || !down.length || !up.length) return undefined;
  const [i, d, u] = [idle, down, up].map(spreadOf);
  return {
    idleMedian: i.median,
    idleP90: i.p90,
    downMedian: d.median,
    downP90: d.p90,
    upMedian: u.median,
    upP90: u.p90,
  };
}

export async function runSpeedTest(
  options: EngineOptions,
): Promise<Required<Omit<Progress, 'phase' | 'loaded'>> & Pick<Progress, 'loaded'>> {
  const { base, onProgress } = options;
  const seconds = options.seconds ?? 6;
  const shape = {
    seconds,
    graceSeconds: options.graceSeconds ?? Math.min(1, seconds / 4),
    streams: options.streams ?? 4,
    run: options.run ?? '',
  };
  const samples: number[] = [];
  const pinged = await pingAll(base, options.pings ?? 10, (ms) => {
    samples.push(ms);
    onProgress({ phase: 'ping', ...latencyOf(samples) });
  });
  const { latency, jitter } = latencyOf(samples);
  // The Resource Timing buffer (250 entries by default) must hold the loaded phases' pings beside the chunks.
  performance.setResourceTimingBufferSize?.(2000);
  const graceMs = shape.graceSeconds * 1000;
  // Latency under load wants a few seconds of a busy line; a 1-second phase (the browser tests') has none to spare.
  const probing = seconds >= 3;
  const idleProbe = { stop: async () => [] as number[] };
  const downProbe = probing ? probe(base, graceMs) : idleProbe;
  const down = await transfer('download', base, shape, (mbps) =>
    onProgress({ phase: 'download', latency, jitter, download: mbps }),
  );
  const downPings = await downProbe.stop();
  performance.clearResourceTimings();
  const download = down.mbps;
  const upProbe = probing ? probe(base, graceMs) : idleProbe;
  const up = await transfer('upload', base, shape, (mbps) =>
    onProgress({ phase: 'upload', latency, jitter, download, upload: mbps }),
  );
  const upPings = await upProbe.stop();
  performance.clearResourceTimings();
  const refused = pinged.refused || down.refused || up.refused;
  const loaded = loadedLatency(samples, downPings, upPings);
  const result = { latency, jitter, download, upload: up.mbps, refused, loaded };
  onProgress({ phase: 'done', ...result });
  return result;
}
