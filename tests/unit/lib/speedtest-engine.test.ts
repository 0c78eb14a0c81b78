import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { latencyOf, runSpeedTest, transfer } from '../../../src/islands/speedtest/engine.ts';

it('takes latency as the least ping (load only ever adds) and jitter as the mean change from one to the next', () => {
  expect(latencyOf([40, 44, 42, 100, 41])).toEqual({ latency: 40, jitter: (4 + 2 + 58 + 59) / 4 });
  expect(latencyOf([20, 10])).toEqual({ latency: 10, jitter: 10 });
  expect(latencyOf([7])).toEqual({ latency: 7, jitter: 0 });
  // A loaded machine: six of ten pings of a 100 ms line waited 10–25 ms more. The median said 110.1.
  expect(latencyOf([100.4, 112, 100.2, 125, 110.2, 100.3, 110, 118, 100.6, 111]).latency).toBe(100.2);
});

// The engine's arithmetic against a transport of known speed: XMLHttpRequest's stand-in moves STEP bytes every
// 100 ms per request on a fake clock (setTimeout, setInterval and performance.now), so the figure is exact.
const STEP = 128 * 1024;
const PER_STREAM_MBPS = (STEP * 10 * 8) / 1e6;

class LineXhr {
  static sent: { method: string; bytes: number }[] = [];
  status = 0;
  responseType = '';
  onprogress: ((e: { loaded: number }) => void) | null = null;
  onloadend: (() => void) | null = null;
  upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null };
  private method = '';
  private bytes = 0;
  private timer?: ReturnType<typeof setInterval>;
  open(method: string, url: string) {
    this.method = method;
    this.bytes = Number(new URL(url, 'http://line').searchParams.get('bytes'));
  }
  setRequestHeader() {}
  send(body?: Blob) {
    if (body) this.bytes = body.size;
    LineXhr.sent.push({ method: this.method, bytes: this.bytes });
    let loaded = 0;
    this.timer = setInterval(() => {
      loaded = Math.min(this.bytes, loaded + STEP);
      (this.method === 'GET' ? this.onprogress : this.upload.onprogress)?.({ loaded });
      if (loaded < this.bytes) return;
      clearInterval(this.timer);
      this.status = 200;
      this.onloadend?.();
    }, 100);
  }
  abort() {
    clearInterval(this.timer);
    this.status = 0;
    this.onloadend?.();
  }
}

beforeEach(() => {
  LineXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', LineXhr);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function measure(direction: 'download' | 'upload', shape: { seconds: number; graceSeconds: number }) {
  const rates: number[] = [];
  const result = transfer(direction, 'http://line', { ...shape, streams: 4 }, (mbps) => rates.push(mbps));
  await vi.advanceTimersByTimeAsync(shape.seconds * 1000 + 100);
  const { mbps, refused } = await result;
  expect(refused).toBe(false);
  return { mbps, rates };
}

for (const direction of ['download', 'upload'] as const)
  it(`${direction}: Mbps are the bits that arrived after the grace period over the time since, on 4 streams`, async () => {
    const { mbps, rates } = await measure(direction, { seconds: 6, graceSeconds: 1 });
    expect(mbps).toBeCloseTo(4 * PER_STREAM_MBPS, 6);
    // Live figures as it went, then the result last.
    expect(rates.length).toBeGreaterThan(20);
    expect(rates.at(-1)).toBe(mbps);
    // Chunks grow while each takes under a second: 1 MiB down (¼ MiB up) doubling, at most 25 MiB (4 MiB).
    const sizes = LineXhr.sent.map((s) => s.bytes);
    expect(sizes.slice(0, 4)).toEqual(Array(4).fill(direction === 'download' ? 1024 * 1024 : 256 * 1024));
    expect(Math.max(...sizes)).toBeGreaterThan(sizes[0]);
    expect(LineXhr.sent.every((s) => s.method === (direction === 'download' ? 'GET' : 'POST'))).toBe(true);
  });

it('a 1-second phase, as the browser tests run it, counts its last three quarters at the same rate', async () => {
  const { mbps } = await measure('download', { seconds: 1, graceSeconds: 0.25 });
  expect(mbps).toBeCloseTo(4 * PER_STREAM_MBPS, 6);
});

// Latency under load against a line with a queue: each ping takes 20 ms, and 300 ms more while a transfer
// runs (the bytes of the line's buffer ahead of it), on the same fake clock; Resource Timing has no entry
// here, so the engine times each ping itself.
it('latency under load: the loaded medians rise by the queue’s 300 ms over the idle median, the grade says so', async () => {
  let open = 0;
  const Counted = class extends LineXhr {
    override send(body?: Blob) {
      open++;
      super.send(body);
    }
    override abort() {
      open--;
      super.abort();
    }
  };
  vi.stubGlobal('XMLHttpRequest', Counted);
  const pings: number[] = [];
  vi.stubGlobal('fetch', () => {
    const wait = 20 + (open > 0 ? 300 : 0);
    pings.push(wait);
    return new Promise((resolve) =>
      setTimeout(() => resolve({ status: 200, arrayBuffer: async () => new ArrayBuffer(0) } as Response), wait),
    );
  });
  const run = runSpeedTest({ base: 'http://line', seconds: 6, pings: 10, onProgress: () => {} });
  await vi.advanceTimersByTimeAsync(20_000);
  const { loaded } = await run;
  expect(loaded).toMatchObject({ idleMedian: 20, downMedian: 320, upMedian: 320 });
  // A ping every quarter second after the first second of each 6-second phase, each waiting its turn: a dozen a phase.
  expect(pings.filter((p) => p === 320).length).toBeGreaterThanOrEqual(2 * 12);
});
