import { z } from 'zod';
import { NEPAL_OFFSET } from '../nepal-time.ts';

// Scheduled content (issue 31): sliders, notices, testimonials, plans and FAQs may carry a window
// in which the public site shows them: `publishAt` and `unpublishAt`, each optional, stored as
// UTC instants (ISO 8601, '2026-10-05T18:15:00.000Z'; '' for none). Staff in Nepal type and read
// them in Nepal time; the site republishes itself at each moment (src/server/publishing/schedule.ts).

/** What a record's window says of it now: shown, waiting for its publishAt, or past its unpublishAt. */
export type ScheduleState = 'live' | 'scheduled' | 'expired';
export const SCHEDULE_STATES = ['live', 'scheduled', 'expired'] as const;

/** Nepal's offset from UTC (no daylight saving). */

// A date and a time to the minute (seconds optional), with an optional zone: anything looser
// (Date.parse's 'Nov 5 2026', read in the server's zone) would make the moment depend on the machine.
const ISO_MOMENT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/i;

/**
 * The instant a typed moment names, in ms; NaN when it is none. A moment without a zone
 * ('2026-10-05T00:00', what the admin's datetime-local input gives) is Nepal time.
 */
export function parseMoment(value: string): number {
  const m = ISO_MOMENT.exec(value.trim());
  if (!m) return Number.NaN;
  const [, date, minutes, seconds = ':00', zone = NEPAL_OFFSET] = m;
  const time = Date.parse(`${date}T${minutes}${seconds}${zone.toUpperCase()}`);
  // Date.parse rolls 2026-02-30 over to March: a day that does not exist is refused instead. An
  // instant before year 0 in UTC ('0000-01-01T00:00' in Nepal) would be stored as '-000001-…',
  // which this parser refuses when typed again: refused at once.
  const exists = !Number.isNaN(time) && new Date(time + offsetMs(zone)).toISOString().slice(0, 10) === date;
  return exists && /^\d{4}-/.test(new Date(time).toISOString()) ? time : Number.NaN;
}

function offsetMs(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  return sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6))) * 60_000;
}

const moment = (label: string, hint: string) =>
  z
    .preprocess(
      (v) => (v == null ? '' : typeof v === 'string' ? v.trim() : v),
      z.string({ error: `${label} must be a date and time` }),
    )
    .transform((v, ctx) => {
      if (v === '') return '';
      const time = parseMoment(v);
      if (Number.isNaN(time)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date and time (e.g. 2026-10-05T06:00)` });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    })
    .meta({ label, hint, input: 'moment' });

/** The two fields, spread at the end of each scheduled entity's schema. */
export const publishWindow = {
  publishAt: moment('Publish at', 'Nepal time. Empty: shown as soon as it is saved.'),
  unpublishAt: moment('Unpublish at', 'Nepal time. Empty: shown until it is hidden or deleted.'),
};

export const WINDOW_ORDER = 'Unpublish at must be after Publish at';

/** The schema with the window's one rule across its fields: it must close after it opens. */
export const scheduled = <S extends z.ZodObject>(schema: S): S =>
  schema.refine(
    (r) => {
      const { publishAt, unpublishAt } = r as { publishAt: string; unpublishAt: string };
      return !publishAt || !unpublishAt || unpublishAt > publishAt;
    },
    { path: ['unpublishAt'], message: WINDOW_ORDER },
  );

/** Whether an entity's records have a window (its schema has the fields). */
export const hasSchedule = (fields: Record<string, unknown>) => 'publishAt' in fields && 'unpublishAt' in fields;

/** A record's state at `now` (ms); a record without a window is live. */
export function scheduleState(record: Record<string, unknown>, now = Date.now()): ScheduleState {
  const at = (v: unknown) => (typeof v === 'string' && v ? Date.parse(v) : Number.NaN);
  if (at(record.publishAt) > now) return 'scheduled';
  if (at(record.unpublishAt) <= now) return 'expired';
  return 'live';
}
