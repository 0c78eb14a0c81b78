// Fault reports (issue 29): the form's fields, the desk's statuses, and the response clock. Shared
// by the server (src/server/tickets/), the admin and the public pages.
import type { FieldRule } from './visitor-fields.ts';
import { PHONE_MAX } from './visitor-fields.ts';
import { addOfficeMinutes, DEFAULT_CALENDAR, type OfficeCalendar } from './office-hours.ts';
import { TICKET_CATEGORIES, TICKET_NOTE_MAX } from './ticket-form.ts';

export const TICKET_STATUSES = [
  'new',
  'assigned',
  'in-progress',
  'waiting-on-customer',
  'resolved',
  'closed',
  'spam',
] as const;
/** A ticket in one of these is no longer open: the repair clock stops at the first of them. */
export const TICKET_DONE = ['resolved', 'closed', 'spam'] as const;
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

export const TICKET_FIELDS = {
  name: { label: 'Name', max: 100, required: true },
  phone: { label: 'Phone', max: PHONE_MAX, kind: 'phone', required: true },
  email: { label: 'Email', max: 254, kind: 'email' },
  customerId: { label: 'Customer ID', max: 50 },
  area: { label: 'Area', max: 200, required: true },
  description: { label: 'Description', max: 2000, required: true },
  callTime: { label: 'Best time to call', max: 100 },
} satisfies Record<string, FieldRule>;
export { TICKET_CATEGORIES, TICKET_NOTE_MAX };

/** One entry of a ticket's public story: a status change, a staff reply, or what the customer added. */
export interface TicketEvent {
  type: 'status' | 'reply' | 'customer';
  at: string;
  status?: string;
  text?: string;
}

/**
 * When a first response falls due: `minutes` of office hours after `from` (a report made at night
 * is due `minutes` after the office opens). The hours are the settings' (src/lib/office-hours.ts).
 */
export const firstResponseDue = (from: Date, minutes: number, calendar: OfficeCalendar = DEFAULT_CALENDAR): Date =>
  addOfficeMinutes(from, minutes, calendar);

export interface TicketClock {
  /** when the first response falls due (office hours) */
  firstResponseDue: string;
  /** no first response yet and past its due time */
  overdue: boolean;
  /** hours from the report to its repair (or to now while it is open) */
  elapsedHours: number;
  /** past the repair limit (the Regulator setting) without repair: the customer may claim a fee waiver or rebate */
  compensation: boolean;
}

/** The response clock and the repair clock of one ticket at `now`. */
export function ticketClock(
  t: {
    createdAt: string;
    firstResponseAt?: string | null;
    resolvedAt?: string | null;
    status?: string;
    /** stored when the ticket was made (issue 42); worked out in `o.calendar` when missing */
    firstResponseDue?: string | null;
  },
  o: { firstResponseMinutes: number; repairLimitHours: number; calendar?: OfficeCalendar },
  now = new Date(),
): TicketClock {
  const created = new Date(t.createdAt);
  // A stored deadline that is not a time (written by hand or by an import) is worked out again, never a crash.
  const stored = t.firstResponseDue ? new Date(t.firstResponseDue) : undefined;
  const due =
    stored && !Number.isNaN(stored.getTime()) ? stored : firstResponseDue(created, o.firstResponseMinutes, o.calendar);
  const responded = t.firstResponseAt ? new Date(t.firstResponseAt) : undefined;
  const end = t.resolvedAt ? new Date(t.resolvedAt) : now;
  const elapsedHours = Math.max(0, (end.getTime() - created.getTime()) / 3_600_000);
  const spam = t.status === 'spam';
  return {
    firstResponseDue: due.toISOString(),
    overdue: !spam && !responded && !t.resolvedAt && now > due,
    elapsedHours: Math.round(elapsedHours * 10) / 10,
    compensation: !spam && elapsedHours > o.repairLimitHours,
  };
}

/** The desk's figures (GET /api/ticket/stats): open and overdue tickets now, medians over `days`. */
export interface TicketStats {
  open: number;
  overdue: number;
  /** open and past the repair limit (the Regulator setting) */
  compensation: number;
  days: number;
  /** null when no ticket of the period had one */
  medianFirstResponseMs: number | null;
  medianResolutionMs: number | null;
}

/** Hours with one decimal, as the CSV and the desk give them. */
const oneDecimal = (ms: number) => Math.round(Math.max(0, ms) / 360_000) / 10;

/**
 * What a compensation claim needs of one ticket (the desk's CSV): hours from the report to the
 * first response (null before one), to the repair (elapsed so far while open), and whether it ran
 * past the repair limit.
 */
export function claimFigures(
  t: Parameters<typeof ticketClock>[0],
  o: Parameters<typeof ticketClock>[1],
  now = new Date(),
): { hoursToFirstResponse: number | null; hoursToRepair: number; compensation: boolean } {
  const created = Date.parse(t.createdAt);
  const clock = ticketClock(t, o, now);
  return {
    hoursToFirstResponse: t.firstResponseAt ? oneDecimal(Date.parse(t.firstResponseAt) - created) : null,
    hoursToRepair: clock.elapsedHours,
    compensation: clock.compensation,
  };
}

/**
 * The letters of a ticket's number (HF-2611-0001, issue 42): the ISP's own prefix, else the
 * initials of its name: each word's first letter and the capitals inside a word ('KoshiNet' → KN,
 * 'Himal Fibre' → HF), a one-word name its first two letters ('Vianet' → VI), at most four.
 */
export function ticketPrefix(settings: { name: string; ticketPrefix?: string }): string {
  if (settings.ticketPrefix) return settings.ticketPrefix;
  const words = settings.name
    .normalize('NFKD')
    .replace(/[^A-Za-z\s]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  let letters = words.map((w) => w[0] + w.slice(1).replace(/[^A-Z]/g, '')).join('');
  if (letters.length === 1) letters = words[0].slice(0, 2);
  return letters.slice(0, 4).toUpperCase() || 'T';
}
