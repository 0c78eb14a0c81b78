import type { PlanData } from '../islands/types.ts';
import { records } from './collections.ts';

/** The plans as the islands receive them (no timestamps). */
export async function planData(): Promise<PlanData[]> {
  return (await records('plans')).map((p) => ({
    id: p._id,
    name: p.name,
    speed: p.speed,
    price: p.price,
    duration: p.duration,
    features: p.features,
    sme: p.sme,
    featured: p.featured,
    popular: p.popular,
  }));
}
