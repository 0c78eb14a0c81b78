import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scratchSchema } from '../support/postgres.ts';

// FreeRADIUS's accounting table, made from its OFFICIAL schemas, columns copied exactly:
// - PostgreSQL: raddb/mods-config/sql/main/postgresql/schema.sql (FreeRADIUS/freeradius-server, commit
//   039977b9b3dc4aa980ec2e0387b7363aef8a2ea5), table 'radacct' and its indexes;
// - SQLite: raddb/mods-config/sql/main/sqlite/schema.sql (commit 15047b23a6ac5fbcfc027b6bb6e2cbe254076439).
// Rows are written here as FreeRADIUS's queries.conf writes them (start, interim-update, stop): one row a
// session, its octets the session's totals so far; in SQLite the times as Event-Timestamp, Unix seconds.

const POSTGRES = `
CREATE TABLE IF NOT EXISTS radacct (
	RadAcctId		bigserial PRIMARY KEY,
	AcctSessionId		text NOT NULL,
	AcctUniqueId		text NOT NULL UNIQUE,
	UserName		text,
	Realm			text,
	NASIPAddress		inet NOT NULL,
	NASPortId		text,
	NASPortType		text,
	AcctStartTime		timestamp with time zone,
	AcctUpdateTime		timestamp with time zone,
	AcctStopTime		timestamp with time zone,
	AcctInterval		bigint,
	AcctSessionTime		bigint,
	AcctAuthentic		text,
	ConnectInfo_start	text,
	ConnectInfo_stop	text,
	AcctInputOctets		bigint,
	AcctOutputOctets	bigint,
	CalledStationId		text,
	CallingStationId	text,
	AcctTerminateCause	text,
	ServiceType		text,
	FramedProtocol		text,
	FramedIPAddress		inet,
	FramedIPv6Address	inet,
	FramedIPv6Prefix	inet,
	FramedInterfaceId	text,
	DelegatedIPv6Prefix	inet
);
CREATE INDEX radacct_active_session_idx ON radacct (AcctUniqueId) WHERE AcctStopTime IS NULL;
CREATE INDEX radacct_bulk_close ON radacct (NASIPAddress, AcctStartTime) WHERE AcctStopTime IS NULL;
CREATE INDEX radacct_start_user_idx ON radacct (AcctStartTime, UserName);
`;

const SQLITE = `
CREATE TABLE IF NOT EXISTS radacct (
	radacctid INTEGER PRIMARY KEY AUTOINCREMENT,
	acctsessionid varchar(64) NOT NULL default '',
	acctuniqueid varchar(32) NOT NULL default '',
	username varchar(64) NOT NULL default '',
	realm varchar(64) default '',
	nasipaddress varchar(15) NOT NULL default '',
	nasportid varchar(32) default NULL,
	nasporttype varchar(32) default NULL,
	acctstarttime datetime NULL default NULL,
	acctupdatetime datetime NULL default NULL,
	acctstoptime datetime NULL default NULL,
	acctinterval int(12) default NULL,
	acctsessiontime int(12) default NULL,
	acctauthentic varchar(32) default NULL,
	connectinfo_start varchar(128) default NULL,
	connectinfo_stop varchar(128) default NULL,
	acctinputoctets bigint(20) default NULL,
	acctoutputoctets bigint(20) default NULL,
	calledstationid varchar(50) NOT NULL default '',
	callingstationid varchar(50) NOT NULL default '',
	acctterminatecause varchar(32) NOT NULL default '',
	servicetype varchar(32) default NULL,
	framedprotocol varchar(32) default NULL,
	framedipaddress varchar(15) NOT NULL default '',
	framedipv6address varchar(45) NOT NULL default '',
	framedipv6prefix varchar(45) NOT NULL default '',
	framedinterfaceid varchar(44) NOT NULL default '',
	delegatedipv6prefix varchar(45) NOT NULL default '',
	class varchar(64) default NULL
);
CREATE UNIQUE INDEX acctuniqueid ON radacct(acctuniqueid);
CREATE INDEX username ON radacct(username);
CREATE INDEX acctstarttime ON radacct(acctstarttime);
CREATE INDEX acctstoptime ON radacct(acctstoptime);
CREATE INDEX nasipaddress ON radacct(nasipaddress);
`;

/** One session as FreeRADIUS last wrote it. Times are instants (ms); octets the session's totals so far. */
export interface SessionRow {
  username: string;
  start: number;
  update?: number | null;
  stop?: number | null;
  interval?: number | null;
  input: number;
  output: number;
  address?: string;
}

let unique = 0;

/** A radacct of the given kind to seed (as FreeRADIUS would), and the URL the site reads it by. */
export async function radacct(kind: 'sqlite' | 'postgres', sqliteFile?: string) {
  const columns =
    'acctsessionid, acctuniqueid, username, nasipaddress, acctstarttime, acctupdatetime, acctstoptime, acctinterval, acctinputoctets, acctoutputoctets, framedipaddress';
  const values = (s: SessionRow, time: (ms: number | null | undefined) => unknown) => {
    unique += 1;
    return [
      `s${unique}`,
      `u${unique}-${process.pid}`,
      s.username,
      '10.0.0.1',
      time(s.start),
      time(s.update),
      time(s.stop),
      s.interval ?? null,
      s.input,
      s.output,
      s.address ?? '100.64.0.10',
    ];
  };
  if (kind === 'sqlite') {
    const dir = sqliteFile ? undefined : mkdtempSync(join(tmpdir(), 'isp-radius-'));
    const file = sqliteFile ?? join(dir!, 'radius.db');
    const fresh = !existsSync(file);
    const raw = new DatabaseSync(file);
    if (fresh) raw.exec(SQLITE);
    const insert = raw.prepare(`insert into radacct (${columns}) values (${Array(11).fill('?').join(', ')})`);
    return {
      url: `file:${file}`,
      async insert(...rows: SessionRow[]) {
        for (const s of rows)
          insert.run(...(values(s, (ms) => (ms == null ? null : Math.floor(ms / 1000))) as (string | number | null)[]));
      },
      /** An interim update of the user's open session, as queries.conf's interim-update writes it. */
      async interim(username: string, at: number, input: number, output: number) {
        raw
          .prepare(
            'update radacct set acctupdatetime = ?, acctinputoctets = ?, acctoutputoctets = ? where username = ? and acctstoptime is null',
          )
          .run(Math.floor(at / 1000), input, output, username);
      },
      clear: async () => void raw.exec('delete from radacct'),
      async drop() {
        raw.close();
        rmSync(dir ?? file, { recursive: true, force: true });
      },
    };
  }
  const scratch = await scratchSchema('radius');
  for (const statement of POSTGRES.split(';').filter((s) => s.trim())) await scratch.query(statement);
  return {
    url: scratch.url,
    async insert(...rows: SessionRow[]) {
      for (const s of rows)
        await scratch.query(
          `insert into radacct (${columns}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          values(s, (ms) => (ms == null ? null : new Date(ms).toISOString())),
        );
    },
    async interim(username: string, at: number, input: number, output: number) {
      await scratch.query(
        'update radacct set acctupdatetime = $1, acctinputoctets = $2, acctoutputoctets = $3 where username = $4 and acctstoptime is null',
        [new Date(at).toISOString(), input, output, username],
      );
    },
    clear: async () => void (await scratch.query('delete from radacct')),
    drop: () => scratch.drop(),
  };
}
