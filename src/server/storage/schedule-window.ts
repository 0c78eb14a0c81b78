import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { ScheduleState } from '../../lib/schemas/schedule.ts';
import type { Db } from '../db/index.ts';
import type { Query } from './list.ts';

// Scheduled content (issue 31): which records are inside their window. "Now" is the database's
// clock, not this server's: every server of a cluster then agrees on what is live, and the build
// that a moment sets off (publishing/schedule.ts) reads the API no earlier than the moment itself.

/** The database's clock as an ISO instant, in the text form the windows are stored in. */
export function dbNow(database: Db): RawBuilder<string> {
  return database.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
}

/** The records of a list in the given state now ('' and absent moments leave that side open). */
export function inState(database: Db, state: ScheduleState): (query: Query) => Query {
  const now = dbNow(database);
  const publishAt = sql.ref('publishAt');
  const unpublishAt = sql.ref('unpublishAt');
  return (query) => {
    if (state === 'scheduled') return query.where(sql<boolean>`${publishAt} > ${now}`);
    if (state === 'expired') return query.where(sql<boolean>`${unpublishAt} <> '' AND ${unpublishAt} <= ${now}`);
    // '' sorts before every instant: a record without publishAt has always been published.
    return query.where(sql<boolean>`${publishAt} <= ${now} AND (${unpublishAt} = '' OR ${unpublishAt} > ${now})`);
  };
}
