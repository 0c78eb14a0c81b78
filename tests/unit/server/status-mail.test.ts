import { describe, expect, it } from 'vitest';
import type { StatusMail } from '../../../src/lib/subscriptions.ts';
import { composeStatusMail } from '../../../src/server/notify/status-mail.ts';

/** A status email about a maintenance window from 00:00 to 02:00 on Wednesday 2 December 2026 (Nepal time). */
const mail = (lang: 'en' | 'ne', kind: 'maintenance' | 'outage' = 'maintenance'): StatusMail => ({
  kind: 'incident',
  subscriptionId: 's1',
  email: 'a@example.com',
  lang,
  incident: {
    _id: 'i1',
    title: 'Core router upgrade',
    title_ne: 'कोर राउटर अपग्रेड',
    kind,
    areas: [],
    areas_ne: [],
    services: [],
    startsAt: '2026-12-01T18:15:00.000Z',
    endsAt: '2026-12-01T20:15:00.000Z',
  },
  news: { status: 'scheduled', text: '', text_ne: '', at: '2026-11-28T04:26:00.000Z', isNew: true },
  statusUrl: 'https://isp.example/ne/status',
  unsubscribeUrl: 'https://isp.example/u',
  oneClickUrl: 'https://isp.example/u1',
  area: '',
  area_ne: '',
});

describe('status email dates', () => {
  it('names the night of a window at midnight, in BS and AD, in Nepali (review P2, P3)', () => {
    const { text } = composeStatusMail(mail('ne'), 'कोशीनेट');
    expect(text).toContain('समय: मंसिर १६, २०८३ (१ डिसेम्बर २०२६), मङ्गलबार राति १२ बजेदेखि २ बजेसम्म (बुधबार लाग्ने रात)');
    expect(text).toContain('मंसिर १३, २०८३ (२८ नोभेम्बर २०२६), बिहान १०:११ मा अपडेट गरिएको (नेपाल समय)');
  });

  it('keeps the English dates as they were', () => {
    const { text } = composeStatusMail(mail('en'), 'KoshiNet');
    expect(text).toContain('Window: 2 Dec 2026, 00:00 – 02:00');
    expect(text).toContain('Updated 28 Nov 2026, 10:11 (Nepal time)');
  });

  it('labels a start and an end as a period, not as a start (review P6)', () => {
    expect(composeStatusMail(mail('ne', 'outage'), 'कोशीनेट').text).toContain('अवधि: मंसिर १६');
    expect(composeStatusMail(mail('en', 'outage'), 'KoshiNet').text).toContain('Period: 2 Dec 2026, 00:00 –');
  });

  it('joins the last two areas of a subject with र / and (review P34)', () => {
    const two = (lang: 'en' | 'ne') => {
      const m = mail(lang, 'outage');
      if (m.kind === 'incident') {
        m.incident.areas = ['Itahari-6', 'Itahari-7'];
        m.incident.areas_ne = ['इटहरी-६', 'इटहरी-७'];
      }
      return composeStatusMail(m, lang === 'ne' ? 'कोशीनेट' : 'KoshiNet').subject;
    };
    expect(two('ne')).toBe('इटहरी-६ र इटहरी-७मा सेवा अवरोध: कोर राउटर अपग्रेड');
    expect(two('en')).toBe('Outage in Itahari-6 and Itahari-7: Core router upgrade');
  });
});
