import { describe, expect, it } from 'vitest';
import type { Incident } from '../../../src/lib/incidents.ts';
import { codeText } from '../../../src/server/account/codes.ts';
import { statusSmsText } from '../../../src/server/account/status-sms.ts';
import { noticeSms, noticeText } from '../../../src/server/status/maintenance-notices.ts';
import { gsmFolded, smsParts } from '../../../src/lib/sms-text.ts';
import { smsChannel } from '../../../src/server/notify/sms.ts';
import type { OutboxRow } from '../../../src/server/notify/outbox.ts';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A night's maintenance window, as the notices are tested with. */
const window = {
  id: 'm',
  title: 'Core network upgrade',
  title_ne: 'मुख्य नेटवर्क स्तरोन्नति',
  areas: '[]',
  startsAt: '2026-12-01T18:15:00Z',
  endsAt: '2026-12-01T20:15:00Z',
  status: 'scheduled',
};

// The Nepali SMS texts, written as a Nepali ISP texts its customers: short, in Devanagari digits,
// sentences ended by the danda.
describe('Nepali SMS texts', () => {
  it('sends the sign-in code in one SMS, the minutes in Devanagari digits', () => {
    const text = codeText('ne', '482913', 'कोशीनेट');
    expect(text).toBe('कोशीनेट: साइन इन कोड 482913 हो। ५ मिनेटसम्म चल्छ। कसैलाई नदिनुहोस्।');
    expect(smsParts(text)).toBe(1);
  });

  it('ends a sentence of incident news with the danda', () => {
    const incident = { title: 'Power cut', title_ne: 'धरानमा बिजुली छैन' } as Incident;
    const news = { status: 'identified', text: 'Crew on site', text_ne: 'टोली पुगेको छ', at: '', isNew: false } as const;
    expect(statusSmsText('ne', 'कोशीनेट', incident, news)).toMatch(/^कोशीनेट: धरानमा बिजुली छैन \(.+\)। टोली पुगेको छ$/);
    expect(statusSmsText('en', 'KoshiNet', incident, news)).toMatch(/^KoshiNet: Power cut \(.+\)\. Crew on site$/);
  });

  it('gives 72 hours’ notice of a night’s maintenance in three SMS at most', () => {
    const ahead = noticeSms('कोशीनेट', noticeText('ahead', 'ne', window, 'इटहरी-६').text);
    expect(ahead).toContain('इटहरी-६मा पूर्वसूचित मर्मतसम्भार हुनेछ: मुख्य नेटवर्क स्तरोन्नति।');
    expect(smsParts(ahead)).toBeLessThanOrEqual(3);
    expect(smsParts(noticeSms('कोशीनेट', noticeText('end', 'ne', window, 'इटहरी-६').text))).toBe(2);
  });
});

// English texts go as plain GSM once their typography is folded (src/lib/sms-text.ts).
describe('English SMS texts', () => {
  it('costs the maintenance notices one SMS once folded: 3 to 1 ahead, 2 to 1 at the start', () => {
    const sms = (phase: 'ahead' | 'start') => noticeSms('KoshiNet', noticeText(phase, 'en', window, 'Itahari-6').text);
    expect(sms('ahead')).toContain('–');
    expect([smsParts(sms('ahead')), smsParts(gsmFolded(sms('ahead')))]).toEqual([3, 1]);
    expect([smsParts(sms('start')), smsParts(gsmFolded(sms('start')))]).toEqual([2, 1]);
  });

  it('is what the SMS channel sends: the file provider writes the folded text', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sms-'));
    try {
      const text = noticeSms('KoshiNet', noticeText('ahead', 'en', window, 'Itahari-6').text);
      const row = { id: 'r1', payload: JSON.stringify({ to: '9800000000', text }) } as OutboxRow;
      await smsChannel({ provider: 'file', dir }).send(row);
      const [file] = await readdir(dir);
      const sent = JSON.parse(await readFile(join(dir, file!), 'utf8')) as { text: string };
      expect(sent.text).toBe(gsmFolded(text));
      expect(sent.text).not.toContain('–');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
