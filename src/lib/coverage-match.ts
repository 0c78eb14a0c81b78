// Matching what a visitor types against the coverage areas (issue 15). Runs in the browser as they
// type (no API call) and on the server (which listed area a waiting-list place names), so both
// read "Itahari 6", "itahari-6" and "इटहरी-६" alike.

/** The fields of an area a visitor may type. */
export interface AreaNames {
  name: string;
  name_ne: string;
  district: string;
  /** the district's Nepali name (src/lib/districts.ts: the pages give it with the area) */
  district_ne?: string;
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

// Letters Nepali writers use for one another in place names (बिराटनगर for विराटनगर, long and
// short vowels, the two nasal marks, the three s's): read as one, so any spelling finds the area.
const DEVANAGARI_ALIKE: Record<string, string> = { व: 'ब', 'ी': 'ि', 'ू': 'ु', ई: 'इ', ऊ: 'उ', 'ँ': 'ं', श: 'स', ष: 'स' };
// Words around a ward number that name no place: "Itahari ward no. 6", "इटहरी वडा नं. ६".
const WARD_WORDS = new Set(['ward', 'wards', 'wada', 'no', 'number', 'बडा', 'नं', 'नम्बर']);

/**
 * Lower case, Devanagari digits as ASCII, hyphens, dots and commas as spaces, spaces collapsed,
 * Devanagari spellings alike and the words "ward" and "no." left out.
 */
export function normalizePlace(text: string): string {
  return text
    .toLowerCase()
    .replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d)))
    .replace(/[वीूईऊँशष]/g, (c) => DEVANAGARI_ALIKE[c])
    .replace(/[\s\-–—_,.;:/()]+/g, ' ')
    .split(' ')
    .filter((word) => word && !WARD_WORDS.has(word))
    .join(' ');
}

const tokens = (area: AreaNames) =>
  normalizePlace(`${area.name} ${area.name_ne} ${area.district} ${area.district_ne ?? ''}`).split(' ');

/**
 * Whether a word the visitor typed is in the area's names: the start of one of their words
 * ('itah', 'इटह', '6' for ward 6 but not 16), or, from three letters, anywhere in one ('hari').
 */
const hasWord = (words: string[], typed: string) =>
  words.some((w) => w.startsWith(typed) || (typed.length >= 3 && !/^\d+$/.test(typed) && w.includes(typed)));

/**
 * The areas matching what was typed, best first: a name equal to it, then names starting with it,
 * then the rest; each group in the given (editor's) order. Empty for an empty query.
 */
export function matchAreas<T extends AreaNames>(areas: readonly T[], query: string, limit = 8): T[] {
  const typed = normalizePlace(query);
  if (!typed) return [];
  const words = typed.split(' ');
  const rank = (area: T) => {
    const names = [normalizePlace(area.name), normalizePlace(area.name_ne)];
    if (names.includes(typed)) return 0;
    return names.some((n) => n !== '' && n.startsWith(typed)) ? 1 : 2;
  };
  return areas
    .filter((area) => {
      const own = tokens(area);
      return words.every((w) => hasWord(own, w));
    })
    .map((area, i) => ({ area, i, rank: rank(area) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .slice(0, limit)
    .map((m) => m.area);
}

/** The area a place names exactly (in English or Nepali, any case, hyphen or space), if any. */
export function findArea<T extends AreaNames>(areas: readonly T[], place: string): T | undefined {
  const typed = normalizePlace(place);
  if (!typed) return undefined;
  return areas.find(
    (a) => normalizePlace(a.name) === typed || (a.name_ne !== '' && normalizePlace(a.name_ne) === typed),
  );
}
