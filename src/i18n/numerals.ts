// Nepali writing of the numbers editors type in English: prices, speeds and durations of plans,
// and years (phone numbers: local-phone.ts). 'Rs. 1,500' becomes 'रु. १,५००', '100 Mbps' becomes '१०० Mbps'.
import { inDigits } from './fill.ts';
import type { Lang } from './paths.ts';
import { periodWord } from './periods.ts';

export const NEPALI_DIGITS = '०१२३४५६७८९';

/** The digits a page's language writes numbers in. */
export const digitsOf = (lang: Lang): string => (lang === 'ne' ? NEPALI_DIGITS : '0123456789');

/** Words of plan prices and durations, and how a Nepali ISP writes them. */
const NEPALI_UNITS: [RegExp, string][] = [
  [/\bRs\.?\s*/gi, 'रु. '],
  [/\bNPR\s*/gi, 'रु. '],
  [/\/\s*months?\b/gi, '/महिना'],
  [/\/\s*(years?|yr)\b/gi, '/वर्ष'],
  [/\/\s*(quarter)\b/gi, '/त्रैमास'],
  [/\bper month\b/gi, 'प्रतिमहिना'],
  [/\bmonths?\b/gi, 'महिना'],
  [/\byears?\b/gi, 'वर्ष'],
];

/** ASCII digits as Devanagari digits. */
export const nepaliDigits = (text: string): string => inDigits(text, NEPALI_DIGITS);

/** A number or an amount as the page's language writes it (English text stays as typed). */
export function localNumber(lang: Lang, text: string | number): string {
  return lang === 'ne' ? nepaliDigits(String(text)) : String(text);
}

/**
 * A whole number in the South Asian grouping: the last three digits, then twos
 * ('100000' → '1,00,000', '12500000' → '1,25,00,000'); a decimal part is kept as it is.
 */
export function lakhGrouping(number: string): string {
  const [whole = '', fraction] = number.replace(/,/g, '').split('.');
  const grouped =
    whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A plan's price, speed or duration as the page's language writes it. */
export function localAmount(lang: Lang, text: string): string {
  if (lang === 'en') return text;
  let out = text;
  for (const [pattern, word] of NEPALI_UNITS) out = out.replace(pattern, word);
  // Lakhs and crores: a number the editor grouped in thousands ('100,000'), or an amount of
  // rupees of four digits or more, is grouped as Nepalis write it ('1,00,000').
  out = out.replace(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<=रु\. )\d{4,}(?:\.\d+)?/g, lakhGrouping);
  return nepaliDigits(out.replace(/\s{2,}/g, ' ').trim());
}

/** A plan's duration standing alone ('Duration: मासिक', 'Duration: Monthly'); anything else as localAmount writes it. */
export function localPeriod(lang: Lang, text: string): string {
  return periodWord(lang, text) ?? localAmount(lang, text);
}
