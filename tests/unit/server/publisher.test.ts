import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPublisher, FIRST_WAIT_MS } from '../../../src/server/publishing/publisher.ts';

/** A fake build that takes `ms` and can be told to fail; counts runs and overlaps. */
function fakeBuild(ms: number) {
  const state = { runs: 0, running: 0, maxRunning: 0, fail: false };
  const job = async () => {
    state.runs++;
    state.running++;
    state.maxRunning = Math.max(state.maxRunning, state.running);
    await new Promise((r) => setTimeout(r, ms));
    state.running--;
    if (state.fail) throw new Error('astro build failed: cannot reach the API');
  };
  return { job, state };
}

describe('publisher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounces a burst of changes into one build', async () => {
    const { job, state } = fakeBuild(1000);
    const p = createPublisher(job, 500);
    for (let i = 0; i < 10; i++) {
      p.schedule('plan');
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(p.status().state).toBe('queued');
    expect(state.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(p.status().state).toBe('building');
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.runs).toBe(1);
    expect(p.status()).toMatchObject({ state: 'idle', lastError: null, lastDurationMs: 1000 });
    expect(p.status().lastSuccessAt).not.toBeNull();
  });

  it('builds a lone change after a short wait, not the whole debounce', async () => {
    const { job, state } = fakeBuild(100);
    const p = createPublisher(job, 1500);
    p.schedule('plan');
    await vi.advanceTimersByTimeAsync(FIRST_WAIT_MS - 1);
    expect(state.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.runs).toBe(1);
  });

  it('waits longer while changes keep coming (doubling), never longer than the debounce', async () => {
    const { job, state } = fakeBuild(100);
    const p = createPublisher(job, 1500);
    p.schedule('1'); // waits 150
    await vi.advanceTimersByTimeAsync(50);
    p.schedule('2'); // waits 300 from here
    await vi.advanceTimersByTimeAsync(299);
    expect(state.runs).toBe(0);
    p.schedule('3'); // 600
    p.schedule('4'); // 1200
    p.schedule('5'); // 1500 (capped)
    p.schedule('6'); // 1500
    await vi.advanceTimersByTimeAsync(1499);
    expect(state.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.runs).toBe(1);
    // Once built, the next lone change is quick again.
    await vi.advanceTimersByTimeAsync(200);
    p.schedule('7');
    await vi.advanceTimersByTimeAsync(FIRST_WAIT_MS);
    expect(state.runs).toBe(2);
  });

  it('runs exactly one more build after changes made during a build, never two at once', async () => {
    const { job, state } = fakeBuild(1000);
    const p = createPublisher(job, 200);
    p.schedule('first');
    await vi.advanceTimersByTimeAsync(300);
    expect(state.running).toBe(1);
    p.schedule('during 1');
    p.schedule('during 2');
    p.schedule('during 3');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.runs).toBe(2);
    expect(state.maxRunning).toBe(1);
    expect(p.status().state).toBe('idle');
  });

  it('waits twice as long before the follow-up of a build that changes came during, and is quick again after', async () => {
    const { job, state } = fakeBuild(100);
    const p = createPublisher(job, 1500);
    p.schedule('first'); // waits 150, builds 150–250
    await vi.advanceTimersByTimeAsync(FIRST_WAIT_MS + 50);
    expect(state.runs).toBe(1);
    p.schedule('during the build');
    await vi.advanceTimersByTimeAsync(50); // the build ends: the follow-up waits 300, not 150
    await vi.advanceTimersByTimeAsync(2 * FIRST_WAIT_MS - 1);
    expect(state.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.runs).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    p.schedule('a lone change later');
    await vi.advanceTimersByTimeAsync(FIRST_WAIT_MS);
    expect(state.runs).toBe(3);
  });

  it('starts at once when asked to publish immediately', async () => {
    const { job, state } = fakeBuild(100);
    const p = createPublisher(job, 5000);
    p.schedule('manual', { immediate: true });
    await vi.advanceTimersByTimeAsync(1);
    expect(state.runs).toBe(1);
  });

  it('keeps the error of a failed build and the time of the last good one', async () => {
    const { job, state } = fakeBuild(100);
    const p = createPublisher(job, 10);
    p.schedule('ok');
    await vi.advanceTimersByTimeAsync(200);
    const good = p.status().lastSuccessAt;
    expect(good).not.toBeNull();
    state.fail = true;
    p.schedule('broken');
    await vi.advanceTimersByTimeAsync(200);
    expect(p.status()).toMatchObject({
      state: 'failed',
      lastSuccessAt: good,
      lastError: expect.stringMatching(/cannot reach the API/),
    });
    state.fail = false;
    p.schedule('fixed');
    await vi.advanceTimersByTimeAsync(200);
    expect(p.status()).toMatchObject({ state: 'idle', lastError: null });
  });

  it('resolves idle() once nothing is queued or building', async () => {
    const { job } = fakeBuild(100);
    const p = createPublisher(job, 50);
    p.schedule('x');
    let done = false;
    p.idle().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
  });
});
