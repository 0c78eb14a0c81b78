/**
 * Nepali phone numbers as people type them, in one canonical ASCII form, or null when the text is
 * not one. Accepted: mobiles 97…/98… (10 digits), landlines 0X-XXXXXXX (Kathmandu valley, 01) and
 * 0XX-XXXXXX (every other area code), each with an optional +977 / 977 in front (the landline then
 * without its 0), with spaces, dashes or dots anywhere and Devanagari digits (०–९).
 *
 * Stored as: mobile '9852012345', landline '021-123456' or '01-4123456'.
 */
export function normalizePhone(input: string): string | null {
  const digits = input
    .replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/[\s\-\u2010-\u2015.]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  // The country code is written with or without its plus; without it, a trunk 0 comes back.
  const national = /^\+?977/.test(digits) ? `0${digits.replace(/^\+?977/, '')}` : digits;
  if (national.startsWith('+')) return null;
  const mobile = national.replace(/^0(?=9)/, '');
  if (/^9[78]\d{8}$/.test(mobile)) return mobile;
  if (/^01\d{7}$/.test(national)) return `01-${national.slice(2)}`;
  if (/^0[2-9]\d{7}$/.test(national)) return `${national.slice(0, 3)}-${national.slice(3)}`;
  return null;
}

/** A phone's link: the digits and a leading + of the number as written ('+977-21-590900' → 'tel:+97721590900'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
