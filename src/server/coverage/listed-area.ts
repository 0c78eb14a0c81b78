import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';

/**
 * An area as the coverage areas name it, by its English or Nepali name in any case (a visitor may
 * type either); a 400 for a name that is not listed.
 */
export async function listedArea(db: Db, name: string): Promise<string> {
  const wanted = name.trim().toLowerCase();
  const areas = await db.selectFrom('area').select(['name', 'name_ne']).execute();
  const found = areas.find((a) => a.name.trim().toLowerCase() === wanted || a.name_ne.trim() === name.trim());
  if (!found) throw new ApiError(400, 'We have no area by that name', { area: 'Choose an area from the list' });
  return found.name;
}
