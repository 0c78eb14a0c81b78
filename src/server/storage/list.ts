import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Context } from 'hono';
import {
  ListQueryError,
  parseListQuery,
  searchWords,
  TOTAL_COUNT_HEADER,
  type ListQuery,
  type SortOrder,
} from '../../lib/list-query.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { searchText } from '../db/trigram.ts';
import type { RecordRow } from '../db/tables.ts';
import type { ListSpec } from '../db/list-specs.ts';

/**
 * Equality filters on columns (a boolean matches the stored 0/1; a list matches any of its values);
 * routes add these, e.g. a status.
 */
export type Where = Record<string, string | number | boolean | null | readonly string[]>;

export interface ListOptions extends ListQuery {
  where?: Where;
  /** a condition beyond equality (a scheduled record's window, issue 31) */
  filter?: (query: Query) => Query;
}

type Tables = Record<string, RecordRow>;
export type Query = SelectQueryBuilder<Tables, string, object>;

/** `%word%` with LIKE's own wildcards taken literally. */
const pattern = (word: string) => `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * On SQLite with a search index: the index's condition for every word of q (the index's rows are
 * the table's seq). An ESCAPE clause would keep FTS5 from using the index, so only words holding a
 * wildcard character get one.
 */
function indexedSearch(database: Db, spec: ListSpec, q: string | undefined) {
  const words = searchWords(q);
  if (!spec.searchIndex || !words.length || database.getExecutor().adapter instanceof PostgresAdapter) return undefined;
  const matches = words.map(
    (word) => sql`text LIKE ${pattern(word)}${/[\\%_]/.test(word) ? sql` ESCAPE '\\'` : sql``}`,
  );
  return { index: sql.table(spec.searchIndex), where: sql.join(matches, sql` AND `) };
}

/** The list's where and q filters, to apply to a query of the spec's table (the CSV export reuses them). */
export function listFilter(database: Db, spec: ListSpec, options: ListOptions): (query: Query) => Query {
  // SQLite's LIKE already ignores ASCII case; PostgreSQL needs ILIKE (which folds every script's case).
  const postgres = database.getExecutor().adapter instanceof PostgresAdapter;
  const like = sql.raw(postgres ? 'ILIKE' : 'LIKE');
  // PostgreSQL matches each word against the table's search text, the expression its trigram index
  // holds, or against the lower-cased copy a table keeps (spec.searchColumn) with LIKE: its rows are
  // checked without folding the case of each one's text.
  const stored = postgres && spec.searchColumn ? sql.ref(spec.searchColumn) : undefined;
  const text = postgres ? (stored ?? sql.raw(searchText(spec.searchable))) : undefined;
  const match = stored ? sql.raw('LIKE') : like;
  const words = searchWords(options.q).map((word) => (stored ? word.toLowerCase() : word));
  const indexed = indexedSearch(database, spec, options.q);
  return (query) => {
    let q = query;
    for (const [column, value] of Object.entries(options.where ?? {})) {
      q =
        value === null
          ? q.where(column, 'is', null)
          : Array.isArray(value)
            ? q.where(column, 'in', value.length ? value : [''])
            : q.where(column, '=', typeof value === 'boolean' ? Number(value) : value);
    }
    if (options.filter) q = options.filter(q);
    if (indexed) return q.where(sql<boolean>`seq IN (SELECT rowid FROM ${indexed.index} WHERE ${indexed.where})`);
    for (const word of words) {
      const p = pattern(word);
      q = text
        ? q.where(sql<boolean>`${text} ${match} ${p} ESCAPE '\\'`)
        : q.where((eb) =>
            eb.or(spec.searchable.map((column) => sql<boolean>`${sql.ref(column)} ${like} ${p} ESCAPE '\\'`)),
          );
    }
    return q;
  };
}

const pgSearch = (database: Db, options: ListOptions) =>
  database.getExecutor().adapter instanceof PostgresAdapter && searchWords(options.q).length > 0;

/**
 * What a list is ordered by: the column, or for a ranked one (a ticket's priority) its place in
 * the ranks, so "urgent" sorts above "high" rather than by the alphabet. A value outside the ranks
 * sorts first.
 */
function orderKey(spec: ListSpec, column: string) {
  const ranks = spec.ranks?.[column];
  if (!ranks) return column;
  const cases = ranks.map((value, i) => sql`WHEN ${value} THEN ${sql.lit(i)}`);
  return sql`CASE ${sql.ref(column)} ${sql.join(cases, sql` `)} ELSE -1 END`;
}

/**
 * PostgreSQL with a search: the page's rows picked among the matches (all of them found from the
 * trigram index, with their sort key), then read. Left to itself the planner walks the sort's own
 * index and tests each row against the search until a page is full, which reads every row when few
 * match (half a second for two Devanagari words that match nothing among 100,000 bookings).
 */
function pageOfMatches(
  db: Kysely<Tables>,
  spec: ListSpec,
  filtered: (query: Query) => Query,
  column: string,
  direction: SortOrder,
  limit: number,
  offset: number,
): Query {
  const order = (query: Query) =>
    column === 'seq'
      ? query.orderBy('seq', direction)
      : query.orderBy(orderKey(spec, column) as never, direction).orderBy('seq', direction);
  const withMatches = db.with(
    (cte) => cte('matched').materialized(),
    (qc) =>
      filtered(qc.selectFrom(spec.table) as unknown as Query).select(
        column === 'seq' ? ['seq'] : ['seq', column],
      ) as never,
  );
  const ids = order(withMatches.selectFrom('matched' as never) as unknown as Query)
    .select('seq')
    .limit(limit)
    .offset(offset);
  return order((withMatches.selectFrom(spec.table) as unknown as Query).selectAll().where('seq', 'in', ids as never));
}

/**
 * One list: the matching rows of the asked page in the asked order, and the total of matches.
 * Unpaged, the total is the number of rows returned, with no second query.
 */
export async function listRows(
  database: Db,
  spec: ListSpec,
  options: ListOptions = {},
): Promise<{ rows: RecordRow[]; total: number }> {
  // The generic view: the spec names the table and columns (validated by the query parser).
  const db = database as unknown as Kysely<Tables>;
  const filtered = listFilter(database, spec, options);
  const base = filtered(db.selectFrom(spec.table) as unknown as Query);
  const direction = options.order ?? (options.sort ? 'asc' : spec.defaultOrder);
  const column = options.sort ?? spec.defaultSort ?? 'seq';
  let page = base.selectAll().orderBy(orderKey(spec, column) as never, direction);
  // Equal sort values keep insertion order, so pages never overlap or skip a record.
  if (column !== 'seq') page = page.orderBy('seq', direction);
  const paged = options.page !== undefined && options.limit !== undefined;
  if (!paged) {
    const rows = (await page.execute()) as RecordRow[];
    return { rows, total: rows.length };
  }
  const [limit, offset] = [options.limit!, (options.page! - 1) * options.limit!];
  page = pgSearch(database, options)
    ? pageOfMatches(db, spec, filtered, column, direction, limit, offset)
    : page.limit(limit).offset(offset);
  // A search alone is answered by the index: it counts the matches itself, and in insertion order
  // (its rowid is the table's seq) it hands over just the page's ids, with no read of the other matches.
  const indexed = options.where || options.filter ? undefined : indexedSearch(database, spec, options.q);
  if (indexed && column === 'seq') {
    const ids = sql`SELECT rowid FROM ${indexed.index} WHERE ${indexed.where} ORDER BY rowid ${sql.raw(direction)} LIMIT ${limit} OFFSET ${offset}`;
    page = (db.selectFrom(spec.table) as unknown as Query)
      .selectAll()
      .where(sql<boolean>`seq IN (${ids})`)
      .orderBy('seq', direction);
  }
  const counted = indexed
    ? sql<{ n: unknown }>`SELECT count(*) AS n FROM ${indexed.index} WHERE ${indexed.where}`
        .execute(db)
        .then((r) => r.rows[0]!)
    : base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const [rows, count] = await Promise.all([page.execute(), counted]);
  return { rows: rows as RecordRow[], total: Number((count as { n: unknown }).n) };
}

/**
 * The request's list parameters (or just the `params` given, for a list that takes only some of
 * them); a bad one is a 400 naming it.
 */
export function readListQuery(
  c: Context,
  sortable: readonly string[],
  params: Record<string, string | undefined> = c.req.query(),
): ListQuery {
  try {
    return parseListQuery(params, sortable);
  } catch (err) {
    if (err instanceof ListQueryError) throw new ApiError(400, err.message, { [err.parameter]: err.message });
    throw err;
  }
}

/** Answers a list: the records as the JSON array, the total of matches in X-Total-Count. */
export function listResponse(c: Context, records: unknown[], total: number) {
  // Set before the body is built, which keeps @hono/node-server on its fast path.
  c.header(TOTAL_COUNT_HEADER, String(total));
  return c.json(records);
}
