import { affects, type Incident, resolvedAt } from './incidents.ts';
import { nepalDate, nepalMidnight } from './nepal-time.ts';

// The status page's history (pure): each area's last 90 Nepal days, each day the worst of the
// incidents that touched the area that day (an outage over a slowdown over maintenance), and the
// area's uptime: the share of the 90 days without an outage. From the stored incidents alone.

export type DayState = 'operational' | 'degraded' | 'outage' | 'maintenance';
const RANK: Record<DayState, number> = { outage: 3, degraded: 2, maintenance: 1, operational: 0 };

export interface HistoryDay {
  /** the Nepal calendar day, YYYY-MM-DD */
  day: string;
  state: DayState;
  incidents: Incident[];
}
export interface AreaHistory {
  /** the days that were not operational, in order (the others are operational) */
  days: HistoryDay[];
  /** 0–100, two decimals */
  uptime: number;
}

const DAY = 86_400_000;
/** The Nepal calendar day of an instant. */
export const nepalDay = (ms: number) => nepalDate(ms);
/** The first instant of the Nepal day `ms` falls in. */
const dayStart = (ms: number) => nepalMidnight(ms).getTime();

/** When an incident stopped affecting service: its resolution, or `now` while open; none if not begun. */
export function incidentSpan(i: Incident, now: number): [number, number] | undefined {
  if (i.status === 'scheduled') return undefined;
  const start = Date.parse(i.startsAt);
  const end = i.status === 'resolved' ? Date.parse(resolvedAt(i)) : now;
  return Number.isFinite(start) && Number.isFinite(end) && end >= start ? [start, Math.min(end, now)] : undefined;
}

/** The 90 Nepal days ending today (the first, oldest, day first). */
export function historyDays(now: number, count = 90): string[] {
  const today = dayStart(now);
  return Array.from({ length: count }, (_, k) => nepalDay(today - (count - 1 - k) * DAY));
}

/** One area's history over `count` days ending on `now`'s Nepal day. */
export function areaHistory(incidents: readonly Incident[], areaName: string, now: number, count = 90): AreaHistory {
  const from = dayStart(now) - (count - 1) * DAY;
  const byDay = new Map<string, HistoryDay>();
  const outages: [number, number][] = [];
  for (const i of incidents) {
    if (!affects(i, areaName)) continue;
    const span = incidentSpan(i, now);
    if (!span || span[1] < from) continue;
    const start = Math.max(span[0], from);
    if (i.kind === 'outage') outages.push([start, span[1]]);
    for (let d = dayStart(start); d <= span[1]; d += DAY) {
      if (d === span[1] && span[1] > span[0]) break; // ended at midnight: not the next day
      const day = nepalDay(d);
      const entry = byDay.get(day) ?? { day, state: 'operational' as DayState, incidents: [] };
      if (RANK[i.kind] > RANK[entry.state]) entry.state = i.kind;
      entry.incidents.push(i);
      byDay.set(day, entry);
    }
  }
  return { days: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)), uptime: uptimeOf(outages, from, now) };
}

/** The share of [from, now] outside the outages (merged, so an overlap counts once), two decimals. */
function uptimeOf(spans: [number, number][], from: number, now: number): number {
  let down = 0;
  let reach = from;
  for (const [s, e] of spans.sort((a, b) => a[0] - b[0])) {
    const start = Math.max(s, reach);
    if (e > start) down += e - start;
    reach = Math.max(reach, e);
  }
  const total = now - from;
  return total > 0 ? Math.floor((1 - down / total) * 10_000) / 100 : 100;
}
