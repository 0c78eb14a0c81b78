import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { toastError } from '../components/ErrorToast.tsx';
import type { AdminRecord, Resource } from '../resources/types.ts';
import { ApiError, fetcher } from './api.ts';
import { recordKey } from './list-page.ts';
import { navigate } from './router.ts';
import type { useListPage } from './use-list-page.ts';

/**
 * The record shown in the details view, always as the list now has it (a status change shows at
 * once), and its neighbours on the page. Each record's details have an address of their own
 * (`<list route>/<id>`, which a notification email links to); `openId` is the one the screen opened at.
 */
export function useDetails(resource: Resource, list: ReturnType<typeof useListPage>, openId?: string) {
  const [viewingId, setViewingId] = useState<string | null>(openId ?? null);
  // A record opened by its address may be on any page: it is read on its own (GET /api/<entity>/<id>).
  const onPage = (id: string | null) => list.records.find((r) => r._id === id);
  const { data: opened, error: openError } = useSWR<AdminRecord>(
    openId && !list.loading && !onPage(openId) ? recordKey(resource.api, openId) : null,
    fetcher,
  );
  const viewing = viewingId ? (onPage(viewingId) ?? (opened?._id === viewingId ? opened : null)) : null;
  const position = viewing ? list.records.findIndex((r) => r._id === viewing._id) : -1;
  const setViewing = (record: AdminRecord | null) => {
    setViewingId(record?._id ?? null);
    navigate(record ? `${resource.route}/${encodeURIComponent(record._id)}` : resource.route, { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked when the list or the address changes, not on every render of the screen
  useEffect(() => {
    if (openId && openError instanceof ApiError && openError.status === 404) {
      toast.error(`That ${resource.word} no longer exists`);
      setViewing(null);
    } else if (openId && openError && !(openError instanceof ApiError && openError.status === 401)) {
      toastError(`Could not open the ${resource.word}`, openError);
    }
  }, [openError, openId]);

  const { records, page, total } = list;
  return {
    viewing,
    setViewing,
    /** the records before and after it on the page, and where it stands in the whole list ('3 of 41') */
    previous: position > 0 ? records[position - 1] : undefined,
    next: position >= 0 ? records[position + 1] : undefined,
    place:
      position >= 0
        ? `${((page - 1) * PAGE_SIZE + position + 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`
        : undefined,
  };
}

/**
 * A content record or a user opened by its address (the Activity log links there): read on its own,
 * handed to `edit` (its form, with its history), and the address goes back to the list's.
 */
export function useOpenedForEdit(resource: Resource, openId: string | undefined, edit: (record: AdminRecord) => void) {
  const { data, error } = useSWR<AdminRecord>(openId ? recordKey(resource.api, openId) : null, fetcher);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per record read or failure, not on every render
  useEffect(() => {
    if (!openId || (!data && !error)) return;
    if (data) edit(data);
    else if (error instanceof ApiError && error.status === 404) toast.error(`That ${resource.word} no longer exists`);
    else if (!(error instanceof ApiError && error.status === 401))
      toastError(`Could not open the ${resource.word}`, error);
    navigate(resource.route, { replace: true });
  }, [data, error]);
}
