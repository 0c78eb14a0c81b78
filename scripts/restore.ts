// `npm run restore -- <file>`: puts a backup of `npm run backup` back in place of the database. Stop
// the servers first. It refuses a file that is not an intact backup of this site, and keeps the
// current database first: SQLite beside itself as <name>.before-restore-<time>, PostgreSQL as
// backups/site-<time>.before-restore.dump.
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DEFAULT_DATABASE_URL } from '../src/server/db/index.ts';
import { dumpPostgres, isPostgres, isSiteDump, restorePostgres } from './lib/postgres-dump.ts';

const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Usage: npm run restore -- <backup file>   (stop the servers first)');
  process.exit(1);
}
if (isPostgres(url)) restoreDump(file);
else restoreSqlite(file);

function restoreDump(file: string) {
  if (!isSiteDump(file)) {
    console.error(`${file} is not a usable backup: not a pg_dump archive of this site`);
    process.exit(1);
  }
  mkdirSync('backups', { recursive: true });
  const kept = resolve(`backups/site-${stamp}.before-restore.dump`);
  dumpPostgres(url, kept);
  console.log(`The current database is kept as ${kept}`);
  restorePostgres(url, file);
  console.log(`Restored ${file}. Start the servers again.`);
}

function restoreSqlite(file: string) {
  // Refuse anything that is not an SQLite database with our schema.
  try {
    const check = new DatabaseSync(resolve(file), { readOnly: true });
    const ok = check
      .prepare("select count(*) as n from sqlite_master where name in ('users', 'media', 'plan')")
      .get() as { n: number };
    const integrity = check.prepare('pragma integrity_check').get() as Record<string, string>;
    check.close();
    if (ok.n !== 3 || Object.values(integrity)[0] !== 'ok') throw new Error('not a backup of this site');
  } catch (err) {
    console.error(`${file} is not a usable backup: ${(err as Error).message}`);
    process.exit(1);
  }
  const target = resolve(url.replace(/^file:(\/\/)?/, ''));
  if (existsSync(target)) {
    const kept = `${target}.before-restore-${stamp}`;
    renameSync(target, kept);
    console.log(`The current database is kept as ${kept}`);
  }
  for (const suffix of ['-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
  copyFileSync(resolve(file), target);
  console.log(`Restored ${file} to ${target}. Start the server again with npm start.`);
}
