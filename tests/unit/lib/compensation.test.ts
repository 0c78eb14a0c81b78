import { describe, expect, it } from 'vitest';
import {
  computeCredit,
  creditReason,
  DEFAULT_LIMITS,
  type OutageSource,
  pricePaisa,
  ticketOutages,
} from '../../../src/lib/compensation.ts';

// Fixed Nepal-time moments (UTC+05:45); the billing month is November 2026.
const npt = (s: string) => new Date(`${s}+05:45`).toISOString();
const ticket = (ref: string, start: string, end: string | null): OutageSource => ({
  kind: 'ticket',
  ref,
  start: npt(start),
  end: end ? npt(end) : null,
});
const incident = (ref: string, start: string, end: string): OutageSource => ({
  kind: 'incident',
  ref,
  start: npt(start),
  end: npt(end),
});
const NOVEMBER = { start: '2026-11-01', end: '2026-11-30' };
// Rs. 1,500 a month: Rs. 50 a day over November's 30 days.
const credit = (area: 'urban' | 'remote', sources: OutageSource[], period = NOVEMBER) =>
  computeCredit({
    area,
    period,
    sources,
    periodPricePaisa: 150_000,
    limits: DEFAULT_LIMITS,
    now: npt('2026-12-05T00:00:00'),
  });

describe('computeCredit: the outage and repair rules', () => {
  const cases: {
    name: string;
    area: 'urban' | 'remote';
    sources: OutageSource[];
    hours: number;
    rules: string[][];
    period?: { start: string; end: string };
  }[] = [
    {
      name: 'urban, 3 h: within the 4-hour limit',
      area: 'urban',
      sources: [ticket('T1', '2026-11-10T08:00:00', '2026-11-10T11:00:00')],
      hours: 0,
      rules: [],
    },
    {
      name: 'urban, exactly 4.0 h: within the limit, nothing',
      area: 'urban',
      sources: [incident('I1', '2026-11-10T08:00:00', '2026-11-10T12:00:00')],
      hours: 0,
      rules: [],
    },
    {
      name: 'urban, 4 h and a minute: past the limit, the whole outage',
      area: 'urban',
      sources: [incident('I1', '2026-11-10T08:00:00', '2026-11-10T12:01:00')],
      hours: 4.02,
      rules: [['outage']],
    },
    {
      name: 'remote, 6 h: within the 24-hour limit',
      area: 'remote',
      sources: [incident('I1', '2026-11-10T08:00:00', '2026-11-10T14:00:00')],
      hours: 0,
      rules: [],
    },
    {
      name: 'remote, a ticket of exactly 24.0 h: repaired within 24 hours, nothing',
      area: 'remote',
      sources: [ticket('T1', '2026-11-10T08:00:00', '2026-11-11T08:00:00')],
      hours: 0,
      rules: [],
    },
    {
      name: 'remote, a ticket of 24 h and a minute: both rules, the whole time',
      area: 'remote',
      sources: [ticket('T1', '2026-11-10T08:00:00', '2026-11-11T08:01:00')],
      hours: 24.02,
      rules: [['outage', 'repair']],
    },
    {
      name: 'overlapping ticket and incident count once (10:00–20:00 and 12:00–22:00 = 12 h)',
      area: 'urban',
      sources: [
        ticket('T1', '2026-11-10T10:00:00', '2026-11-10T20:00:00'),
        incident('I1', '2026-11-10T12:00:00', '2026-11-10T22:00:00'),
      ],
      hours: 12,
      rules: [['outage']],
    },
    {
      name: 'remote: an incident of 20 h, then the complaint it left unrepaired for 26 h more',
      area: 'remote',
      sources: [
        incident('I1', '2026-11-10T00:00:00', '2026-11-10T20:00:00'),
        ticket('T1', '2026-11-10T18:00:00', '2026-11-11T20:00:00'),
      ],
      hours: 44,
      rules: [['outage', 'repair']],
    },
    {
      name: 'urban: two short outages apart stay apart (3 h + 3 h, nothing)',
      area: 'urban',
      sources: [
        ticket('T1', '2026-11-10T08:00:00', '2026-11-10T11:00:00'),
        ticket('T2', '2026-11-12T08:00:00', '2026-11-12T11:00:00'),
      ],
      hours: 0,
      rules: [],
    },
    {
      name: 'across the month boundary: a 30 h outage from 31 Oct 20:00 credits its 26 November hours',
      area: 'remote',
      sources: [incident('I1', '2026-10-31T20:00:00', '2026-11-02T02:00:00')],
      hours: 26,
      rules: [['outage']],
    },
    {
      name: 'and the same outage credits its 4 October hours in October',
      area: 'remote',
      sources: [incident('I1', '2026-10-31T20:00:00', '2026-11-02T02:00:00')],
      hours: 4,
      rules: [['outage']],
      period: { start: '2026-10-01', end: '2026-10-31' },
    },
    {
      name: 'a ticket still open counts to now (clipped to the period)',
      area: 'urban',
      sources: [ticket('T1', '2026-11-30T18:00:00', null)],
      hours: 6,
      rules: [['outage', 'repair']],
    },
  ];
  for (const c of cases)
    it(c.name, () => {
      const result = credit(c.area, c.sources, c.period);
      expect(result.hours).toBe(c.hours);
      expect(result.parts.map((p) => p.rules)).toEqual(c.rules);
    });

  it('urban and remote differ on the same 10-hour outage', () => {
    const sources = [incident('I1', '2026-11-10T08:00:00', '2026-11-10T18:00:00')];
    expect(credit('urban', sources).hours).toBe(10);
    expect(credit('remote', sources).hours).toBe(0);
  });

  it('gives days of extension (rounded up) and a rebate at the plan’s daily price', () => {
    // 30 h at Rs. 50 a day = Rs. 62.50; two days of extension.
    const result = credit('urban', [incident('I1', '2026-11-10T00:00:00', '2026-11-11T06:00:00')]);
    expect(result).toMatchObject({ hours: 30, days: 2, rebatePaisa: 6_250 });
    expect(result.parts[0]).toMatchObject({ start: npt('2026-11-10T00:00:00'), sources: ['I1'], limitHours: 4 });
    expect(creditReason(result.parts[0]!)).toBe('Outage of 30 h, past the 4-hour limit');
    expect(creditReason(result.parts[0]!, 'ne')).toMatch(/३०|30/);
  });

  it('follows the settings’ limits', () => {
    const sources = [incident('I1', '2026-11-10T08:00:00', '2026-11-10T14:00:00')];
    const limits = { ...DEFAULT_LIMITS, urbanOutageHours: 8 };
    const result = computeCredit({
      area: 'urban',
      period: NOVEMBER,
      sources,
      periodPricePaisa: 0,
      limits,
      now: npt('2026-12-01T00:00:00'),
    });
    expect(result.hours).toBe(0);
  });
});

