import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/server/db/index.ts';
import { scratchSchema } from '../support/postgres.ts';

/** Every release whose database a later release must upgrade, oldest first, with its last migration. */
export const RELEASES: Record<string, string> = { '0.1.0': '0001_initial' };
export const fixturePath = (release: string) =>
  join(import.meta.dirname, '..', 'fixtures', 'releases', `${release}.db`);
/** The fixture's admin (scripts/make-release-fixture.ts). */
export const FIXTURE_ADMIN = { email: 'fixture@example.com', password: 'fixture password 1' };

/** The tables a release's fixture holds, read from the file itself. */
export function fixtureTables(release: string): string[] {
  const file = new DatabaseSync(fixturePath(release), { readOnly: true });
  try {
    return file
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name",
      )
      .all()
      .map((r) => String(r.name));
  } finally {
    file.close();
  }
}

/**
 * The release's database, upgraded by today's code at open. On SQLite: a copy of the committed
 * file. On PostgreSQL: a fresh schema migrated only as far as that release went, filled with the
 * fixture's rows, then opened (and so upgraded) like any existing database.
 */
export async function openReleaseDatabase(kind: 'sqlite' | 'postgres', release: string, lastMigration: string) {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'isp-upgrade-'));
    const file = join(dir, 'site.db');
    copyFileSync(fixturePath(release), file);
    const database = await openDatabase(`file:${file}`);
    return {
      database,
      cleanup: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await scratchSchema('up');
  const old = await openDatabase(scratch.url, { migrateTo: lastMigration });
  await copyRows(release, old);
  await old.close();
  const database = await openDatabase(scratch.url);
  return {
    database,
    cleanup: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

async function copyRows(release: string, target: Database) {
  const file = new DatabaseSync(fixturePath(release), { readOnly: true });
  try {
    for (const table of fixtureTables(release)) {
      const rows = file.prepare(`select * from "${table}"`).all() as Record<string, unknown>[];
      for (const row of rows) {
        const values = Object.fromEntries(
          Object.entries(row).map(([k, v]) => [k, v instanceof Uint8Array ? Buffer.from(v) : v]),
        );
        // biome-ignore lint/suspicious/noExplicitAny: the fixture's tables are read by name, whatever release made them
        await (target.db as any).insertInto(table).values(values).execute();
      }
      if (rows.length && 'seq' in rows[0]) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'seq'), (select max(seq) from ${sql.table(table)}))`.execute(
          target.db,
        );
      }
    }
  } finally {
    file.close();
  }
}
