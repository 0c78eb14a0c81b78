import type { Lang } from '../i18n/paths.ts';
import { localNumber } from '../i18n/numerals.ts';
import { NEPAL_OFFSET_MS, nepalDate } from './nepal-time.ts';

// A customer's use of their line, from FreeRADIUS's accounting (radacct, one row a session; docs/usage.md).
// The NAS counts from its own side: a session's input octets came FROM the customer (their upload), its
// output octets went TO them (their download). A row holds the session's totals as of its last update, so
// a session's octets are spread evenly over its time (start to stop, or to the last interim update while
// it is open): that is how a session across the period's start, or across midnight, is split.

const DAY = 86_400_000;

/** One radacct row, as the reader gives it: instants in ms, octets as numbers. */
export interface RadiusSession {
  start: number;
  /** the last interim update, or null */
  update: number | null;
  stop: number | null;
  /** the NAS's interim interval in seconds, or null */
  interval: number | null;
  /** from the customer: their upload */
  input: number;
  /** to the customer: their download */
  output: number;
  address: string;
}

/** A billing period: Nepal calendar days, YYYY-MM-DD, the end day included. */
export interface Period {
  start: string;
  end: string;
}

const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
const monthDay = (y: number, m: number, day: number) => Date.UTC(y, m, Math.min(day, lastDay(y, m)));

/**
 * The billing period `now` falls in: monthly, from the day of the month of the customer's due date (the
 * 1st without one) to the day before it next month; a 31st means each month's last day.
 */
export function billingPeriod(dueDate: string, now: Date): Period {
  const anchor = Number(/^\d{4}-\d{2}-(\d{2})$/.exec(dueDate)?.[1] ?? 1) || 1;
  const today = Date.parse(nepalDate(now));
  const d = new Date(today);
  let [y, m] = [d.getUTCFullYear(), d.getUTCMonth()];
  if (monthDay(y, m, anchor) > today) [y, m] = m === 0 ? [y - 1, 11] : [y, m - 1];
  const start = monthDay(y, m, anchor);
  const next = m === 11 ? monthDay(y + 1, 0, anchor) : monthDay(y, m + 1, anchor);
  return { start: ymd(start), end: ymd(next - DAY) };
}

/** The instants a period runs between: Nepal's midnight starting its first day, and ending its last. */
export const periodSpan = (p: Period) => ({
  from: Date.parse(p.start) - NEPAL_OFFSET_MS,
  to: Date.parse(p.end) + DAY - NEPAL_OFFSET_MS,
});

/** The part of a session's octets that falls between `from` and `to` (spread evenly over its time). */
function share(s: RadiusSession, from: number, to: number, octets: number): number {
  const end = Math.max(s.start, s.stop ?? s.update ?? s.start);
  if (end === s.start) return s.start >= from && s.start < to ? octets : 0;
  const overlap = Math.min(end, to) - Math.max(s.start, from);
  return overlap > 0 ? (octets * overlap) / (end - s.start) : 0;
}

/** An open session counts as online while the NAS has been heard from lately (twice its interval, or an hour). */
const isOnline = (s: RadiusSession, now: number) =>
  s.stop === null && now - (s.update ?? s.start) <= Math.max(2 * (s.interval ?? 1800), 600) * 1000;

export interface Usage {
  period: Period;
  /** octets in the period */
  download: number;
  upload: number;
  /** one a day of the period up to today, Nepal days */
  days: { day: string; download: number; upload: number }[];
  /** the sessions open now, the earliest first */
  online: { since: string; address: string }[];
}

/** The period's use from its sessions, day by day, and who is online at `now`. */
export function usageOf(sessions: RadiusSession[], period: Period, now: Date): Usage {
  const { from, to } = periodSpan(period);
  const days: Usage['days'] = [];
  let download = 0;
  let upload = 0;
  for (let t = from; t < to; t += DAY) {
    const down = sessions.reduce((sum, s) => sum + share(s, t, t + DAY, s.output), 0);
    const up = sessions.reduce((sum, s) => sum + share(s, t, t + DAY, s.input), 0);
    download += down;
    upload += up;
    if (t <= now.getTime()) days.push({ day: nepalDate(t), download: Math.round(down), upload: Math.round(up) });
  }
  const online = sessions
    .filter((s) => isOnline(s, now.getTime()))
    .sort((a, b) => a.start - b.start)
    .map((s) => ({ since: new Date(s.start).toISOString(), address: s.address }));
  return { period, download: Math.round(download), upload: Math.round(upload), days, online };
}

/** The share of a cap used, in whole percent (the alerts' 80 and 100), or null without a cap. */
export function capShare(usage: Pick<Usage, 'download' | 'upload'>, capGb: string): number | null {
  const cap = Number(capGb);
  if (!cap) return null;
  return Math.floor(((usage.download + usage.upload) / (cap * 1e9)) * 100);
}

/** Octets as customers read them, in decimal units as ISPs sell them: '12.35 GB', '८४०.० MB'. */
export function formatOctets(lang: Lang, octets: number): string {
  const gb = octets / 1e9;
  if (gb >= 1) return `${localNumber(lang, gb.toFixed(gb >= 100 ? 0 : 2))} GB`;
  return `${localNumber(lang, (octets / 1e6).toFixed(1))} MB`;
}
