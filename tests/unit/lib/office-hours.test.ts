import { describe, expect, it } from 'vitest';
import { officeHoursText } from '../../../src/i18n/office-hours.ts';
import { DEFAULT_WEEK, type OfficeCalendar } from '../../../src/lib/office-hours.ts';
import { DEFAULT_SETTINGS } from '../../../src/lib/settings/defaults.ts';
import { settingsProblems } from '../../../src/lib/settings/errors.ts';
import { firstResponseDue, ticketClock } from '../../../src/lib/tickets.ts';

// Issue 42: the ticket clock counts in the ISP's own office hours and holidays, Nepal time (UTC+5:45).
const npt = (local: string) => new Date(new Date(`${local}Z`).getTime() - (5 * 60 + 45) * 60_000);
const asNpt = (d: Date | string) => new Date(new Date(d).getTime() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 16);

const saturdayClosed: OfficeCalendar = {
  week: DEFAULT_WEEK.map((d, i) => (i === 6 ? { ...d, closed: true } : d)),
  holidays: [],
};
const o = { firstResponseMinutes: 120, repairLimitHours: 24 };

describe('the clock in structured office hours', () => {
  it('a Saturday ticket of a Saturday-closed ISP falls due on Sunday, and is not overdue on Saturday', () => {
    const reported = npt('2026-11-28T11:00'); // a Saturday
    expect(asNpt(firstResponseDue(reported, 120, saturdayClosed))).toBe('2026-11-29T10:00');
    const ticket = { createdAt: reported.toISOString() };
    const saturdayEvening = npt('2026-11-28T17:00');
    expect(ticketClock(ticket, { ...o, calendar: saturdayClosed }, saturdayEvening).overdue).toBe(false);
    // In the spec's hours (open on Saturday 10 to 4) the same ticket is overdue by then.
    expect(ticketClock(ticket, o, saturdayEvening).overdue).toBe(true);
    expect(ticketClock(ticket, { ...o, calendar: saturdayClosed }, npt('2026-11-29T10:01')).overdue).toBe(true);
  });

  it('a holiday row makes its day closed', () => {
    const reported = npt('2026-10-19T17:00'); // Monday, an hour before closing
    const open = { week: DEFAULT_WEEK, holidays: [] };
    const dashami = { week: DEFAULT_WEEK, holidays: [{ date: '2026-10-20' }] };
    expect(asNpt(firstResponseDue(reported, 120, open))).toBe('2026-10-20T09:00');
    expect(asNpt(firstResponseDue(reported, 120, dashami))).toBe('2026-10-21T09:00');
    // Made on the holiday itself: counted from the next opening.
    expect(asNpt(firstResponseDue(npt('2026-10-20T09:00'), 30, dashami))).toBe('2026-10-21T08:30');
  });

  it('keeps the deadline stored on the ticket, whatever the hours are now', () => {
    const ticket = {
      createdAt: npt('2026-11-28T11:00').toISOString(),
      firstResponseDue: npt('2026-11-28T13:00').toISOString(),
    };
    expect(ticketClock(ticket, { ...o, calendar: saturdayClosed }, npt('2026-11-28T14:00'))).toMatchObject({
      overdue: true,
      firstResponseDue: ticket.firstResponseDue,
    });
  });

  it('the demo holidays include Dashain and Tihar in 2026 (2027’s lunar days are not published yet)', () => {
    const names = DEFAULT_SETTINGS.holidays.map((h) => `${h.date.slice(0, 4)} ${h.name}`);
    for (const year of ['2026'])
      for (const day of ['Dashain: Vijaya Dashami', 'Tihar: Laxmi Puja', 'Tihar: Bhai Tika'])
        expect(names).toContain(`${year} ${day}`);
  });
});

describe('office hours as the pages write them', () => {
  it('reproduces the spec’s text from the default hours, in English and Nepali', () => {
    expect(officeHoursText('en', DEFAULT_WEEK)).toEqual([
      { days: 'Sunday to Friday', hours: '8:00 AM to 6:00 PM' },
      { days: 'Saturday', hours: '10:00 AM to 4:00 PM' },
    ]);
    expect(officeHoursText('ne', DEFAULT_WEEK)).toEqual([
      { days: 'आइतबारदेखि शुक्रबारसम्म', hours: 'बिहान ८ बजेदेखि बेलुका ६ बजेसम्म' },
      { days: 'शनिबार', hours: 'बिहान १० बजेदेखि दिउँसो ४ बजेसम्म' },
    ]);
  });

  it('writes a closed day, half hours and two-day runs', () => {
    const week = saturdayClosed.week.map((d, i) =>
      i === 5 ? { ...d, close: '17:30' } : i === 0 ? { ...d, open: '09:00' } : d,
    );
    expect(officeHoursText('en', week)).toEqual([
      { days: 'Sunday', hours: '9:00 AM to 6:00 PM' },
      { days: 'Monday to Thursday', hours: '8:00 AM to 6:00 PM' },
      { days: 'Friday', hours: '8:00 AM to 5:30 PM' },
      { days: 'Saturday', hours: 'Closed' },
    ]);
    expect(officeHoursText('ne', week).slice(2)).toEqual([
      { days: 'शुक्रबार', hours: 'बिहान ८ बजेदेखि बेलुका ५:३० बजेसम्म' },
      { days: 'शनिबार', hours: 'बन्द' },
    ]);
    const pair = DEFAULT_WEEK.map((d, i) => (i >= 5 ? { ...d, closed: true } : d));
    expect(officeHoursText('en', pair)[1]).toEqual({ days: 'Friday and Saturday', hours: 'Closed' });
  });
});

describe('office hours settings', () => {
  const withWeek = (week: unknown, holidays: unknown = []) =>
    settingsProblems({ ...DEFAULT_SETTINGS, openingHours: week, holidays });
  it('refuse a day that closes before it opens, naming the day', () => {
    const week = DEFAULT_WEEK.map((d, i) => (i === 6 ? { ...d, close: '09:00' } : d));
    expect(withWeek(week).message).toBe('Saturday: Closes must be later than Opens');
  });
  it('refuse a week with no open day, and a holiday without a real date', () => {
    expect(withWeek(DEFAULT_WEEK.map((d) => ({ ...d, closed: true }))).message).toBe('Open on at least one day');
    expect(withWeek(DEFAULT_WEEK, [{ date: '2026-13-01', name: 'x', name_ne: '' }]).message).toBe(
      'Holiday 1: Date must be a date such as 2026-10-20',
    );
  });
  it('read the form’s texts: “true” closes a day', () => {
    const week = DEFAULT_WEEK.map((d) => ({ ...d, closed: String(d.open === '10:00') }));
    expect(withWeek(week).data?.openingHours[6].closed).toBe(true);
  });
});
