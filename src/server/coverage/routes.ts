import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { ENTITIES } from '../../lib/entities.ts';
import { type AreaNames, findArea, normalizePlace } from '../../lib/coverage-match.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import type { RecordTables } from '../db/tables.ts';
import { ApiError } from '../http/errors.ts';
import { noteAudit } from '../history/audit.ts';
import { repository } from '../storage/records.ts';
import { importAreas } from './area-import.ts';

/** POST /area/import: a CSV of areas (text/csv body, or JSON `{ csv }`), all or nothing. */
export function areaImportRoute({ db, now, onChange }: { db: Db; now: () => Date; onChange: () => void }) {
  const app = new Hono<AuthEnv>();
  app.post('/import', async (c) => {
    const type = c.req.header('content-type') ?? '';
    const text = type.startsWith('application/json')
      ? ((await c.req.json().catch(() => ({}))) as { csv?: unknown }).csv
      : await c.req.text();
    if (typeof text !== 'string' || !text.trim()) throw new ApiError(400, 'Send the CSV file as the request body');
    const result = await importAreas(db, text, c.get('user'), now());
    noteAudit(c, { action: 'import', entity: 'area', summary: `${result.created} added, ${result.updated} updated` });
    onChange();
    return c.json({
      message: `Imported ${result.created + result.updated} areas: ${result.created} added, ${result.updated} updated`,
      ...result,
    });
  });
  return app;
}

/** A waiting-list request's listed area: the one its place names exactly ('' when none). */
export const withListedArea = (db: Db) => async (values: Record<string, unknown>) => {
  const { records } = await repository(db, ENTITIES.area).list();
  const area = findArea(records as { name: string; name_ne: string; district: string }[], String(values.place ?? ''));
  return { ...values, area: area?.name ?? '' };
};

/**
 * Links waiting-list requests to the areas their places name, once the areas have changed: a
 * request that came in before its place was listed, or whose area was renamed or deleted, counts
 * towards the area it names now ('' when none). Only requests whose link is missing or stale are read.
 */
export async function relinkRequests(database: Db): Promise<number> {
  const db = database as unknown as Kysely<RecordTables>;
  const areas = (await repository(database, ENTITIES.area).list()).records as unknown as AreaNames[];
  const names = areas.map((a) => a.name);
  const stale = await db
    .selectFrom('coverage-request')
    .select(['id', 'place', 'area'])
    .where((eb) => (names.length ? eb.or([eb('area', '=', ''), eb('area', 'not in', names)]) : eb('area', '!=', '')))
    .execute();
  let linked = 0;
  for (const request of stale) {
    const area = findArea(areas, request.place)?.name ?? '';
    if (area === request.area) continue;
    await db.updateTable('coverage-request').set({ area }).where('id', '=', request.id).execute();
    linked++;
  }
  return linked;
}

/**
 * An area's name may be listed once (any case, hyphen or spelling alike): the check, a waiting-list
 * request's listed area and the CSV import each find an area by its name.
 */
export const uniqueAreaName = (db: Db) => async (values: Record<string, unknown>, id?: string) => {
  const name = normalizePlace(String(values.name ?? ''));
  const { records } = await repository(db, ENTITIES.area).list();
  const other = records.find((r) => r._id !== id && normalizePlace(String(r.name)) === name);
  if (other)
    throw new ApiError(400, `${String(other.name)} is already listed`, {
      name: `${String(other.name)} is already listed`,
    });
  return values;
};
