import { randomBytes } from 'node:crypto';
import pg from 'pg';

// A PostgreSQL schema of its own for each test file, cluster test and bench step, so they can run
// side by side on one server and leave nothing behind.

/**
 * The URL whose connections work in `schema` (PostgreSQL's search_path, set per connection). Their
 * commits do not wait for the write-ahead log's flush to disk (synchronous_commit=off): a commit is
 * seen by every other connection at once all the same, and only a crash of PostgreSQL itself, which
 * no test makes, could lose the last ones. The flushes were most of an API test's time on a busy disk.
 */
export const inSchema = (url: string, schema: string) =>
  `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema} -c synchronous_commit=off`)}`;

/**
 * A fresh schema named `<prefix>_<random>` on `url`: the URL that works in it, queries in it, and
 * its drop (which ends the connection).
 */
export async function scratchSchema(prefix: string, url = process.env.TEST_DATABASE_URL!) {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.query(`set search_path to ${schema}`);
  return {
    schema,
    url: inSchema(url, schema),
    query: async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await admin.query<T>(text, values)).rows,
    /**
     * In a Vitest run the schema is renamed `gone_…` and dropped when the whole run has ended
     * (./pg-sweep.ts): dropped at once, its indexes vanished under another file's migration reading
     * the catalog (pg_indexes calls pg_get_indexdef on every index, whatever the schema), which failed
     * with "could not open relation with OID …".
     */
    drop: async () => {
      if (process.env.VITEST) await admin.query(`alter schema ${schema} rename to gone_${schema}`);
      else await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
