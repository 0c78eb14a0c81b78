import { randomBytes } from 'node:crypto';
import { DEFAULT_SETTINGS } from '../../lib/settings/defaults.ts';
import { type Settings, settingsSchema } from '../../lib/settings/schema.ts';

export { SETTINGS_ID } from '../../lib/settings/schema.ts';
import type { Db } from '../db/index.ts';

// The ISP's settings (issue 28) are one JSON value in `meta`, over the defaults: a field added by a
// later release shows its default until someone saves, and no migration is needed for it.

const KEY = 'siteSettings';

/** The settings as stored, each field the stored one or its default. */
export async function readSettings(db: Db): Promise<Settings> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', KEY).executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(String(row.value));
  } catch {
    // never written by this code; the defaults stand in rather than taking the site down
  }
  const merged = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...stored });
  return merged.success ? merged.data : DEFAULT_SETTINGS;
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
