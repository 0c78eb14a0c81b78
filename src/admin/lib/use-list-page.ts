import { useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig, type KeyedMutator } from 'swr';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { leadOf } from '../../lib/entities.ts';
import { apiFetchPage, type ListPage } from './api.ts';
import {
  addToPage,
  isPageOf,
  listKey,
  nextSort,
  pageCount,
  pageKey,
  pageOfNewRecord,
  removeFromPage,
  replaceInPage,
  wholeKey,
  type Sort,
} from './list-page.ts';
import { addRecord } from './list-state.ts';
import type { AdminRecord, ListFilter, Resource } from '../resources/types.ts';

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * The filters a list opens with, from its address (`/admin/coverage-requests?area=Itahari-6`, the
 * link the Areas screen gives): the status, the assignee, the lead's own filters and the resource's
 * address filters, nothing else.
 */
function filterFromAddress({ api, addressFilters = [] }: Resource): ListFilter {
  if (typeof location === 'undefined') return {};
  const lead = leadOf(api.replace(/^\/api\//, ''));
  // A lead list also opens on "Mine" (`?assignedTo=me`, the link in an assignee's email).
  const allowed = ['status', ...(lead ? ['assignedTo', ...(lead.filters ?? [])] : []), ...addressFilters];
  return Object.fromEntries(
    [...new URLSearchParams(location.search)].filter(([key, value]) => allowed.includes(key) && value !== ''),
  );
}

/** A page as held in SWR's cache, with the key it was fetched for. */
type Held = ListPage<AdminRecord> & { key: string };
const fetchPage = async (key: string): Promise<Held> => ({ ...(await apiFetchPage<AdminRecord>(key)), key });

/**
 * One list screen's page of records from the server: which page, search, sort and filter it shows,
 * and the list transitions of spec §4 applied to that page and the total.
 */
export function useListPage(resource: Resource) {
  const { api, newestFirst } = resource;
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort>({});
  const [filter, setFilter] = useState<ListFilter>(() => filterFromAddress(resource));
  const key = listKey(resource, { page, q, sort, filter });
  // The previous page stays on screen while the next one loads, so the table never flashes empty.
  const { data, error, mutate } = useSWR<Held>(key, fetchPage, { keepPreviousData: true });
  const { cache, mutate: mutateKey } = useSWRConfig();
  const fresh = data?.key === key ? data : undefined;
  const heldWhole = data?.key === wholeKey(api);
  const total = data?.total ?? 0;
  const pages = pageCount(total);
  const searching = q !== '' || Object.keys(filter).length > 0;

  // The number of records in the whole list, for the heading, kept while a search narrows the table.
  const count = useRef<number | null>(null);
  if (fresh && !searching) count.current = fresh.total;

  // The search goes to the server once typing pauses, and starts again from the first page.
  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  // A page beyond the end (its last records deleted, here or elsewhere) shows the last page instead.
  useEffect(() => {
    if (fresh && page > pageCount(fresh.total)) setPage(pageCount(fresh.total));
  }, [fresh, page]);

  /** SWR's mutate of the held whole list, spoken in plain arrays (as the row order hook saves a new order). */
  const wrap = (records: AdminRecord[]): Held => ({ records, total: records.length, key: wholeKey(api) });
  const mutateWhole = ((
    next: AdminRecord[] | Promise<AdminRecord[]>,
    options: { optimisticData?: AdminRecord[] } = {},
  ) =>
    mutate(Promise.resolve(next).then(wrap), {
      ...options,
      optimisticData: options.optimisticData && wrap(options.optimisticData),
    }).then((held) => held?.records)) as unknown as KeyedMutator<AdminRecord[]>;

  /** Other pages of this list in the cache are stale after a change: they are fetched anew when shown. */
  const forgetOtherPages = (keep: string) => {
    for (const k of [...cache.keys()]) if (isPageOf(api)(k) && k !== keep) cache.delete(k);
  };

  /** Create success (spec §4): the record is appended on the last page (first, on a newest-first list), shown unsearched. */
  async function added(record: AdminRecord) {
    const target = pageOfNewRecord(count.current ?? total, newestFirst);
    const targetKey = resource.ordered ? wholeKey(api) : pageKey(api, { page: target, q: '', filter: {} });
    forgetOtherPages(targetKey);
    const add = (old: Held): Held =>
      resource.ordered
        ? { records: addRecord(old.records, record, newestFirst), total: old.total + 1, key: targetKey }
        : { ...addToPage(old, record, newestFirst), key: targetKey };
    await mutateKey<Held>(targetKey, (old) => old && add(old), { revalidate: false });
    if (count.current !== null) count.current += 1;
    setText('');
    setQ('');
    setSort({});
    setFilter({});
    setPage(target);
  }

  /** Update success: the record with the same _id is replaced on the page. */
  function replaced(record: AdminRecord) {
    forgetOtherPages(key);
    void mutate((old) => old && { ...replaceInPage(old, record), key }, { revalidate: false });
  }

  /** Delete success: the record leaves the page; a page followed by others is refilled from the server. */
  function removed(id: string) {
    forgetOtherPages(key);
    const more = !heldWhole && total > page * PAGE_SIZE;
    void mutate((old) => old && { ...removeFromPage(old, id), key }, { revalidate: more });
    if (searching && count.current !== null) count.current -= 1;
  }

  return {
    /** the rows on screen: the asked page, or the previous one while it loads */
    records: heldWhole
      ? data.records.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE)
      : (data?.records ?? []),
    /** the whole list, while it is held (a list in the editor's order, unsearched and unsorted) */
    all: heldWhole && fresh ? data.records : undefined,
    mutateWhole,
    total,
    count: count.current,
    page: Math.min(page, pages),
    /** nothing to show yet */
    loading: !data && !error,
    /** the asked page failed (the previous one may still be held) */
    error: fresh ? undefined : error,
    /** a page, search or sort is on its way while the previous rows stay */
    busy: Boolean(data) && !fresh && !error,
    text,
    q,
    sort,
    filter,
    /** the search box's text; the server is asked once typing pauses */
    search: setText,
    /** a header click: sort by that field, or flip its order */
    sortBy: (field: string) => {
      setSort((current) => nextSort(current, field));
      setPage(1);
    },
    sortTo: (next: Sort) => {
      setSort(next);
      setPage(1);
    },
    chooseFilter: (next: ListFilter) => {
      setFilter(next);
      setPage(1);
    },
    showPage: setPage,
    retry: () => void mutate(),
    added,
    replaced,
    removed,
  };
}
