import { randomBytes } from 'node:crypto';
import { CLEAN_SETTINGS } from '../../lib/settings/clean.ts';
import { DEFAULT_SETTINGS } from '../../lib/settings/defaults.ts';
import { type Settings, settingsSchema } from '../../lib/settings/schema.ts';

export { SETTINGS_ID } from '../../lib/settings/schema.ts';
import type { Db } from '../db/index.ts';

// The ISP's settings (issue 28) are one JSON value in `meta`, over the defaults: a field added by a
// later release shows its default until someone saves, and no migration is needed for it.

const KEY = 'siteSettings';
/** Set by the seed on a clean install (SEED_DEMO=false): its defaults are neutral, not the demo's. */
const CLEAN_START = 'settingsStartClean';

/** The settings as stored, each field the stored one or its default. */
export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.selectFrom('meta').select(['key', 'value']).where('key', 'in', [KEY, CLEAN_START]).execute();
  const defaults = rows.some((r) => r.key === CLEAN_START) ? CLEAN_SETTINGS : DEFAULT_SETTINGS;
  const row = rows.find((r) => r.key === KEY);
  if (!row) return defaults;
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(String(row.value));
  } catch {
    // never written by this code; the defaults stand in rather than taking the site down
  }
  const merged = settingsSchema.safeParse({ ...defaults, ...stored });
  return merged.success ? merged.data : defaults;
}

/** A clean install starts with neutral settings (CLEAN_SETTINGS) until the ISP saves its own. */
export async function startSettingsClean(db: Db): Promise<void> {
  await db
    .insertInto('meta')
    .values({ key: CLEAN_START, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function writeSettings(db: Db, settings: Settings): Promise<void> {
  const value = JSON.stringify(settings);
  await db
    .insertInto('meta')
    .values({ key: KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * This database's identity, made once: a site built from another database (a switch from SQLite
 * to PostgreSQL, a restored copy elsewhere) is known by it (src/server/publishing/build-source.ts).
 */
export async function databaseId(db: Db): Promise<string> {
  const read = () => db.selectFrom('meta').select('value').where('key', '=', 'databaseId').executeTakeFirst();
  const row = await read();
  if (row) return String(row.value);
  await db
    .insertInto('meta')
    .values({ key: 'databaseId', value: randomBytes(12).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return String((await read())!.value);
}
