// pg_dump and pg_restore for `npm run backup` and `npm run restore` on PostgreSQL. The password goes
// to them in PGPASSWORD, never on the command line, where any user of the machine could read it.
import { execFileSync } from 'node:child_process';

export const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);

/** The database to name on the command line (no password), its environment and, if the URL sets a search_path, the schema. */
function connection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  // A site kept in one schema of a shared database (search_path in the URL) is that schema alone.
  const schema = url.searchParams.get('options')?.match(/search_path=([\w$]+)/)?.[1];
  return {
    dbname: `--dbname=${url.href}`,
    schema: schema ? [`--schema=${schema}`] : [],
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** A consistent snapshot of the database (pg_dump takes one itself) in pg_dump's custom format. */
export function dumpPostgres(databaseUrl: string, file: string) {
  const { dbname, schema, env } = connection(databaseUrl);
  execFileSync('pg_dump', ['--format=custom', `--file=${file}`, ...schema, dbname], { env, stdio: 'inherit' });
}

/** Whether `file` is a pg_dump archive of this site: its table of contents lists the site's own tables. */
export function isSiteDump(file: string): boolean {
  try {
    const contents = execFileSync('pg_restore', ['--list', file], { encoding: 'utf8', stdio: 'pipe' });
    return ['users', 'media', 'plan'].every((table) =>
      new RegExp(`^\\d+; \\d+ \\d+ TABLE \\S+ ${table} `, 'm').test(contents),
    );
  } catch {
    return false;
  }
}

/** Replaces the database's tables with the dump's, all or nothing (one transaction). */
export function restorePostgres(databaseUrl: string, file: string) {
  const { dbname, env } = connection(databaseUrl);
  execFileSync(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', dbname, file],
    { env, stdio: 'inherit' },
  );
}
