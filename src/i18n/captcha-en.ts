import { CAPTCHA_MISMATCH } from '../lib/messages.ts';

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
};
export type CaptchaMessages = typeof captchaEn;
