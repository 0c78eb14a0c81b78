import { DEDICATED } from '../../lib/constants.ts';
import { localePath, type Lang } from '../../i18n/paths.ts';
import { shownPlan, type PlanData, type PlanWords } from '../types.ts';

export const CATEGORIES = ['home', 'sme', 'dedicated'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The package a booking is for, as the booking form shows and sends it. */
export interface BookingPackage {
  category: Category;
  plan: string;
  speed: string;
  cost: string;
  duration: string;
  features: string[];
  /** the plan's words as the page shows them (Nepali on a Nepali page) */
  shown: PlanWords;
}

/** The plans page category of a plan: SME plans in SME, all others in Home (spec §2). */
export const categoryOf = (plan: Pick<PlanData, 'sme'>): Category => (plan.sme ? 'sme' : 'home');

/** The booking page URL that carries a package: /booking?category=…&plan=<plan id> (/ne/booking in Nepali). */
export function bookingHref(category: Category, planId?: string, lang: Lang = 'en'): string {
  const query = new URLSearchParams({ category });
  if (planId && category !== 'dedicated') query.set('plan', planId);
  return `${localePath(lang, '/booking')}?${query}`;
}

/**
 * The package named by the booking page's query string, or null when there is none ('No package
 * selected'): no or an unknown category, or a plan that does not exist (any more). When a plan is
 * named, its category is the plan's own (SME or Home), whatever the link says.
 * A dedicated quote has no plan: plan, speed, cost and duration are all 'Dedicated' (spec §3).
 */
export function resolvePackage(search: string, plans: PlanData[]): BookingPackage | null {
  const query = new URLSearchParams(search);
  const category = query.get('category')?.toLowerCase() as Category | undefined;
  if (!category || !CATEGORIES.includes(category)) return null;
  const wanted = query.get('plan');
  if (category === 'dedicated' && !wanted) {
    const shown = { name: DEDICATED, speed: DEDICATED, price: DEDICATED, duration: DEDICATED, features: [] };
    return { category, plan: DEDICATED, speed: DEDICATED, cost: DEDICATED, duration: DEDICATED, features: [], shown };
  }
  if (!wanted) return null;
  const plan = plans.find((p) => p.id === wanted) ?? plans.find((p) => p.name.toLowerCase() === wanted.toLowerCase());
  if (!plan) return null;
  return {
    category: categoryOf(plan),
    plan: plan.name,
    speed: plan.speed,
    cost: plan.price,
    duration: plan.duration,
    features: plan.features,
    shown: shownPlan(plan),
  };
}
