import type { areaFieldEn } from './area-field-en.ts';

/** The /support form's area field in Nepali (see area-field-en.ts). */
export const areaFieldNe: typeof areaFieldEn = {
  suggestions: 'मिल्दा क्षेत्रहरू',
};
