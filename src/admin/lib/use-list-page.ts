import { useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { pageFetcher, type ListPage } from './api.ts';
import { addToPage, isPageOf, nextSort, pageCount, pageKey, pageOfNewRecord, removeFromPage, replaceInPage, type Sort } from './list-page.ts';
import type { AdminRecord, ListFilter, Resource } from '../resources/types.ts';

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DELAY_MS = 300;

/** A page as held in SWR's cache, with the key it was fetched for. */
type Held = ListPage<AdminRecord> & { key: string };
const fetchPage = async (key: string): Promise<Held> => ({ ...(await pageFetcher<AdminRecord>(key)), key });

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
  const [filter, setFilter] = useState<ListFilter>({});
  const key = pageKey(api, { page, q, ...sort, filter });
  // The previous page stays on screen while the next one loads, so the table never flashes empty.
  const { data, error, mutate } = useSWR<Held>(key, fetchPage, { keepPreviousData: true });
  const { cache, mutate: mutateKey } = useSWRConfig();
  const fresh = data?.key === key ? data : undefined;
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

  /** Other pages of this list in the cache are stale after a change: they are fetched anew when shown. */
  const forgetOtherPages = (keep: string) => {
    for (const k of [...cache.keys()]) if (isPageOf(api)(k) && k !== keep) cache.delete(k);
  };

  /** Create success (spec §4): the record is appended on the last page (first, on a newest-first list), shown unsearched. */
  async function added(record: AdminRecord) {
    const target = pageOfNewRecord(count.current ?? total, newestFirst);
    const targetKey = pageKey(api, { page: target, q: '', filter: {} });
    forgetOtherPages(targetKey);
    await mutateKey<Held>(targetKey, (old) => old && { ...addToPage(old, record, newestFirst), key: targetKey }, { revalidate: false });
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
    const more = total > page * PAGE_SIZE;
    void mutate((old) => old && { ...removeFromPage(old, id), key }, { revalidate: more });
    if (searching && count.current !== null) count.current -= 1;
  }

  return {
    /** the rows on screen: the asked page, or the previous one while it loads */
    records: data?.records ?? [],
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
