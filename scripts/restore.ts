// `npm run restore <file>`: puts an SQLite backup back in place of the database. Stop the server
// first; the current database is kept beside it as <name>.before-restore-<time>.
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DEFAULT_DATABASE_URL } from '../src/server/db/index.ts';

const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
if (/^postgres(ql)?:\/\//.test(url)) {
  console.log(
    'The database is PostgreSQL: restore with pg_restore --clean --if-exists --dbname="$DATABASE_URL" <file>.dump',
  );
  process.exit(0);
}
const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Usage: npm run restore -- <backup file>   (stop the server first)');
  process.exit(1);
}
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
  const kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(target, kept);
  console.log(`The current database is kept as ${kept}`);
}
for (const suffix of ['-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
copyFileSync(resolve(file), target);
console.log(`Restored ${file} to ${target}. Start the server again with npm start.`);
