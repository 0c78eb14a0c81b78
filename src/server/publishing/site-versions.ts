import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Db } from '../db/index.ts';

const KEEP_VERSIONS = 2; // the live one and the one before it
const BATCH_BYTES = 4 * 1024 * 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Every file of a version gets the same modification time, taken from the version's name, so the
 * ETags the static server derives from size and time agree on every server that holds the version.
 */
function stampTimes(dir: string, version: string) {
  const ms = parseInt(version.split('-')[0], 36);
  const at = new Date(Number.isFinite(ms) ? ms : 0);
  for (const file of files(dir)) utimesSync(file, at, at);
}

/**
 * The built versions of the site in the database, like the uploaded images: whichever server
 * built a version, every other server can fetch it, with no shared disk. The last two live
 * versions are kept.
 */
export function siteVersions(db: Db) {
  return {
    /** Stores a built folder as `version` (one transaction: the version is there whole or not at all). */
    async save(version: string, dir: string): Promise<void> {
      stampTimes(dir, version);
      await db.transaction().execute(async (trx) => {
        let batch: { version: string; path: string; data: Uint8Array }[] = [];
        let bytes = 0;
        const flush = async () => {
          if (batch.length) await trx.insertInto('site_file').values(batch).execute();
          batch = [];
          bytes = 0;
        };
        for (const file of files(dir)) {
          const data = readFileSync(file);
          batch.push({ version, path: relative(dir, file).split(sep).join('/'), data });
          bytes += data.byteLength;
          if (bytes >= BATCH_BYTES || batch.length >= 200) await flush();
        }
        await flush();
      });
    },

    /** Writes a stored version into `dir` (through a temporary folder, so `dir` is whole or absent). */
    async load(version: string, dir: string): Promise<boolean> {
      const rows = await db.selectFrom('site_file').select(['path', 'data']).where('version', '=', version).execute();
      if (!rows.some((r) => r.path === 'index.html')) return false;
      const temp = `${dir}.loading-${process.pid}`;
      rmSync(temp, { recursive: true, force: true });
      for (const row of rows) {
        const target = join(temp, ...row.path.split('/'));
        if (!target.startsWith(temp + sep)) continue; // a stored path never leaves the folder
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, row.data);
      }
      stampTimes(temp, version);
      if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
      renameSync(temp, dir);
      return true;
    },

    /** Deletes the files of every version but the last two that went live. */
    async prune(): Promise<void> {
      const keep = await db
        .selectFrom('site_build')
        .select('version')
        .where('outcome', '=', 'live')
        .orderBy('startedAt', 'desc')
        .limit(KEEP_VERSIONS)
        .execute();
      const names = keep.map((r) => r.version);
      if (names.length) await db.deleteFrom('site_file').where('version', 'not in', names).execute();
    },
  };
}
export type SiteVersions = ReturnType<typeof siteVersions>;
