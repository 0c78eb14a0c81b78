import { isPageOf } from '../lib/list-page.ts';
import { useState } from 'react';
import useSWR, { mutate as revalidate } from 'swr';
import { toast } from 'react-toastify';
import { TRASH_DAYS } from '../../lib/constants.ts';
import type { TrashItem } from '../../lib/history.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { DataTable } from '../components/DataTable.tsx';
import { ApiError, apiFetch, fetcher, listError } from '../lib/api.ts';
import { refreshPublishState } from '../lib/publish.ts';
import { recordName } from '../resources/kit.tsx';
import { isResource, type AdminRecord, type Column, type Resource, type ScreenProps } from '../resources/types.ts';
import { ScreenTitle } from '../components/ScreenTitle.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole days until a deleted record is purged for good. */
const daysLeft = (deletedAt: string, now = Date.now()) =>
  Math.max(0, Math.ceil((Date.parse(deletedAt) + TRASH_DAYS * DAY_MS - now) / DAY_MS));

/** What was deleted in the last 30 days, each with Restore (it comes back with its own id). */
export function RecentlyDeleted({ section, sections }: ScreenProps) {
  const { data, error, mutate } = useSWR<TrashItem[]>('/api/trash', fetcher);
  const [restoring, setRestoring] = useState<string | null>(null);
  const resources = sections.filter(isResource);
  const resourceOf = (item: TrashItem): Resource | undefined => resources.find((r) => r.api === `/api/${item.entity}`);
  const items = data ?? [];
  const rows: AdminRecord[] = items.map((item) => ({ ...item.record, _id: item._id, _item: item }));
  const itemOf = (row: AdminRecord) => row._item as TrashItem;

  async function restore(item: TrashItem) {
    const resource = resourceOf(item);
    setRestoring(item._id);
    try {
      await apiFetch(`/api/trash/${encodeURIComponent(item._id)}/restore`, { method: 'POST' });
      await mutate((old) => (old ?? []).filter((i) => i._id !== item._id), { revalidate: false });
      if (resource) void revalidate(isPageOf(resource.api));
      toast.success(`${resource?.singular ?? 'Record'} restored`);
      refreshPublishState();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
        toast.error(`Could not restore it: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setRestoring(null);
    }
  }

  const columns: Column[] = [
    {
      label: 'What',
      render: (r) => <span className="badge">{resourceOf(itemOf(r))?.singular ?? itemOf(r).entity}</span>,
      className: 'whitespace-nowrap',
    },
    {
      label: 'Name',
      primary: true,
      render: (r) => recordName(itemOf(r).record),
    },
    { label: 'Deleted', render: (r) => `${formatDateTime(itemOf(r).deletedAt)} by ${itemOf(r).by.name || 'someone'}` },
    { label: 'Kept', render: (r) => `${daysLeft(itemOf(r).deletedAt)} more days`, className: 'whitespace-nowrap' },
  ];

  return (
    <div className="space-y-5">
      <ScreenTitle title={section.title}>
        Deleted records, with their images, are kept {TRASH_DAYS} days and can be restored until then.
      </ScreenTitle>
      <section className="card overflow-hidden" aria-label="Deleted records">
        {error && !data ? (
          <p role="alert" className="px-5 py-8 text-sm font-medium text-red-700">
            {listError(error, 'deleted records')}
          </p>
        ) : !data ? (
          <p role="status" className="px-5 py-10 text-sm text-slate-500">
            Loading deleted records...
          </p>
        ) : rows.length === 0 ? (
          <p className="px-5 py-12 text-center text-sm text-slate-600">
            Nothing has been deleted in the last {TRASH_DAYS} days.
          </p>
        ) : (
          <DataTable
            columns={columns}
            rows={rows}
            actions={(r) => (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={restoring !== null}
                onClick={() => restore(itemOf(r))}
                aria-label={`Restore ${recordName(itemOf(r).record)}`}
              >
                {restoring === r._id ? 'Restoring…' : 'Restore'}
              </button>
            )}
          />
        )}
      </section>
    </div>
  );
}
