import { describe, expect, it } from 'vitest';
import { alertTexts } from '../../../src/server/account/usage-alerts.ts';
import type { CustomerUsage } from '../../../src/server/account/usage.ts';
import { billingPeriod, capShare, formatOctets, usageOf } from '../../../src/lib/usage.ts';

// The billing period, the spreading of a session's octets and the words of the alerts (docs/usage.md);
// the figures against a real radacct are in tests/api/usage.test.ts.

const at = (nepalTime: string) => new Date(`${nepalTime}+05:45`);

describe('billingPeriod', () => {
  it('runs a month from the due date’s day, in Nepal time', () => {
    expect(billingPeriod('2026-12-15', at('2026-11-29T10:00:00'))).toEqual({ start: '2026-11-15', end: '2026-12-14' });
    expect(billingPeriod('2026-12-15', at('2026-11-14T23:59:00'))).toEqual({ start: '2026-10-15', end: '2026-11-14' });
    // 00:10 in Nepal is still the previous day in UTC: Nepal's day counts.
    expect(billingPeriod('2026-12-15', at('2026-11-15T00:10:00'))).toEqual({ start: '2026-11-15', end: '2026-12-14' });
  });
  it('takes calendar months without a due date, and a month’s last day for a 31st, across the year', () => {
    expect(billingPeriod('', at('2026-01-10T12:00:00'))).toEqual({ start: '2026-01-01', end: '2026-01-31' });
    expect(billingPeriod('2026-01-31', at('2026-02-28T12:00:00'))).toEqual({ start: '2026-02-28', end: '2026-03-30' });
    expect(billingPeriod('2026-01-31', at('2026-02-27T12:00:00'))).toEqual({ start: '2026-01-31', end: '2026-02-27' });
    expect(billingPeriod('2026-03-20', at('2027-01-05T12:00:00'))).toEqual({ start: '2026-12-20', end: '2027-01-19' });
  });
});

describe('usageOf', () => {
  it('counts a session with no time of its own (start = last update) whole, on its day', () => {
    const start = at('2026-11-20T09:00:00').getTime();
    const u = usageOf(
      [{ start, update: start, stop: null, interval: null, input: 5, output: 7, address: '' }],
      { start: '2026-11-01', end: '2026-11-30' },
      at('2026-11-20T09:30:00'),
    );
    expect([u.download, u.upload, u.days.at(-1)]).toEqual([7, 5, { day: '2026-11-20', download: 7, upload: 5 }]);
    expect(capShare(u, '')).toBeNull();
  });
});

describe('the alerts’ words', () => {
  const usage = {
    period: { start: '2026-11-15', end: '2026-12-14' },
    download: 80e9,
    upload: 5e9,
    capGb: 100,
    share: 85,
  } as CustomerUsage;
  const customer = {
    customerId: 'KN-1',
    phone: '9841000001',
    email: '',
    planId: 'p',
    radiusUser: 'kn1',
    dueDate: '',
    name: 'Volume 100',
    name_ne: 'भोल्युम १००',
    fairUsage: 'After 100 GB the speed is 5 Mbps.',
    fairUsage_ne: '१०० GB पछि स्पिड ५ Mbps हुन्छ।',
  };
  it('writes Nepali with Devanagari digits and the Nepali policy', () => {
    const m = alertTexts({ ...customer, lang: 'ne' }, usage, 85, 'कोशीनेट', 'https://isp.example.com/ne/account');
    expect(m.subject).toBe('तपाईंले डाटा सीमाको ८५% प्रयोग गरिसक्नुभयो');
    expect(m.sms).toContain('१०० GB डाटा सीमाको ८५% (८५.०० GB)');
    expect(m.text).toContain('उचित प्रयोग नीति लागू हुन्छ: १०० GB पछि स्पिड ५ Mbps हुन्छ।');
    expect(formatOctets('ne', 840e6)).toBe('८४०.० MB');
  });
  it('writes English with the plan and the period', () => {
    const m = alertTexts({ ...customer, lang: 'en' }, usage, 85, 'KoshiNet', 'https://isp.example.com/account');
    expect(m.text).toContain('You have used 85.00 GB (85%) of the 100 GB data cap of your package Volume 100');
    expect(m.text).toContain('(15 Nov 2026 to 14 Dec 2026)');
  });
});
