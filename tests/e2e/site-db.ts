import { DatabaseSync } from 'node:sqlite';
import { DATA } from '../../playwright.config.ts';

/** The e2e server's SQLite file, for a test's set-up; the server writes to it too (WAL): wait for its writes rather than fail. */
export function siteDatabase(): DatabaseSync {
  const db = new DatabaseSync(`${DATA}/site.db`);
  db.exec('PRAGMA busy_timeout = 10000');
  return db;
}
