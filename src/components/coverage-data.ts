import type { AreaData } from '../islands/types.ts';
import { fill } from '../i18n/fill.ts';
import type { Lang } from '../i18n/paths.ts';
import { districtNe } from '../lib/districts.ts';
import { records } from './collections.ts';

/** The visible coverage areas as the coverage check receives them (small: it is embedded in the page). */
export async function areaData(): Promise<AreaData[]> {
  return (await records('areas')).map((a) => ({
    id: a._id,
    name: a.name,
    name_ne: a.name_ne,
    district: a.district,
    district_ne: districtNe(a),
    services: a.services,
    status: a.status === 'available' ? 'available' : 'coming-soon',
  }));
}

/**
 * One of the ISP's own areas as an example for a place field ('Itahari-6 or इटहरी-६'; issue 42):
 * the first available area, its name in the page's language first. '' when there is none.
 */
export function areaExample(areas: AreaData[], lang: Lang, or: string): string {
  const area = areas.find((a) => a.status === 'available') ?? areas[0];
  if (!area) return '';
  const names = lang === 'ne' ? [area.name_ne, area.name] : [area.name, area.name_ne];
  return [...new Set(names.filter(Boolean))].join(or);
}

/** The coverage check's words with an example of the ISP's own areas as the placeholder. */
export function checkWords<T extends { check: { placeholder: string; or: string } }>(
  words: T,
  areas: AreaData[],
  lang: Lang,
): T {
  const example = areaExample(areas, lang, words.check.or);
  return {
    ...words,
    check: { ...words.check, placeholder: example ? fill(words.check.placeholder, { example }) : '' },
  };
}
