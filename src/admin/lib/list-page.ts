import { PAGE_SIZE } from '../../lib/constants.ts';
import { listQueryString, type SortOrder } from '../../lib/list-query.ts';
import { mutate } from 'swr';
import type { ListPage } from './api.ts';
import { addRecord, removeRecord, replaceRecord, type Identified } from './list-state.ts';
import type { ListFilter } from '../resources/types.ts';

// A list screen shows one page from the server at a time. These pure pieces name the page it asks
// for, and apply the list transitions of spec §4 to the page it holds and to the total.

export interface Sort {
  /** a field of the entity, or createdAt; absent → the server's own order (as entered) */
  sort?: string;
  order?: SortOrder;
}

export interface PageRequest extends Sort {
  page: number;
  /** the search, already trimmed */
  q: string;
  filter: ListFilter;
}

/** The list GET of one page, which is also its SWR key. */
export function pageKey(api: string, { page, q, sort, order, filter }: PageRequest): string {
  const query = listQueryString({ page, limit: PAGE_SIZE, q, sort, order });
  // A toolbar's filters go along as their own parameters (e.g. status=new), in a stable order.
  const extra = new URLSearchParams(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)));
  const rest = extra.toString();
  return `${api}${query}${rest ? `&${rest}` : ''}`;
}

/**
 * The whole list, for a list in the editor's order while it is neither searched nor sorted (moving
 * a row saves the order of every record). The fragment keeps it apart in the cache from other
 * users of the plain path; fetch never sends it.
 */
export const wholeKey = (api: string) => `${api}#all`;

/** What a list screen shows: a page of a search, sort and filter. */
export interface ListView {
  page: number;
  q: string;
  sort: Sort;
  filter: ListFilter;
}
/** What a list screen shows when it opens. */
export const FIRST_VIEW: ListView = { page: 1, q: '', sort: {}, filter: {} };

/**
 * The SWR key (and GET) of what a list screen shows: a list in the editor's order is held whole
 * while it shows that order (so rows can be moved), any other list one page at a time.
 */
export function listKey(resource: { api: string; ordered?: boolean }, { page, q, sort, filter }: ListView): string {
  const whole = Boolean(resource.ordered) && q === '' && !sort.sort && Object.keys(filter).length === 0;
  return whole ? wholeKey(resource.api) : pageKey(resource.api, { page, q, ...sort, filter });
}

/** Whether an SWR key is one of this list's pages, or the whole list. */
export const isPageOf = (api: string) => (key: unknown) =>
  typeof key === 'string' && (key === wholeKey(api) || key.startsWith(`${api}?`));

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** A header click: a new column sorts ascending; the sorted column flips between asc and desc. */
export function nextSort(current: Sort, field: string): Sort {
  if (current.sort !== field) return { sort: field, order: 'asc' };
  return { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' };
}

/** Create success on the page it lands on: appended (when the page has room), or first on a newest-first list. */
export function addToPage<T extends Identified>(page: ListPage<T>, record: T, newestFirst: boolean): ListPage<T> {
  const records = newestFirst
    ? addRecord(page.records, record, true).slice(0, PAGE_SIZE)
    : page.records.length < PAGE_SIZE
      ? addRecord(page.records, record)
      : page.records;
  return { records, total: page.total + 1 };
}

/** Update success: the record with the same _id is replaced where it stands. */
export const replaceInPage = <T extends Identified>(page: ListPage<T>, record: T): ListPage<T> => ({
  ...page,
  records: replaceRecord(page.records, record),
});

/** Delete success: the record with that _id leaves the page, and the total drops by one. */
export function removeFromPage<T extends Identified>(page: ListPage<T>, id: string): ListPage<T> {
  const records = removeRecord(page.records, id);
  return { records, total: records.length < page.records.length ? Math.max(0, page.total - 1) : page.total };
}

/** The page a newly created record is on: the first of a newest-first list, else the last. */
export const pageOfNewRecord = (total: number, newestFirst: boolean) => (newestFirst ? 1 : pageCount(total + 1));

/** Update success from outside the list screen (a details panel): the record is replaced on every cached page of its list. */
export const replaceInList = <T extends Identified>(api: string, record: T) =>
  Promise.all([
    mutate<ListPage<T>>(isPageOf(api), (old) => old && replaceInPage(old, record), { revalidate: false }),
    // and the record read on its own, when its address opened it from another page
    mutate(recordKey(api, record._id), record, { revalidate: false }),
  ]);

/** The GET of one record, which is also its SWR key. */
export const recordKey = (api: string, id: string) => `${api}/${encodeURIComponent(id)}`;
