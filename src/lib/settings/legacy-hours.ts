import { type DayHours, DEFAULT_WEEK, TIME, WEEKDAYS, minutesOf } from '../office-hours.ts';

// Office hours as releases before the structured week saved them (issue 42): free-text rows such as
// { days: 'Sunday to Friday', hours: '8:00 AM to 6:00 PM' }. The settings keep them as stored
// (src/server/settings/store.ts); this reads them into the week where it can, and the admin shows
// them beside the week until the ISP has checked it.

export interface LegacyHoursRow {
  days: string;
  days_ne?: string;
  hours: string;
  hours_ne?: string;
}

/** The stored value, when it is a list of such rows. */
export function legacyHoursRows(value: unknown): LegacyHoursRow[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const rows = value.filter(
    (r): r is LegacyHoursRow => Boolean(r) && typeof r.days === 'string' && typeof r.hours === 'string',
  );
  return rows.length === value.length ? rows : undefined;
}

/** The rows as one line of text ("Sunday to Friday: 8:00 AM to 6:00 PM; Saturday: closed"). */
export const legacyHoursText = (rows: readonly LegacyHoursRow[]) =>
  rows.map((r) => `${r.days.trim()}: ${r.hours.trim()}`).join('; ');

/** 'Sun', 'sunday' → 0 */
function weekday(word: string): number | undefined {
  const w = word.trim().toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const i = WEEKDAYS.findIndex((d) => d.toLowerCase().startsWith(w));
  return i < 0 ? undefined : i;
}

/** 'Sunday to Friday, Saturday' → [0…5, 6]; undefined when a part is no day or range. */
function daysOf(text: string): number[] | undefined {
  const days: number[] = [];
  for (const part of text.split(/,|&|\band\b/i).filter((p) => p.trim())) {
    const ends = part.split(/\bto\b|[-–—]/i);
    if (ends.length > 2) return undefined;
    const from = weekday(ends[0]!);
    const to = weekday(ends[ends.length - 1]!);
    if (from === undefined || to === undefined) return undefined;
    for (let d = from; ; d = (d + 1) % 7) {
      days.push(d);
      if (d === to) break;
    }
  }
  return days.length ? days : undefined;
}

/** '8:00 AM', '18.30', '6 pm' → minutes after midnight, and whether AM/PM was written. */
function timeOf(text: string): { minutes: number; meridiem: boolean } | undefined {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*m?\.?$/i.exec(text.trim());
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const half = m[3]?.toLowerCase();
  if (minute > 59 || hour > 23 || (half && (hour < 1 || hour > 12))) return undefined;
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  return { minutes: hour * 60 + minute, meridiem: Boolean(half) };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** '8:00 AM to 6:00 PM' → open and close; 'Closed' → closed; undefined when not read. */
function hoursOf(text: string): DayHours | undefined {
  if (/^\s*closed\s*$/i.test(text)) return { open: '08:00', close: '18:00', closed: true };
  const ends = text.split(/\bto\b|[-–—]/i);
  if (ends.length !== 2) return undefined;
  const [open, close] = ends.map(timeOf);
  if (!open || !close) return undefined;
  // '8 to 6' (no AM/PM): the close is in the afternoon.
  const closeAt =
    !close.meridiem && close.minutes <= open.minutes && close.minutes < 720 ? close.minutes + 720 : close.minutes;
  if (closeAt <= open.minutes) return undefined;
  const hours = { open: hhmm(open.minutes), close: hhmm(closeAt), closed: false };
  return TIME.test(hours.open) && TIME.test(hours.close) && minutesOf(hours.open) < minutesOf(hours.close)
    ? hours
    : undefined;
}

/**
 * The week the rows describe (days they do not name are closed), or undefined when any row cannot be
 * read as days and hours, or no day is open: then the week stays as it was and the admin shows the text.
 */
export function weekFromLegacy(rows: readonly LegacyHoursRow[]): DayHours[] | undefined {
  const week: DayHours[] = DEFAULT_WEEK.map((d) => ({ ...d, closed: true }));
  for (const row of rows) {
    const days = daysOf(row.days);
    const hours = hoursOf(row.hours);
    if (!days || !hours) return undefined;
    for (const d of days) week[d] = { ...hours };
  }
  return week.some((d) => !d.closed) ? week : undefined;
}
