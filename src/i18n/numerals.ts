// Nepali writing of the numbers editors type in English: prices, speeds and durations of plans,
// phone numbers and years. 'Rs. 1,500' becomes 'रु. १,५००', '100 Mbps' becomes '१०० Mbps'.
import { inDigits } from './fill.ts';
import type { Lang } from './paths.ts';

export const NEPALI_DIGITS = '०१२३४५६७८९';

/** Words of plan prices and durations, and how a Nepali ISP writes them. */
const NEPALI_UNITS: [RegExp, string][] = [
  [/\bRs\.?\s*/gi, 'रु. '],
  [/\bNPR\s*/gi, 'रु. '],
  [/\/\s*months?\b/gi, '/महिना'],
  [/\/\s*(years?|yr)\b/gi, '/वर्ष'],
  [/\/\s*(quarter)\b/gi, '/त्रैमासिक'],
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

/** A plan's price, speed or duration as the page's language writes it. */
export function localAmount(lang: Lang, text: string): string {
  if (lang === 'en') return text;
  let out = text;
  for (const [pattern, word] of NEPALI_UNITS) out = out.replace(pattern, word);
  return nepaliDigits(out.replace(/\s{2,}/g, ' ').trim());
}
