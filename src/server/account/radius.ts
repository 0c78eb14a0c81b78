import { existsSync } from 'node:fs';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import pg from 'pg';
import type { RadiusSession } from '../../lib/usage.ts';

// FreeRADIUS's accounting table, read and never written (RADIUS_DATABASE_URL, read-only credentials;
// docs/usage.md). Its official schemas (raddb/mods-config/sql/main/…/schema.sql): in PostgreSQL the
// times are timestamptz; in SQLite FreeRADIUS writes either Event-Timestamp (an integer, Unix seconds)
// or date('now') (text), so both are read as Unix seconds. Octets are bigint: FreeRADIUS folds the
// Gigawords counters in (Acct-Input-Gigawords << 32 | Acct-Input-Octets).

export interface RadiusReader {
  /** the user's sessions that overlap [from, to) (ms), or are open since before `to` */
  sessions(username: string, from: number, to: number): Promise<RadiusSession[]>;
  close(): Promise<void>;
}

const COLUMNS = (epoch: (c: string) => string) =>
  `${epoch('acctstarttime')} as start, ${epoch('acctupdatetime')} as "update", ${epoch('acctstoptime')} as stop,
   acctinterval as interval, acctinputoctets as input, acctoutputoctets as output, framedipaddress as address`;

interface Row {
  start: unknown;
  update: unknown;
  stop: unknown;
  interval: unknown;
  input: unknown;
  output: unknown;
  address: unknown;
}

const ms = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v) * 1000);
const toSession = (r: Row): RadiusSession => ({
  start: ms(r.start) ?? 0,
  update: ms(r.update),
  stop: ms(r.stop),
  interval: r.interval === null || r.interval === undefined ? null : Number(r.interval) || null,
  input: Number(r.input ?? 0) || 0,
  output: Number(r.output ?? 0) || 0,
  address: String(r.address ?? ''),
});

function postgresReader(url: string): RadiusReader {
  // Read-only on our side too: every transaction of this pool is refused a write by PostgreSQL itself.
  // (The URL's own `options`, a search_path say, are kept: pg lets the URL's win over the config's.)
  const parsed = new URL(url);
  const options = `${parsed.searchParams.get('options') ?? ''} -c default_transaction_read_only=on`.trim();
  parsed.searchParams.delete('options');
  const pool = new pg.Pool({
    connectionString: parsed.toString(),
    max: 4,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    options,
  });
  pool.on('error', (err) => console.error('RADIUS database pool error:', err.message));
  const epoch = (c: string) => `extract(epoch from ${c})`;
  const query = `select ${COLUMNS(epoch)} from radacct
    where username = $1 and acctstarttime < to_timestamp($3) and (acctstoptime is null or acctstoptime >= to_timestamp($2))
    order by acctstarttime`;
  return {
    async sessions(username, from, to) {
      const { rows } = await pool.query<Row>(query, [username, from / 1000, to / 1000]);
      return rows.map(toSession);
    },
    close: () => pool.end(),
  };
}

function sqliteReader(file: string): RadiusReader {
  // Opened at the first read, not at start-up: a file not there yet (FreeRADIUS not started) is an
  // error of that read alone, and the next read tries again.
  let raw: DatabaseSync | undefined;
  let statement: StatementSync | undefined;
  const epoch = (c: string) =>
    `(case typeof(${c}) when 'text' then cast(strftime('%s', ${c}) as integer) when 'null' then null else ${c} end)`;
  function open() {
    if (statement) return statement;
    if (!existsSync(file)) throw new Error(`no SQLite file at ${file}`);
    raw = new DatabaseSync(file, { readOnly: true });
    raw.exec('PRAGMA busy_timeout = 5000');
    statement = raw.prepare(
      `select * from (select ${COLUMNS(epoch)} from radacct where username = ?)
       where start < ? and (stop is null or stop >= ?) order by start`,
    );
    return statement;
  }
  return {
    async sessions(username, from, to) {
      return (open().all(username, to / 1000, from / 1000) as unknown as Row[]).map(toSession);
    },
    close: async () => raw?.close(),
  };
}

/** The reader of RADIUS_DATABASE_URL: `postgres://…` or a SQLite file (`file:…`). */
export function openRadius(url: string): RadiusReader {
  return /^postgres(ql)?:\/\//.test(url) ? postgresReader(url) : sqliteReader(url.replace(/^file:(\/\/)?/, ''));
}
