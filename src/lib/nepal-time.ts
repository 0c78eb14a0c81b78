// Nepal time, written once: Nepal Standard Time is UTC+5:45, without daylight saving since 1986, so
// a fixed offset is exact. Formatting goes through Intl with NEPAL_ZONE (src/lib/format-date.ts);
// arithmetic on the wall clock (a day, a month, midnight, office hours) shifts by NEPAL_OFFSET_MS
// and reads the UTC fields of the shifted instant.

/** The IANA zone, for Intl.DateTimeFormat's timeZone. */
export const NEPAL_ZONE = 'Asia/Kathmandu';
/** The offset as an ISO timestamp writes it. */
export const NEPAL_OFFSET = '+05:45';
/** The offset in milliseconds. */
export const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

/** The instant whose UTC fields are Nepal's wall clock at `at` (read it with getUTC…, toISOString). */
export const nepalWallClock = (at: Date | number | string): Date => new Date(new Date(at).getTime() + NEPAL_OFFSET_MS);

/** The calendar day in Nepal of an instant, '2026-11-26'. */
export const nepalDate = (at: Date | number | string): string => nepalWallClock(at).toISOString().slice(0, 10);

/** The first instant of a Nepal calendar day given as 'YYYY-MM-DD', in milliseconds. */
export const nepalDayStart = (day: string): number => Date.parse(`${day}T00:00:00${NEPAL_OFFSET}`);

/** The month before the one `at` falls in, Nepal time: '2026-10' in November. */
export function nepalLastMonth(at: Date | number | string): string {
  const wall = nepalWallClock(at);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/** The instant of midnight in Nepal starting the day `at` falls on. */
export function nepalMidnight(at: Date | number | string): Date {
  const wall = nepalWallClock(at);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) - NEPAL_OFFSET_MS);
}
