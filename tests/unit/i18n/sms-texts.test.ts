import { describe, expect, it } from 'vitest';
import type { Incident } from '../../../src/lib/incidents.ts';
import { codeText } from '../../../src/server/account/codes.ts';
import { statusSmsText } from '../../../src/server/account/status-sms.ts';
import { noticeSms, noticeText } from '../../../src/server/status/maintenance-notices.ts';
import { smsParts as parts } from '../../../src/lib/sms-text.ts';

// The Nepali SMS texts, written as a Nepali ISP texts its customers: short, in Devanagari digits,
// sentences ended by the danda.
describe('Nepali SMS texts', () => {
  it('sends the sign-in code in one SMS, the minutes in Devanagari digits', () => {
    const text = codeText('ne', '482913', 'कोशीनेट');
    expect(text).toBe('कोशीनेट: साइन इन कोड 482913 हो। ५ मिनेटसम्म चल्छ। कसैलाई नदिनुहोस्।');
    expect(parts(text)).toBe(1);
  });

  it('ends a sentence of incident news with the danda', () => {
    const incident = { title: 'Power cut', title_ne: 'धरानमा बिजुली छैन' } as Incident;
    const news = { status: 'identified', text: 'Crew on site', text_ne: 'टोली पुगेको छ', at: '', isNew: false } as const;
    expect(statusSmsText('ne', 'कोशीनेट', incident, news)).toMatch(/^कोशीनेट: धरानमा बिजुली छैन \(.+\)। टोली पुगेको छ$/);
    expect(statusSmsText('en', 'KoshiNet', incident, news)).toMatch(/^KoshiNet: Power cut \(.+\)\. Crew on site$/);
  });

  it('gives 72 hours’ notice of a night’s maintenance in three SMS at most', () => {
    const window = {
      id: 'm',
      title: 'Core network upgrade',
      title_ne: 'मुख्य नेटवर्क स्तरोन्नति',
      areas: '[]',
      startsAt: '2026-12-01T18:15:00Z',
      endsAt: '2026-12-01T20:15:00Z',
      status: 'scheduled',
    };
    const ahead = noticeSms('कोशीनेट', noticeText('ahead', 'ne', window, 'इटहरी-६').text);
    expect(ahead).toContain('इटहरी-६मा पूर्वसूचित मर्मतसम्भार हुनेछ: मुख्य नेटवर्क स्तरोन्नति।');
    expect(parts(ahead)).toBeLessThanOrEqual(3);
    expect(parts(noticeSms('कोशीनेट', noticeText('end', 'ne', window, 'इटहरी-६').text))).toBe(2);
  });
});
