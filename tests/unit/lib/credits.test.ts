import { describe, expect, it } from 'vitest';
import { monthlyPrice, monthPeriod } from '../../../src/lib/credits.ts';

// The credits desk's billing period and the plan's price a rebate is worked out from.
describe('monthPeriod', () => {
  it.each([
    ['2026-10', '2026-10-01', '2026-10-31'],
    ['2026-11', '2026-11-01', '2026-11-30'],
    ['2028-02', '2028-02-01', '2028-02-29'],
    ['2026-12', '2026-12-01', '2026-12-31'],
  ])('%s runs from %s to %s', (month, start, end) => expect(monthPeriod(month)).toEqual({ start, end }));
});

describe('monthlyPrice', () => {
  it.each([
    ['Rs. 1,500', '/month', 150_000],
    ['रु. १५००', 'प्रति महिना', 150_000],
    ['Rs. 12,000', '/year', 100_000],
    ['Rs. 6,000', '/6 months', 100_000],
    ['Rs. 3,000', '3 months', 100_000],
    ['Rs. 12,000', 'प्रति वर्ष', 100_000],
    ['Call us', '/month', 0],
  ])('%s %s is %i paisa a month', (price, duration, paisa) => expect(monthlyPrice(price, duration)).toBe(paisa));
});
