import { randomBytes } from 'node:crypto';
import { CLEAN_SETTINGS } from '../../lib/settings/clean.ts';
import { DEFAULT_SETTINGS } from '../../lib/settings/defaults.ts';
import { type Settings, settingsSchema } from '../../lib/settings/schema.ts';
import { type LegacyHoursRow, legacyHoursRows, weekFromLegacy } from '../../lib/settings/legacy-hours.ts';

export { SETTINGS_ID } from '../../lib/settings/schema.ts';
import { SETTINGS_ID } from '../../lib/settings/schema.ts';
import type { Actor } from '../../lib/history.ts';
import { recordRevision } from '../history/revisions.ts';
import type { Db } from '../db/index.ts';

// The ISP's settings (issue 28) are one JSON value in `meta`, over the defaults: a field added by a
// later release shows its default until someone saves, and no migration is needed for it.

const KEY = 'siteSettings';
/** Set by the seed on a clean install (SEED_DEMO=false): its defaults are neutral, not the demo's. */
const CLEAN_START = 'settingsStartClean';

/** The stored JSON as it is, and whether this is a clean install. */
async function readStored(db: Db): Promise<{ stored?: Record<string, unknown>; clean: boolean }> {
  const rows = await db.selectFrom('meta').select(['key', 'value']).where('key', 'in', [KEY, CLEAN_START]).execute();
  const clean = rows.some((r) => r.key === CLEAN_START);
  const row = rows.find((r) => r.key === KEY);
  if (!row) return { clean };
  try {
    const stored = JSON.parse(String(row.value));
    return { stored: stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {}, clean };
  } catch {
    // never written by this code; the defaults stand in rather than taking the site down
    return { stored: {}, clean };
  }
}

/**
 * The settings as stored, each field the stored one or its default. Office hours saved as free text
 * by an earlier release (`officeHours`, issue 42) are read into the week where they can be; the text
 * itself stays stored (readLegacyHours) until an admin has checked the week and removes it.
 */
export async function readSettings(db: Db): Promise<Settings> {
  const { stored, clean } = await readStored(db);
  const defaults = clean ? CLEAN_SETTINGS : DEFAULT_SETTINGS;
  if (!stored) return defaults;
  // Only a repair limit read from REPAIR_LIMIT_HOURS (adoptRepairLimit), nothing saved yet: the defaults and it.
  if (Object.keys(stored).length === 1 && Number.isInteger(stored.repairHours))
    return { ...defaults, repairHours: Number(stored.repairHours) };
  const legacy = stored.openingHours === undefined ? legacyHoursRows(stored.officeHours) : undefined;
  const week = legacy && weekFromLegacy(legacy);
  const merged = settingsSchema.safeParse({ ...defaults, ...stored, ...(week ? { openingHours: week } : {}) });
  return merged.success ? merged.data : defaults;
}

/** Office hours an earlier release saved as free text, while they are kept (undefined when none). */
export async function readLegacyHours(db: Db): Promise<LegacyHoursRow[] | undefined> {
  return legacyHoursRows((await readStored(db)).stored?.officeHours);
}

/** The earlier release's office hours text goes, once an admin has checked the week. */
export async function removeLegacyHours(db: Db): Promise<boolean> {
  const { stored } = await readStored(db);
  if (!stored || stored.officeHours === undefined) return false;
  const { officeHours: _, ...rest } = stored;
  await db
    .updateTable('meta')
    .set({ value: JSON.stringify(rest) })
    .where('key', '=', KEY)
    .execute();
  return true;
}

/** A clean install starts with neutral settings (CLEAN_SETTINGS) until the ISP saves its own. */
export async function startSettingsClean(db: Db): Promise<void> {
  await db
    .insertInto('meta')
    .values({ key: CLEAN_START, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Writes the settings; office hours kept from an earlier release (readLegacyHours) stay stored with them. */
export async function writeSettings(db: Db, settings: Settings): Promise<void> {
  const legacy = await readLegacyHours(db);
  const value = JSON.stringify(legacy ? { ...settings, officeHours: legacy } : settings);
  await db
    .insertInto('meta')
    .values({ key: KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** A change of the settings by staff: written, with its revision for the History, in one transaction. */
export async function saveSettings(db: Db, change: { before: Settings; after: Settings; by: Actor; at: Date }) {
  await db.transaction().execute(async (trx) => {
    await writeSettings(trx, change.after);
    await recordRevision(trx, { entity: 'settings', recordId: SETTINGS_ID, action: 'update', ...change });
  });
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

/** The Regulator settings (Site settings › Regulator): the outage limits, the repair limit and the credit's form. */
export async function regulatorSettings(db: Db) {
  const s = await readSettings(db);
  return {
    urbanOutageHours: s.urbanOutageHours,
    remoteOutageHours: s.remoteOutageHours,
    repairHours: s.repairHours,
    creditForm: s.creditForm,
  };
}

/**
 * The repair limit has one source, the Regulator setting `repairHours`. REPAIR_LIMIT_HOURS, which set it
 * before, is read into the setting once, at start, on an install that set the variable and never saved
 * the setting, so its limit stays what it was. From then on the variable is not read: when it differs
 * from the setting, the answer says so for the log.
 */
export async function adoptRepairLimit(db: Db, hours: number | undefined): Promise<'none' | 'adopted' | 'ignored'> {
  if (hours === undefined) return 'none';
  const { stored } = await readStored(db);
  if (stored?.repairHours !== undefined) return Number(stored.repairHours) === hours ? 'none' : 'ignored';
  const whole = Math.min(168, Math.max(1, Math.round(hours)));
  if (stored) {
    await db
      .updateTable('meta')
      .set({ value: JSON.stringify({ ...stored, repairHours: whole }) })
      .where('key', '=', KEY)
      .execute();
  } else {
    // Only the limit is stored: every other setting keeps showing its default until someone saves.
    await db
      .insertInto('meta')
      .values({ key: KEY, value: JSON.stringify({ repairHours: whole }) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
  return 'adopted';
}
