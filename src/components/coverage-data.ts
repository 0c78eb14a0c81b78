import type { AreaData } from '../islands/types.ts';
import { records } from './collections.ts';

/** The visible coverage areas as the coverage check receives them (small: it is embedded in the page). */
export async function areaData(): Promise<AreaData[]> {
  return (await records('areas')).map((a) => ({
    id: a._id,
    name: a.name,
    name_ne: a.name_ne,
    district: a.district,
    services: a.services,
    status: a.status === 'available' ? 'available' : 'coming-soon',
  }));
}
