import { expect, it } from 'vitest';
import { latencyOf } from '../../../src/islands/speedtest/engine.ts';

it('takes latency as the median ping and jitter as the mean change from one ping to the next', () => {
  expect(latencyOf([40, 44, 42, 100, 41])).toEqual({ latency: 42, jitter: (4 + 2 + 58 + 59) / 4 });
  expect(latencyOf([10, 20])).toEqual({ latency: 15, jitter: 10 });
  expect(latencyOf([7])).toEqual({ latency: 7, jitter: 0 });
});
