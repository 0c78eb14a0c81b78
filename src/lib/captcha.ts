import { CAPTCHA_LENGTH } from './constants.ts';

// Letters and digits without the look-alikes I, O, l, 0 and 1 (spec §5).
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A new captcha code; `random` returns integers in [0, n) and is injectable for tests. */
export function generateCaptcha(random: (n: number) => number = secureRandomInt): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) code += CAPTCHA_ALPHABET[random(CAPTCHA_ALPHABET.length)];
  return code;
}

/** Exact, case-sensitive match of what was typed against the generated code. */
export function captchaMatches(typed: string, code: string): boolean {
  return code.length === CAPTCHA_LENGTH && typed === code;
}

function secureRandomInt(n: number): number {
  // Rejection sampling keeps every character equally likely.
  const limit = Math.floor(0x100000000 / n) * n;
  const buf = new Uint32Array(1);
  do crypto.getRandomValues(buf);
  while (buf[0] >= limit);
  return buf[0] % n;
}
