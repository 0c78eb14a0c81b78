import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaMatches, generateCaptcha } from '../../../src/lib/captcha.ts';

describe('captcha', () => {
  it('uses letters and digits without the look-alikes I, O, l, 0 and 1', () => {
    for (const c of 'IOl01') expect(CAPTCHA_ALPHABET).not.toContain(c);
    expect(CAPTCHA_ALPHABET).toMatch(/^[A-Za-z2-9]+$/);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
    expect(CAPTCHA_ALPHABET.length).toBe(26 + 26 + 10 - 5);
  });

  it('makes 6-character codes from that alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateCaptcha();
      expect(code).toHaveLength(6);
      for (const c of code) expect(CAPTCHA_ALPHABET).toContain(c);
    }
  });

  it('draws every character about equally often', () => {
    const counts = new Map<string, number>();
    const draws = 20_000;
    for (let i = 0; i < draws; i++) for (const c of generateCaptcha()) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(CAPTCHA_ALPHABET.length);
    const expected = (draws * 6) / CAPTCHA_ALPHABET.length;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.15);
  });

  it('uses the injected random source', () => {
    expect(generateCaptcha(() => 0)).toBe('AAAAAA');
    expect(generateCaptcha((n) => n - 1)).toBe('999999');
  });

  it('matches exactly and case-sensitively', () => {
    expect(captchaMatches('aB3xYz', 'aB3xYz')).toBe(true);
    expect(captchaMatches('ab3xyz', 'aB3xYz')).toBe(false);
    expect(captchaMatches('aB3xY', 'aB3xYz')).toBe(false);
    expect(captchaMatches(' aB3xYz', 'aB3xYz')).toBe(false);
    expect(captchaMatches('', '')).toBe(false);
  });
});
