import { NEPAL_OFFSET, nepalWallClock } from '../../lib/nepal-time.ts';

// Staff type incident times as the clock on the wall in Nepal shows them, whatever the browser's
// zone: a datetime-local value is read as Nepal time (UTC+05:45, no daylight saving) and shown back so.

/** '2026-11-20T14:30' (Nepal time) as an ISO timestamp with its offset; '' stays ''. */
export const fromNepalInput = (value: string) => (value ? `${value}:00${NEPAL_OFFSET}` : '');

/** An ISO timestamp as a datetime-local value in Nepal time; '' for none or an invalid one. */
export function toNepalInput(iso: string | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? '' : nepalWallClock(time).toISOString().slice(0, 16);
}
