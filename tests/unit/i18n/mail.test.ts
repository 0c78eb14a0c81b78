import { describe, expect, it } from 'vitest';
import { letter, mailWords } from '../../../src/i18n/mail.ts';
import { mailEn } from '../../../src/i18n/mail-en.ts';
import { mailNe } from '../../../src/i18n/mail-ne.ts';

// Every email is laid out by one function: greeting, lines, closing and signature, then the footer.
describe('the one email layout', () => {
  it('writes a Nepali letter: नमस्ते, the lines, धन्यवाद and the customer service, then the footer', () => {
    expect(letter({ lang: 'ne', isp: 'कोशीनेट', lines: ['क', 'ख'], footer: ['खुट्टा'] })).toBe(
      'नमस्ते,\n\nक\nख\n\nधन्यवाद,\nकोशीनेट ग्राहक सेवा\n\n-- \nखुट्टा',
    );
  });

  it('goes straight to the point in English, greets a person by name, and signs under "-- "', () => {
    expect(letter({ lang: 'en', isp: 'KoshiNet', lines: ['A'] })).toBe('A\n\n-- \nKoshiNet');
    expect(letter({ lang: 'en', isp: 'KoshiNet', to: 'Gita', signature: 'KoshiNet admin', lines: ['A'] })).toBe(
      'Hello Gita,\n\nA\n\n-- \nKoshiNet admin',
    );
    expect(letter({ lang: 'en', isp: 'KoshiNet', lines: ['A'], footer: ['Stop: link'] })).toBe(
      'A\n\n-- \nKoshiNet\nStop: link',
    );
  });

  it('has the same words in both languages, and English for any other language', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((s) => `${k}.${s}`) : [k]));
    expect(keys(mailNe)).toEqual(keys(mailEn));
    expect(mailWords('xx')).toBe(mailEn);
  });
});
