import { CAPTCHA_MISMATCH, CAPTCHA_SPEECH } from '../lib/messages.ts';

/** The captcha's English words: its own module, so the admin login can use them without a catalogue. */
export const captchaEn = {
  label: 'Captcha',
  hint: 'Type the {n} characters shown in the image. Letters are case-sensitive.',
  image: 'Captcha code image',
  refresh: 'Refresh captcha',
  newCode: 'New code',
  mismatch: CAPTCHA_MISMATCH,
  verified: 'Code verified',
  digits: '0123456789',
  /** "Hear the code": the code spelled one character at a time ({c} is the letter) */
  speech: {
    button: CAPTCHA_SPEECH.button,
    intro: CAPTCHA_SPEECH.intro,
    capital: CAPTCHA_SPEECH.capital('{c}'),
    small: CAPTCHA_SPEECH.small('{c}'),
    digits: CAPTCHA_SPEECH.digits,
  },
};
export type CaptchaMessages = typeof captchaEn;
