// A plan's duration standing alone, as the booking summary's row names it: 'Duration: Monthly' /
// 'Duration: मासिक', where the plan's own text ('/month') is the tail of a price. Small and free of
// imports: the booking form's island uses it for English pages (a Nepali page's words come built).
import type { Lang } from './paths.ts';

const PERIODS: Record<Lang, [RegExp, string][]> = {
  en: [
    [/^\/\s*months?$/i, 'Monthly'],
    [/^\/\s*(years?|yr)$/i, 'Yearly'],
    [/^\/\s*quarter$/i, 'Quarterly'],
  ],
  ne: [
    [/^\/\s*months?$/i, 'मासिक'],
    [/^\/\s*(years?|yr)$/i, 'वार्षिक'],
    [/^\/\s*quarter$/i, 'त्रैमासिक'],
  ],
};

/** The period's word, or undefined for a duration that is not one ('3 months', '/2 months'). */
export const periodWord = (lang: Lang, duration: string): string | undefined =>
  PERIODS[lang].find(([pattern]) => pattern.test(duration.trim()))?.[1];
