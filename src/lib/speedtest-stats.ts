// The staff's speed-test chart (issue 32): the median download per area per day, Nepal time.

import type { SharedResult } from './speedtest.ts';
import { nepalDate } from './nepal-time.ts';

/** A result as the staff see it: what anyone with the id sees, and the network and browser it came from. */
export interface StaffResult extends SharedResult {
  network: string;
  browser: string;
}

/** The calendar day of a moment in Nepal (UTC+5:45), '2026-11-26'. */
export const nepalDay = (iso: string) => nepalDate(iso);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** For each area ('' = not given), each day's median download in Mbps and the day's count, oldest day first. */
export function dailyMedians(results: readonly StaffResult[]) {
  const byArea = new Map<string, Map<string, number[]>>();
  for (const r of results) {
    const days = byArea.get(r.area) ?? new Map<string, number[]>();
    byArea.set(r.area, days);
    const day = nepalDay(r.createdAt);
    days.set(day, [...(days.get(day) ?? []), r.download]);
  }
  return [...byArea]
    .map(([area, days]) => ({
      area,
      days: [...days]
        .map(([day, values]) => ({ day, median: median(values), count: values.length }))
        .sort((a, b) => a.day.localeCompare(b.day)),
    }))
    .sort((a, b) => a.area.localeCompare(b.area));
}
