import { NEPALI_DIGITS } from '../i18n/numerals.ts';

/** An area's town and ward: 'Itahari-6' → ['Itahari', 6], 'इटहरी-१८' → ['इटहरी', 18], 'Dharan' → ['Dharan', 0]. */
export function townAndWard(name: string): [string, number] {
  const m = /^(.*?)[\s-]*([0-9०-९]+)$/.exec(name.trim());
  if (!m) return [name.trim(), 0];
  const digits = m[2].replace(/[०-९]/g, (d) => String(NEPALI_DIGITS.indexOf(d)));
  return [m[1], Number(digits)];
}

/**
 * Areas as visitors look for them (issue 44, review P38): by town as the language sorts it, then
 * by ward number as a number (इटहरी-१, इटहरी-२ … इटहरी-१८), not as text (-1, -10, -11 … -2).
 */
export const byTownAndWard =
  (lang: string) =>
  (a: string, b: string): number => {
    const [townA, wardA] = townAndWard(a);
    const [townB, wardB] = townAndWard(b);
    return townA.localeCompare(townB, lang) || wardA - wardB || a.localeCompare(b, lang);
  };

/** An area's name as a visitor reads it: the Nepali name on Nepali pages, when it has one. */
export const areaLabel = (lang: string, a: { name: string; name_ne?: string }) =>
  (lang === 'ne' && a.name_ne) || a.name;

/** Areas by town and ward number, as the page's language names them. */
export const byAreaLabel =
  (lang: string) =>
  (a: { name: string; name_ne?: string }, b: { name: string; name_ne?: string }): number =>
    byTownAndWard(lang)(areaLabel(lang, a), areaLabel(lang, b));
