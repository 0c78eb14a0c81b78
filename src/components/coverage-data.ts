import type { AreaData } from '../islands/types.ts';
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
        services: a.services,
        status: a.status === 'available' ? 'available' : 'coming-soon',
      }),
    )
    .sort((a, b) => byTownAndWard('en')(a.name, b.name));
}
