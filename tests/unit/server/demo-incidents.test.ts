import { describe, expect, it } from 'vitest';
import { daysToSaturday, demoIncidents } from '../../../src/server/demo/incidents.ts';

/** The weekday in Nepal (0 Sunday … 6 Saturday) of an ISO instant. */
const nepalWeekday = (iso: string) => new Date(new Date(iso).getTime() + (5 * 60 + 45) * 60_000).getUTCDay();

describe("the demo's planned maintenance", () => {
  it('falls on the Saturday its notice names, 2 to 4 AM Nepal time, at least 3 days ahead', () => {
    // Every day of a week, and an evening in UTC that is already the next day in Nepal (Friday 20:00 UTC).
    const days = ['2026-11-29T06:00:00Z', '2026-11-30T06:00:00Z', '2026-12-01T06:00:00Z', '2026-12-02T06:00:00Z'];
    for (const now of [
      ...days,
      '2026-12-03T06:00:00Z',
      '2026-12-04T06:00:00Z',
      '2026-12-04T20:00:00Z',
      '2026-12-05T06:00:00Z',
    ]) {
      const maintenance = demoIncidents(new Date(now)).find((i) => i.kind === 'maintenance');
      expect(maintenance, now).toBeDefined();
      expect(nepalWeekday(maintenance!.startsAt), now).toBe(6);
      const ahead = (new Date(maintenance!.startsAt).getTime() - new Date(now).getTime()) / 86_400_000;
      expect(ahead, now).toBeGreaterThan(2);
      expect(ahead, now).toBeLessThan(10);
      expect(new Date(maintenance!.endsAt!).getTime() - new Date(maintenance!.startsAt).getTime()).toBe(2 * 3_600_000);
    }
  });

  it('counts the days from Nepal’s date, not UTC’s', () => {
    // Friday 20:00 UTC is Saturday 01:45 in Nepal: the next Saturday is 7 days on, not tomorrow.
    expect(daysToSaturday(new Date('2026-12-04T20:00:00Z'))).toBe(7);
    // Sunday morning in Nepal: 6 days.
    expect(daysToSaturday(new Date('2026-11-29T06:00:00Z'))).toBe(6);
    // Thursday: 2 days would be too soon for a notice, so the Saturday after.
    expect(daysToSaturday(new Date('2026-12-03T06:00:00Z'))).toBe(9);
  });
});
