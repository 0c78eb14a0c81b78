import { nepalDayStart } from '../../lib/nepal-time.ts';
import { affects, type Incident, resolvedAt, NOTICE_HOURS } from '../../lib/incidents.ts';
import { median } from '../leads/stats.ts';

// The monthly report Nepal's telecom regulator (NTA) asks of an ISP, worked out from the stored
// tickets, incidents and credits (pure). The month is a calendar month in Nepal time; a complaint
// belongs to the month it was received in, an outage's hours to the month they fell in.

export interface ReportTicket {
  createdAt: string;
  resolvedAt: string | null;
  status: string;
}
export interface ReportCredit {
  hours: number;
  days: number;
  rebatePaisa: number;
}
export interface NtaReport {
  month: string;
  from: string;
  to: string;
  complaints: {
    received: number;
    within24h: { count: number; percent: number };
    within72h: { count: number; percent: number };
    /** hours, one decimal; null when none was resolved */
    medianRepairHours: number | null;
  };
  areas: { name: string; kind: string; downtimeHours: number; availability: number }[];
  maintenance: {
    id: string;
    title: string;
    areas: string[];
    startsAt: string;
    endsAt: string;
    announcedAt: string;
    noticeHours: number;
    short: boolean;
    reason: string;
  }[];
  credits: { count: number; hours: number; days: number; rebatePaisa: number };
}

const HOUR = 3_600_000;
const one = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

/** The first and last instants of a month ('2026-11') in Nepal time. */
export function monthSpan(month: string): { from: number; to: number } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: nepalDayStart(`${month}-01`), to: nepalDayStart(`${next}-01`) };
}

export function ntaReport(input: {
  month: string;
  tickets: ReportTicket[];
  incidents: (Incident & { noticeReason?: string })[];
  areas: { name: string; kind: string }[];
  credits: ReportCredit[];
  now: number;
}): NtaReport {
  const { from, to } = monthSpan(input.month);
  const end = Math.min(to, input.now);
  const received = input.tickets.filter((t) => {
    const at = Date.parse(t.createdAt);
    return t.status !== 'spam' && at >= from && at < to;
  });
  const repairs = received
    .filter((t) => t.resolvedAt)
    .map((t) => (Date.parse(t.resolvedAt!) - Date.parse(t.createdAt)) / HOUR);
  const within = (hours: number) => {
    const count = repairs.filter((h) => h <= hours).length;
    return { count, percent: percent(count, received.length) };
  };
  const mid = median(repairs);
  const outages = input.incidents
    .filter((i) => i.kind === 'outage' && i.status !== 'scheduled')
    .map((i) => ({
      i,
      start: Date.parse(i.startsAt),
      end: i.status === 'resolved' ? Date.parse(resolvedAt(i)) : input.now,
    }));
  const areas = input.areas.map((a) => {
    const spans = outages
      .filter((o) => affects(o.i, a.name))
      .map((o) => [Math.max(o.start, from), Math.min(o.end, end)] as const)
      .filter(([s, e]) => e > s)
      .sort((x, y) => x[0] - y[0]);
    let down = 0;
    let reach = from;
    for (const [s, e] of spans) {
      down += Math.max(0, e - Math.max(s, reach));
      reach = Math.max(reach, e);
    }
    const total = end - from;
    return {
      name: a.name,
      kind: a.kind,
      downtimeHours: one(down / HOUR),
      availability: total > 0 ? Math.round((1 - down / total) * 10_000) / 100 : 100,
    };
  });
  const maintenance = input.incidents
    .filter((i) => i.kind === 'maintenance' && Date.parse(i.startsAt) >= from && Date.parse(i.startsAt) < to)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((i) => {
      const announcedAt = i.createdAt ?? i.startsAt;
      const notice = (Date.parse(i.startsAt) - Date.parse(announcedAt)) / HOUR;
      return {
        id: i._id,
        title: i.title,
        areas: i.areas,
        startsAt: i.startsAt,
        endsAt: i.endsAt ?? '',
        announcedAt,
        noticeHours: one(Math.max(0, notice)),
        short: notice < NOTICE_HOURS,
        reason: i.noticeReason ?? '',
      };
    });
  const sum = (f: (c: ReportCredit) => number) => input.credits.reduce((s, c) => s + f(c), 0);
  return {
    month: input.month,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    complaints: {
      received: received.length,
      within24h: within(24),
      within72h: within(72),
      medianRepairHours: mid === null ? null : one(mid),
    },
    areas,
    maintenance,
    credits: {
      count: input.credits.length,
      hours: one(sum((c) => c.hours)),
      days: sum((c) => c.days),
      rebatePaisa: sum((c) => c.rebatePaisa),
    },
  };
}