describe('ticketOutages: a ticket’s times without service', () => {
  const at = npt;
  it('a reopened ticket is two spans; only the one past 24 h earns the repair rule in a remote area', () => {
    const spans = ticketOutages({
      number: 'KN-2611-0001',
      createdAt: at('2026-11-10T10:00:00'),
      status: 'resolved',
      events: [
        { type: 'status', status: 'resolved', at: at('2026-11-10T20:00:00') },
        { type: 'reply', text: 'still down', at: at('2026-11-11T07:00:00') },
        { type: 'status', status: 'in-progress', at: at('2026-11-11T08:00:00') },
        { type: 'status', status: 'resolved', at: at('2026-11-12T12:00:00') },
      ],
    });
    expect(spans.map((s) => [s.start, s.end])).toEqual([
      [at('2026-11-10T10:00:00'), at('2026-11-10T20:00:00')],
      [at('2026-11-11T08:00:00'), at('2026-11-12T12:00:00')],
    ]);
    const remote = credit('remote', spans);
    expect(remote.hours).toBe(28);
    expect(remote.parts.map((p) => p.rules)).toEqual([['outage', 'repair']]);
    // In a city both spans are past 4 hours: 10 + 28.
    expect(credit('urban', spans).hours).toBe(38);
  });

  it('a ticket marked spam was no fault', () => {
    const t = { number: 'X', createdAt: at('2026-11-10T10:00:00'), status: 'spam', events: [] };
    expect(ticketOutages(t)).toEqual([]);
  });
});

describe('pricePaisa', () => {
  it.each([
    ['Rs. 1,500', 150_000],
    ['रु. १५००', 150_000],
    ['NPR 999.50', 99_950],
    ['Call us', 0],
  ])('%s → %d paisa', (price, paisa) => expect(pricePaisa(price)).toBe(paisa));
});
