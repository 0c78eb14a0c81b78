// `npm run backup [file]`: a consistent copy of the database while the server keeps running.
// SQLite: the online backup API (pages copied under a read lock, WAL included), default
// backups/site-<time>.db. PostgreSQL: pg_dump, which takes a consistent snapshot itself, default
// backups/site-<time>.dump. deploy/isp-site-backup.timer runs this every night.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { DEFAULT_DATABASE_URL } from '../src/server/db/index.ts';
import { dumpPostgres, isPostgres } from './lib/postgres-dump.ts';

const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = resolve(process.argv[2] ?? `backups/site-${stamp}.${isPostgres(url) ? 'dump' : 'db'}`);
mkdirSync(dirname(target), { recursive: true });

if (isPostgres(url)) {
  dumpPostgres(url, target);
  console.log(`Backed up the PostgreSQL database to ${target}.`);
} else {
  const source = resolve(url.replace(/^file:(\/\/)?/, ''));
  const db = new DatabaseSync(source, { readOnly: true });
  const pages = await backup(db, target);
  db.close();
  console.log(`Backed up ${source} to ${target} (${pages} pages).`);
}
