import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '../../../src/lib/captcha.ts';
import { spellCaptcha } from '../../../src/lib/captcha-speech.ts';

describe('spellCaptcha', () => {
  it('spells each character with its case, digits as words', () => {
    expect(spellCaptcha('Ab7')).toEqual(['capital A', 'small b', 'seven']);
    expect(spellCaptcha('zZ29')).toEqual(['small z', 'capital Z', 'two', 'nine']);
  });

  it('has a word for every character the captcha can draw', () => {
    const spoken = spellCaptcha(CAPTCHA_ALPHABET);
    expect(spoken).toHaveLength(CAPTCHA_ALPHABET.length);
    for (const [i, word] of spoken.entries())
      expect(word, CAPTCHA_ALPHABET[i]).toMatch(
        /^(capital|small) [A-Za-z]$|^(two|three|four|five|six|seven|eight|nine)$/,
      );
  });

  it('takes the words of another language', () => {
    const words = { capital: (l: string) => `ठूलो ${l}`, small: (l: string) => `सानो ${l}`, digits: { '7': 'सात' } };
    expect(spellCaptcha('Ab7', words)).toEqual(['ठूलो A', 'सानो b', 'सात']);
  });
});
