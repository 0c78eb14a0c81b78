import type { PlanData } from '../islands/types.ts';
import type { Lang } from '../i18n/index.ts';
import { inLang, listInLang } from '../i18n/content.ts';
import { localAmount, localPeriod } from '../i18n/numerals.ts';
import { records } from './collections.ts';

/** No published plan has a data cap: only then may a page promise unlimited data on every plan. */
export const everyPlanUnlimited = async () => (await records('plans')).every((p) => !p.capGb);

/** The plans as the islands receive them (no timestamps); on a Nepali page with their Nepali words. */
export async function planData(lang: Lang = 'en'): Promise<PlanData[]> {
  return (await records('plans')).map((p) => {
    const plan: PlanData = {
      id: p._id,
      name: p.name,
      speed: p.speed,
      price: p.price,
      duration: p.duration,
      features: p.features,
      sme: p.sme,
      featured: p.featured ?? false,
      popular: p.popular ?? false,
    };
    if (lang === 'ne') {
      plan.shown = {
        name: inLang(lang, p, 'name'),
        speed: localAmount(lang, p.speed),
        price: localAmount(lang, p.price),
        duration: localAmount(lang, p.duration),
        period: localPeriod(lang, p.duration),
        features: listInLang(lang, p, 'features'),
      };
    }
    return plan;
  });
}
