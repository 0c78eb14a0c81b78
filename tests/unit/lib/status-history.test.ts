import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Incident } from '../../../src/lib/incidents.ts';
import { atomFeed } from '../../../src/lib/status-feed.ts';
import { areaHistory, historyDays } from '../../../src/lib/status-history.ts';

const npt = (s: string) => new Date(`${s}+05:45`).toISOString();
const NOW = Date.parse(npt('2026-11-28T12:00:00'));
let n = 0;
const incident = (over: Partial<Incident>): Incident => ({
  _id: String(++n).padStart(24, '0'),
  title: 'Fibre cut',
  title_ne: 'फाइबर काटियो',
  kind: 'outage',
  areas: ['Itahari-6'],
  services: [],
  startsAt: npt('2026-11-20T10:00:00'),
  status: 'resolved',
  updates: [{ text: 'Fixed', text_ne: 'समाधान भयो', at: npt('2026-11-20T16:00:00'), status: 'resolved' }],
  ...over,
});

describe('areaHistory: 90 days per area from the stored incidents', () => {
  it('has 90 Nepal days ending today', () => {
    const days = historyDays(NOW);
    expect(days).toHaveLength(90);
    expect(days.at(-1)).toBe('2026-11-28');
    expect(days[0]).toBe('2026-08-31');
  });

  it('marks each day with its worst incident and counts only the outages against uptime', () => {
    const list = [
      incident({}), // 6 h outage on 20 Nov
      incident({ kind: 'degraded', startsAt: npt('2026-11-20T08:00:00') }),
      incident({
        kind: 'maintenance',
        startsAt: npt('2026-11-24T02:00:00'),
        updates: [{ text: 'Done', text_ne: '', at: npt('2026-11-24T04:00:00'), status: 'resolved' }],
      }),
      // across midnight: 23:00 to 01:00 is two days
      incident({
        startsAt: npt('2026-11-25T23:00:00'),
        updates: [{ text: 'Back', text_ne: '', at: npt('2026-11-26T01:00:00'), status: 'resolved' }],
      }),
      incident({ areas: ['Dharan'] }),
      incident({ kind: 'maintenance', status: 'scheduled', startsAt: npt('2026-11-27T02:00:00') }),
    ];
    const h = areaHistory(list, 'Itahari-6', NOW);
    expect(h.days.map((d) => [d.day, d.state, d.incidents.length])).toEqual([
      ['2026-11-20', 'outage', 2],
      ['2026-11-24', 'maintenance', 1],
      ['2026-11-25', 'outage', 1],
      ['2026-11-26', 'outage', 1],
    ]);
    // 8 hours of outage in 89.5 days: 1 − 8 / 2148 = 99.627…%, written down to 99.62.
    expect(h.uptime).toBe(99.62);
    expect(areaHistory(list, 'Itahari-7', NOW)).toEqual({ days: [], uptime: 100 });
  });

  it('counts an open outage to now and a network-wide one in every area', () => {
    const open = incident({ areas: [], startsAt: npt('2026-11-28T06:00:00'), status: 'investigating', updates: [] });
    const h = areaHistory([open], 'Biratnagar-1', NOW);
    expect(h.days).toEqual([expect.objectContaining({ day: '2026-11-28', state: 'outage' })]);
    expect(h.uptime).toBeLessThan(100);
  });
});

describe('atomFeed: valid Atom, parsed by an XML parser', () => {
  const feed = (lang: 'en' | 'ne') =>
    atomFeed({
      lang,
      site: new URL('https://isp.example.np'),
      name: lang === 'ne' ? 'कोशीनेट' : 'KoshiNet & Co',
      incidents: [
        incident({ title: 'Cut <near> "Tarahara"' }),
        incident({ kind: 'maintenance', status: 'scheduled', startsAt: npt('2026-12-05T02:00:00'), updates: [] }),
        incident({ startsAt: npt('2026-01-01T10:00:00'), updates: [] }),
      ],
      areas: [{ name: 'Itahari-6', name_ne: 'इटहरी-६' }],
      now: NOW,
    });
  for (const lang of ['en', 'ne'] as const)
    it(`${lang}: a feed with id, title, updated, self link, author and an entry per recent incident`, () => {
      const doc = new JSDOM(feed(lang), { contentType: 'application/xml' }).window.document;
      const root = doc.documentElement;
      expect(root.namespaceURI).toBe('http://www.w3.org/2005/Atom');
      expect(root.localName).toBe('feed');
      const child = (el: Element, name: string) => [...el.children].filter((c) => c.localName === name);
      for (const name of ['id', 'title', 'updated', 'author']) expect(child(root, name)).toHaveLength(1);
      const self = child(root, 'link').find((l) => l.getAttribute('rel') === 'self')!;
      expect(self.getAttribute('href')).toBe(`https://isp.example.np${lang === 'ne' ? '/ne' : ''}/status/feed.atom`);
      const entries = child(root, 'entry');
      // the January outage is older than 90 days
      expect(entries).toHaveLength(2);
      for (const e of entries) {
        for (const name of ['id', 'title', 'updated']) expect(child(e, name)).toHaveLength(1);
        expect(Number.isNaN(Date.parse(child(e, 'updated')[0]!.textContent!))).toBe(false);
      }
      const titles = entries.map((e) => child(e, 'title')[0]!.textContent);
      if (lang === 'en') {
        expect(titles).toContain('Outage: Cut <near> "Tarahara"');
        expect(child(root, 'title')[0]!.textContent).toBe('KoshiNet & Co network status');
      } else expect(child(entries[1]!, 'content')[0]!.textContent).toContain('इटहरी-६');
    });
});
