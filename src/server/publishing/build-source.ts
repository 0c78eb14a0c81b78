import { createHash } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { databaseId, readSettings } from '../settings/store.ts';

// What a site version was built from (issue 28): this database (its identity), the SITE_URL its
// links name, and the ISP's settings. A server that finds the live version built from anything else
// builds again at start-up, so a new address, database or setting is live without an edit.

/** The fingerprint of what a build started now would be built from. */
export async function buildSource(db: Db, siteUrl: string | undefined): Promise<string> {
  const [database, settings] = await Promise.all([databaseId(db), readSettings(db)]);
  const what = JSON.stringify({ database, siteUrl: siteUrl ?? '', settings });
  return createHash('sha256').update(what).digest('hex').slice(0, 32);
}

/** The fingerprint the live version was built from ('' before this was recorded). */
export async function liveSource(db: Db): Promise<string> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'liveSource').executeTakeFirst();
  return row ? String(row.value) : '';
}

export async function recordLiveSource(db: Db, source: string): Promise<void> {
  await db
    .insertInto('meta')
    .values({ key: 'liveSource', value: source })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: source }))
    .execute();
}
