import type { AreaData } from '../islands/types.ts';
import { fill } from '../i18n/fill.ts';
import type { Lang } from '../i18n/paths.ts';
import { districtNe } from '../lib/districts.ts';
import { byTownAndWard } from '../lib/area-order.ts';
import { records } from './collections.ts';

/**
 * The visible coverage areas as the coverage check receives them (small: it is embedded in the page),
 * by town and ward number; a page in Nepali sorts its own list by the Nepali names (byTownAndWard).
 */
export async function areaData(): Promise<AreaData[]> {
  return (await records('areas'))
    .map(
      (a): AreaData => ({
        id: a._id,
        name: a.name,
        name_ne: a.name_ne,
        district: a.district,
        district_ne: districtNe(a),
        services: a.services,
        status: a.status === 'available' ? 'available' : 'coming-soon',
      }),
    )
    .sort((a, b) => byTownAndWard('en')(a.name, b.name));
}

/**
 * One of the ISP's own areas as an example for a place field (issue 42): the first available
 * area, on a Nepali page in both scripts ('इटहरी-६ वा Itahari-6'), on an English page in English
 * (its first faces have no Devanagari for an attribute). '' when there is none.
 */
export function areaExample(areas: AreaData[], lang: Lang, or: string): string {
  const area = areas.find((a) => a.status === 'available') ?? areas[0];
  if (!area) return '';
  const names = lang === 'ne' ? [area.name_ne, area.name] : [area.name];
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
