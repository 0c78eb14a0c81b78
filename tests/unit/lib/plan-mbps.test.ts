import { expect, it } from 'vitest';
import { planMbps } from '../../../src/lib/speedtest.ts';

it("reads a plan's speed in Mbps as editors write it, and nothing from words without a figure", () => {
  expect(planMbps('25 Mbps')).toBe(25);
  expect(planMbps('100Mbps')).toBe(100);
  expect(planMbps('1 Gbps')).toBe(1000);
  expect(planMbps('Up to 1,000 Mbps')).toBe(1000);
  expect(planMbps('2.5 Gb/s')).toBe(2500);
  expect(planMbps('512 Kbps')).toBeCloseTo(0.512);
  expect(planMbps('Unlimited')).toBeUndefined();
  expect(planMbps('25')).toBeUndefined();
});
