import { expect, it } from 'vitest';
import { bufferbloat, loadedLatencyOf, loadedSummary, percentile, spreadOf } from '../../../src/lib/loaded-latency.ts';

it('takes the nearest-rank median and 90th percentile of a phase’s pings', () => {
  const pings = [12, 30, 11, 14, 13, 15, 200, 16, 10, 17];
  expect(spreadOf(pings)).toEqual({ median: 14, p90: 30 });
  expect(percentile([5], 90)).toBe(5);
  expect(percentile([], 50)).toBe(0);
  expect(spreadOf([40, 10, 20, 30])).toEqual({ median: 20, p90: 40 });
});

const line = (idle: number, down: number, up: number) => ({
  idleMedian: idle,
  idleP90: idle + 2,
  downMedian: down,
  downP90: down + 10,
  upMedian: up,
  upP90: up + 10,
});

it.each([
  [line(20, 24.9, 21), 4.9, 'A+'],
  [line(20, 25, 21), 5, 'A'],
  [line(20, 30, 49.9), 29.9, 'A'],
  [line(20, 50, 21), 30, 'B'],
  [line(20, 80, 79.9), 60, 'C'],
  [line(20, 219.9, 21), 199.9, 'C'],
  [line(20, 220, 21), 200, 'D'],
  [line(20, 21, 420), 400, 'F'],
  // A loaded ping below the idle one adds nothing.
  [line(20, 15, 18), 0, 'A+'],
])('grades a busy line by the worse direction’s added median: %o adds %d ms, grade %s', (l, increase, grade) => {
  const result = bufferbloat(l);
  expect(result.increase).toBeCloseTo(increase, 6);
  expect(result.grade).toBe(grade);
});

it('reads a stored result’s figures only when all six are there, and sums it up for the desk', () => {
  expect(loadedLatencyOf({ idleMedian: 10, idleP90: 12, downMedian: 40, downP90: 60, upMedian: 90, upP90: null })).toBe(
    undefined,
  );
  expect(loadedSummary({})).toBe('');
  expect(loadedSummary(line(12, 85, 40))).toBe('ping 12 → 85 ms loaded (+73 ms, grade C)');
});
