// Office hours (issue 42): when the office is open on each weekday and the public holidays it is
// closed, as Admin › Site settings holds them. The ticket clock counts in them (src/lib/tickets.ts)
// and the pages write them as text (src/i18n/office-hours.ts). Nepal time: UTC+5:45, no daylight saving.

import { NEPAL_OFFSET_MS } from './nepal-time.ts';

/** One weekday's hours, 24-hour 'HH:MM' in Nepal time; a closed day keeps its hours for when it opens again. */
export interface DayHours {
  open: string;
  close: string;
  closed: boolean;
}
/** A public holiday: a date in Nepal ('2026-10-20') the office is closed. */
export interface Holiday {
  date: string;
  name: string;
  name_ne?: string;
}
/** The week from Sunday (index 0) to Saturday, and the holidays. */
export interface OfficeCalendar {
  week: readonly DayHours[];
  holidays: readonly Pick<Holiday, 'date'>[];
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const day = (open: string, close: string): DayHours => ({ open, close, closed: false });
/** The spec's hours: Sunday to Friday 8:00 AM to 6:00 PM, Saturday 10:00 AM to 4:00 PM. */
export const DEFAULT_WEEK: DayHours[] = [
  ...Array.from({ length: 6 }, () => day('08:00', '18:00')),
  day('10:00', '16:00'),
];
export const DEFAULT_CALENDAR: OfficeCalendar = { week: DEFAULT_WEEK, holidays: [] };

/** '08:30' → 510 */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export { NEPAL_OFFSET_MS };
const MINUTE = 60_000;

/** Is the office open at all on this Nepal date ('2026-10-20'), and when? */
export function hoursOn(calendar: OfficeCalendar, date: string): { open: number; close: number } | undefined {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const hours = calendar.week[weekday];
  if (!hours || hours.closed || calendar.holidays.some((h) => h.date === date)) return undefined;
  return { open: minutesOf(hours.open), close: minutesOf(hours.close) };
}

/**
 * `minutes` of office hours after `from`: a report made at night, on a closed day or a holiday
 * counts from the next opening.
 */
export function addOfficeMinutes(from: Date, minutes: number, calendar: OfficeCalendar = DEFAULT_CALENDAR): Date {
  // Walk Nepal's local time, one open stretch at a time.
  let local = from.getTime() + NEPAL_OFFSET_MS;
  let left = minutes;
  for (let guard = 0; guard < 800; guard++) {
    const midnight = Math.floor(local / (24 * 60 * MINUTE)) * 24 * 60 * MINUTE;
    const hours = hoursOn(calendar, new Date(midnight).toISOString().slice(0, 10));
    const minute = (local - midnight) / MINUTE;
    if (hours && minute < hours.close) {
      const start = Math.max(minute, hours.open);
      if (start + left <= hours.close) return new Date(midnight + (start + left) * MINUTE - NEPAL_OFFSET_MS);
      left -= hours.close - start;
    }
    local = midnight + 24 * 60 * MINUTE;
  }
  return new Date(local - NEPAL_OFFSET_MS);
}
