// `npm run backup [file]`: a consistent copy of the database while the server keeps running.
// SQLite: the online backup API (pages copied under a read lock, WAL included). PostgreSQL:
// pg_dump, which takes a consistent snapshot itself.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { DEFAULT_DATABASE_URL } from '../src/server/db/index.ts';

const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

if (/^postgres(ql)?:\/\//.test(url)) {
  console.log('The database is PostgreSQL. Back it up with pg_dump, which takes a consistent snapshot:');
  console.log(`  pg_dump --format=custom --file=backups/site-${stamp}.dump "${url.replace(/:[^:@/]*@/, ':****@')}"`);
  console.log('and restore with:');
  console.log('  pg_restore --clean --if-exists --dbname="$DATABASE_URL" backups/site-<time>.dump');
  process.exit(0);
}

const source = resolve(url.replace(/^file:(\/\/)?/, ''));
const target = resolve(process.argv[2] ?? `backups/site-${stamp}.db`);
mkdirSync(dirname(target), { recursive: true });
const db = new DatabaseSync(source, { readOnly: true });
const pages = await backup(db, target);
db.close();
console.log(`Backed up ${source} to ${target} (${pages} pages).`);
