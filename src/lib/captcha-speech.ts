import { CAPTCHA_SPEECH } from './messages.ts';

export type CaptchaWords = Pick<typeof CAPTCHA_SPEECH, 'capital' | 'small' | 'digits'>;

/**
 * A captcha code as words, one per character, so it can be heard: 'Ab7' → ['capital A',
 * 'small b', 'seven'] (WCAG 1.1.1: the image's alternative). The words come from the page's
 * language catalogue.
 */
export function spellCaptcha(code: string, words: CaptchaWords = CAPTCHA_SPEECH): string[] {
  return [...code].map((c) => {
    if (c in words.digits) return words.digits[c];
    if (c !== c.toLowerCase()) return words.capital(c);
    if (c !== c.toUpperCase()) return words.small(c);
    return c;
  });
}
