import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Db } from '../db/index.ts';
import { databaseId, readSettings } from '../settings/store.ts';

// What a site version was built from (issue 28): this database (its identity), the SITE_URL its
// links name, the ISP's settings and the release's code. A server that finds the live version built
// from anything else builds again at start-up, so a new address, database, setting or release is
// live without an edit.

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** The release's code: every file the pages are built from, hashed once per process. */
const code = (() => {
  let hash: string | undefined;
  return () => {
    if (hash) return hash;
    const h = createHash('sha256');
    const add = (file: string) => h.update(relative(ROOT, file)).update(readFileSync(file));
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.isFile()) add(full);
      }
    };
    walk(join(ROOT, 'src'));
    walk(join(ROOT, 'public'));
    for (const file of ['astro.config.mjs', 'package-lock.json']) add(join(ROOT, file));
    hash = h.digest('hex');
    return hash;
  };
})();

/**
 * The fingerprint of what a build started now would be built from. `facts`: what the pages learn of
 * the server's configuration from /api/health (whether email is set up shows the status-email form).
 */
export async function buildSource(db: Db, siteUrl: string | undefined, facts: object = {}): Promise<string> {
  const [database, settings] = await Promise.all([databaseId(db), readSettings(db)]);
  const what = JSON.stringify({ database, siteUrl: siteUrl ?? '', settings, code: code(), ...facts });
  return createHash('sha256').update(what).digest('hex').slice(0, 32);
}

/**
 * What the pages learn of the server's configuration (build-source's `facts`): a server restarted with
 * email set up, or no longer, builds its site again by itself (the status pages' email form comes or goes).
 */
export const buildFacts = (config: { SMTP_URL?: string }) => ({ email: Boolean(config.SMTP_URL) });

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
