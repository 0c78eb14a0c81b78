// The customers' sign-in by SMS (My account): the rules the form and the server share.
import { normalizePhone } from './phone.ts';

/** The longest customer ID the sign-in takes. */
export const WHO_MAX = 50;
/** The sign-in code's digits. */
export const CODE_DIGITS = 6;

/** A Nepali mobile number as normalizePhone writes it (98XXXXXXXX): the only phones a code is texted to. */
export const isMobile = (phone: string | null | undefined): phone is string => Boolean(phone && /^9\d{9}$/.test(phone));

/** What a customer typed to sign in: their mobile when it reads as one, else their customer ID. */
export function whoOf(typed: string): { phone: string } | { customerId: string } {
  const phone = normalizePhone(typed);
  return isMobile(phone) ? { phone } : { customerId: typed.trim() };
}
