// The query parameters every list GET takes (README › Lists), parsed once for the API and written
// once for the admin. Without page, limit and q a list is the whole list, as spec §7 reads it.

export type SortOrder = 'asc' | 'desc';

export interface ListQuery {
  /** 1-based page; set (with limit) when the list is paged */
  page?: number;
  /** records per page */
  limit?: number;
  /** every word must appear, in any case, in one of the text fields */
  q?: string;
  /** a field of the entity, or createdAt; absent → insertion order */
  sort?: string;
  order?: SortOrder;
}

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** Far beyond any real list; keeps the offset a safe integer on every database. */
export const MAX_PAGE = 1_000_000;
export const MAX_QUERY_LENGTH = 200;
/** Each word is one more pass over the text fields of every row. */
export const MAX_QUERY_WORDS = 10;

/** A bad list parameter: the API answers 400 with this message. */
export class ListQueryError extends Error {
  readonly parameter: string;
  constructor(parameter: string, message: string) {
    super(message);
    this.parameter = parameter;
  }
}

type Params = Record<string, string | undefined>;

function whole(params: Params, name: string, max: number): number | undefined {
  const raw = params[name];
  if (raw === undefined) return undefined;
  const n = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= max)) throw new ListQueryError(name, `${name} must be a whole number from 1 to ${max}`);
  return n;
}

/**
 * Reads page, limit, q, sort and order from a request's query parameters; `sortable` names the
 * fields that may be sorted by. Throws ListQueryError naming the first bad parameter.
 */
export function parseListQuery(params: Params, sortable: readonly string[]): ListQuery {
  const query: ListQuery = {};
  const page = whole(params, 'page', MAX_PAGE);
  const limit = whole(params, 'limit', MAX_LIMIT);
  if (page !== undefined || limit !== undefined) {
    query.page = page ?? 1;
    query.limit = limit ?? DEFAULT_LIMIT;
  }
  // An empty search box is no search.
  const q = params.q?.trim();
  if (q) {
    if (q.length > MAX_QUERY_LENGTH) throw new ListQueryError('q', `q must be at most ${MAX_QUERY_LENGTH} characters`);
    if (searchWords(q).length > MAX_QUERY_WORDS)
      throw new ListQueryError('q', `q may have at most ${MAX_QUERY_WORDS} words`);
    query.q = q;
  }
  if (params.sort !== undefined) {
    if (!sortable.includes(params.sort))
      throw new ListQueryError('sort', `sort must be one of: ${sortable.join(', ')}`);
    query.sort = params.sort;
  }
  if (params.order !== undefined) {
    if (params.order !== 'asc' && params.order !== 'desc')
      throw new ListQueryError('order', 'order must be asc or desc');
    query.order = params.order;
  }
  return query;
}

/** The words of a search: each must be found for a record to match. */
export const searchWords = (q: string | undefined): string[] => (q ? q.split(/\s+/).filter(Boolean) : []);

/** A list query as a URL query string ('' for the whole list), e.g. for the admin's fetches. */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  for (const key of ['page', 'limit', 'q', 'sort', 'order'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The total of matches a paged list GET reports in this response header. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
