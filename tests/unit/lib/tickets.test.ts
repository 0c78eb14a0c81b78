import { describe, expect, it } from 'vitest';
import { firstResponseDue, ticketClock, ticketPrefix } from '../../../src/lib/tickets.ts';

// Nepal time is UTC+5:45; office hours Sunday to Friday 8 AM to 6 PM, Saturday 10 AM to 4 PM.
const npt = (local: string) => new Date(new Date(`${local}Z`).getTime() - (5 * 60 + 45) * 60_000);
const asNpt = (d: Date) => new Date(d.getTime() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 16);

describe('firstResponseDue: office hours, Nepal time', () => {
  it.each([
    ['a Sunday morning: two hours later', '2026-11-22T09:00', 120, '2026-11-22T11:00'],
    ['late on a Friday: the rest on Saturday from 10 AM', '2026-11-27T17:00', 120, '2026-11-28T11:00'],
    ['late on a Saturday: the rest on Sunday from 8 AM', '2026-11-28T15:30', 120, '2026-11-29T09:30'],
    ['at night: from the next opening', '2026-11-23T22:00', 120, '2026-11-24T10:00'],
    ['before opening: from 8 AM', '2026-11-24T06:10', 30, '2026-11-24T08:30'],
    ['longer than a day of hours', '2026-11-24T08:00', 12 * 60, '2026-11-25T10:00'],
  ])('%s', (_, reported, minutes, due) => {
    expect(asNpt(firstResponseDue(npt(reported), minutes))).toBe(due);
  });
});

describe('ticketClock', () => {
  const o = { firstResponseMinutes: 120, repairLimitHours: 24 };
  const reported = npt('2026-11-22T09:00').toISOString();
  it('is overdue only without a first response past its due time, and eligible past the repair limit', () => {
    expect(ticketClock({ createdAt: reported }, o, npt('2026-11-22T10:59'))).toMatchObject({ overdue: false });
    expect(ticketClock({ createdAt: reported }, o, npt('2026-11-22T11:01'))).toMatchObject({
      overdue: true,
      compensation: false,
    });
    const answered = { createdAt: reported, firstResponseAt: npt('2026-11-22T09:30').toISOString() };
    expect(ticketClock(answered, o, npt('2026-11-23T09:01'))).toMatchObject({ overdue: false, compensation: true });
  });
  it('a repair at exactly 24.0 hours is within the limit; a millisecond more is past it', () => {
    const at = (ms: number) => new Date(Date.parse(reported) + ms).toISOString();
    const day = 24 * 3_600_000;
    expect(ticketClock({ createdAt: reported, resolvedAt: at(day) }, o, npt('2026-11-30T09:00'))).toMatchObject({
      elapsedHours: 24,
      compensation: false,
    });
    expect(ticketClock({ createdAt: reported, resolvedAt: at(day + 1) }, o).compensation).toBe(true);
    // Open: the same at the 24th hour by the clock, and past it.
    expect(ticketClock({ createdAt: reported }, o, new Date(at(day))).compensation).toBe(false);
    expect(ticketClock({ createdAt: reported }, o, new Date(at(day + 1))).compensation).toBe(true);
  });
  it('stops the repair clock at the repair, and never flags spam', () => {
    const repaired = { createdAt: reported, resolvedAt: npt('2026-11-22T21:00').toISOString() };
    expect(ticketClock(repaired, o, npt('2026-11-30T09:00'))).toMatchObject({ elapsedHours: 12, compensation: false });
    const spam = { createdAt: reported, status: 'spam' };
    expect(ticketClock(spam, o, npt('2026-11-30T09:00'))).toMatchObject({ overdue: false, compensation: false });
  });
});

describe('ticketPrefix (issue 42)', () => {
  it.each([
    ['KoshiNet', 'KN'],
    ['Himal Fibre', 'HF'],
    ['Vianet', 'VI'],
    ['WorldLink Communications', 'WLC'],
    ['Sagarmatha Fibre & Cable Net Pvt', 'SFCN'],
    ['Ārati Net', 'AN'],
    ['१२३', 'T'],
  ])('follows the initials of %s: %s', (name, prefix) => {
    expect(ticketPrefix({ name, ticketPrefix: '' })).toBe(prefix);
  });

  it('is the ISP’s own prefix once set', () => {
    expect(ticketPrefix({ name: 'Himal Fibre', ticketPrefix: 'HIM' })).toBe('HIM');
  });
});
