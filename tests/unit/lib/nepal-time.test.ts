import { describe, expect, it } from 'vitest';
import {
  nepalDate,
  nepalDayStart,
  nepalLastMonth,
  nepalMidnight,
  nepalWallClock,
} from '../../../src/lib/nepal-time.ts';

describe('Nepal time (UTC+05:45 all year)', () => {
  it('a Nepal day starts at 18:15 UTC the day before', () => {
    expect(new Date(nepalDayStart('2026-11-29')).toISOString()).toBe('2026-11-28T18:15:00.000Z');
    // No daylight saving: the same offset in Nepal's summer.
    expect(new Date(nepalDayStart('2026-06-15')).toISOString()).toBe('2026-06-14T18:15:00.000Z');
  });

  it('an instant is on the Nepal day whose start is the last midnight before it', () => {
    const justAfter = '2026-11-28T18:15:00.000Z';
    const justBefore = '2026-11-28T18:14:59.999Z';
    expect(nepalDate(justAfter)).toBe('2026-11-29');
    expect(nepalDate(justBefore)).toBe('2026-11-28');
    expect(nepalMidnight(justAfter).getTime()).toBe(nepalDayStart('2026-11-29'));
    expect(nepalMidnight(justBefore).getTime()).toBe(nepalDayStart('2026-11-28'));
  });

  it("the wall clock's UTC fields read Nepal's hour and minute", () => {
    const wall = nepalWallClock('2026-11-29T06:30:00Z');
    expect([wall.getUTCHours(), wall.getUTCMinutes()]).toEqual([12, 15]);
  });

  it("last month is Nepal's: December starts at 18:15 UTC on 30 November, and January's is the year before", () => {
    expect(nepalLastMonth('2026-11-30T18:14:59Z')).toBe('2026-10');
    expect(nepalLastMonth('2026-11-30T18:15:00Z')).toBe('2026-11');
    expect(nepalLastMonth('2027-01-10T06:00:00Z')).toBe('2026-12');
  });
});
