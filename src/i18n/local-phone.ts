import { normalizePhone } from '../lib/phone.ts';
import { nepaliDigits } from './numerals.ts';
import type { Lang } from './paths.ts';

/**
 * A phone number as the page's language shows it: on a Nepali page in the domestic form
 * customers dial, in Devanagari digits ('+977-21-590900' → '०२१-५९०९००', '+977-9852090900' →
 * '९८५२०९०९००'). Links keep the international number (tel:+977…). Apart from numerals.ts, so a
 * page that writes numbers does not load the phone reader with them.
 */
export function localPhone(lang: Lang, phone: string): string {
  if (lang === 'en') return phone;
  return nepaliDigits(normalizePhone(phone) ?? phone);
}
