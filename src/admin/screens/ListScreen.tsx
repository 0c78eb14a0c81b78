import { useEffect, useRef, useState } from 'react';
import { toastError } from '../components/ErrorToast.tsx';
import { toast } from 'react-toastify';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { confirmDelete } from '../../lib/messages.ts';
import { DataTable } from '../components/DataTable.tsx';
import { DetailsDialog } from '../components/DetailsDialog.tsx';
import { EntityForm } from '../components/EntityForm.tsx';
import { Pagination } from '../components/Pagination.tsx';
import useSWR from 'swr';
import { ApiError, apiFetch, fetcher, listError } from '../lib/api.ts';
import { recordKey } from '../lib/list-page.ts';
import { useListPage } from '../lib/use-list-page.ts';
import { SearchBox } from '../components/SearchBox.tsx';
import { SortSelect } from '../components/SortSelect.tsx';
import { refreshPublishState } from '../lib/publish.ts';
import { navigate } from '../lib/router.ts';
import { useRowOrder } from '../lib/use-row-order.ts';
import { HistoryPanel } from '../components/HistoryPanel.tsx';
import { UndoToast } from '../components/UndoToast.tsx';
import { recordName, withHiddenMark } from '../resources/kit.tsx';
import type { AdminRecord, Mode, Resource } from '../resources/types.ts';

/** One screen for every entity: the list, its pages, the add/edit form, details and delete. */
export function ListScreen({
  resource,
  openId,
}: {
  resource: Resource /** a record whose details open (its own address, e.g. from an email) */;
  openId?: string;
}) {
  const list = useListPage(resource);
  const [form, setForm] = useState<{ mode: Mode; record?: AdminRecord; key: number } | null>(null);
  const [viewingId, setViewingId] = useState<string | null>(openId ?? null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const formBox = useRef<HTMLDivElement>(null);
  const listBox = useRef<HTMLElement>(null);
  const editable = Boolean(resource.fields);
  // A record opened by its address may be on any page: it is read on its own (GET /api/<entity>/<id>).
  const onPage = (id: string | null) => list.records.find((r) => r._id === id);
  const { data: opened, error: openError } = useSWR<AdminRecord>(
    openId && !list.loading && !onPage(openId) ? recordKey(resource.api, openId) : null,
    fetcher,
  );
  // The record shown in the details view, always as the list now has it (a status change shows at once).
  const viewing = viewingId ? (onPage(viewingId) ?? (opened?._id === viewingId ? opened : null)) : null;
  const position = viewing ? list.records.findIndex((r) => r._id === viewing._id) : -1;
  const setViewing = (record: AdminRecord | null) => {
    setViewingId(record?._id ?? null);
    // Each record's details have an address of their own, which a notification email links to.
    navigate(record ? `${resource.route}/${encodeURIComponent(record._id)}` : resource.route, { replace: true });
  };
  const noun = resource.noun ?? resource.plural;
  const Toolbar = resource.toolbar;
  const columns = resource.ordered ? withHiddenMark(resource.columns) : resource.columns;

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked when the list or the address changes, not on every render of the screen
  useEffect(() => {
    if (openId && openError instanceof ApiError && openError.status === 404) {
      toast.error(`That ${resource.word} no longer exists`);
      setViewing(null);
    } else if (openId && openError && !(openError instanceof ApiError && openError.status === 401)) {
      toastError(`Could not open the ${resource.word}`, openError);
    }
  }, [openError, openId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls once per form opened (its key), not on every keystroke
  useEffect(() => {
    if (form) formBox.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [form?.key]);

  const openForm = (mode: Mode, record?: AdminRecord) => setForm({ mode, record, key: Date.now() });
  const showPage = (next: number) => {
    list.showPage(next);
    // A new page starts at its first row, even when the links were clicked at the bottom of a long page.
    const box = listBox.current;
    if (box && box.getBoundingClientRect().top < 0) box.scrollIntoView({ block: 'start' });
  };

  // The editor's order is set on the whole list, so only while it is held whole (not searched, sorted or filtered).
  const order = useRowOrder(resource, list.all ?? [], list.mutateWhole, recordName, showPage);
  const canOrder = Boolean(list.all);

  function saved(record: AdminRecord, mode: Mode) {
    // The list changes in place (spec §4): no refetch of the page it is on.
    if (mode === 'add') void list.added(record);
    else list.replaced(record);
    resource.afterSave?.(record, mode === 'edit' ? form?.record : undefined);
    setForm(null);
    refreshPublishState();
  }

  async function remove(record: AdminRecord) {
    if (!window.confirm(confirmDelete(resource.word))) return;
    setDeleting(record._id);
    try {
      await apiFetch(`${resource.api}/${encodeURIComponent(record._id)}`, { method: 'DELETE' });
      list.removed(record._id);
      // The spec's toast, with Undo: the record waits in Recently deleted and comes back as it was.
      toast.success(
        ({ closeToast }) => (
          <UndoToast message={resource.toasts.deleted} onUndo={() => undo(record)} closeToast={closeToast} />
        ),
        { autoClose: 8000 },
      );
      resource.onListChange?.();
      if (viewing?._id === record._id) setViewing(null);
      if (form?.record?._id === record._id) setForm(null);
      refreshPublishState();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) toastError(resource.toasts.deleteError, err);
    } finally {
      setDeleting(null);
    }
  }

  async function undo(record: AdminRecord) {
    try {
      await apiFetch(`/api/trash/${encodeURIComponent(record._id)}/restore`, { method: 'POST' });
      list.retry();
      toast.success(`${resource.singular} restored`);
      refreshPublishState();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
        toast.error(`Could not restore the ${resource.word}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  function restored(record: AdminRecord) {
    list.replaced(record);
    setForm({ mode: 'edit', record, key: Date.now() });
    toast.success('Version restored');
    refreshPublishState();
  }

  const actions = (record: AdminRecord) => (
    <>
      {editable ? (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => openForm('edit', record)}
          aria-label={`Edit ${resource.word}`}
        >
          Edit
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => setViewing(record)}
          aria-label={`View ${resource.word}`}
        >
          View
        </button>
      )}
      <button
        type="button"
        className="btn btn-danger btn-sm"
        onClick={() => remove(record)}
        disabled={deleting === record._id}
        aria-label={`Delete ${resource.word}`}
      >
        {deleting === record._id ? 'Deleting…' : 'Delete'}
      </button>
    </>
  );

  const { records, total, count, text } = list;
  const searchShown = total > PAGE_SIZE || text !== '' || list.q !== '';
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">{resource.title}</h1>
          <p className="mt-0.5 text-sm text-slate-600">
            {count !== null ? `${count.toLocaleString('en-US')} ${count === 1 ? 'record' : 'records'}` : '\u00a0'}
          </p>
        </div>
        {editable && form?.mode !== 'add' && (
          <button type="button" className="btn btn-primary" onClick={() => openForm('add')}>
            + Add {resource.singular}
          </button>
        )}
      </div>

      {form && (
        <div ref={formBox} className="scroll-mt-20">
          <EntityForm
            key={form.key}
            resource={resource}
            mode={form.mode}
            record={form.record}
            onSaved={saved}
            onCancel={() => setForm(null)}
          />
          {resource.history && form.mode === 'edit' && form.record && (
            <div className="mt-4">
              <HistoryPanel key={form.key} resource={resource} record={form.record} onRestored={restored} />
            </div>
          )}
        </div>
      )}

      <section
        ref={listBox}
        className="card scroll-mt-20 overflow-hidden"
        aria-label={`${resource.title} list`}
        aria-busy={list.busy || undefined}
      >
        {/* Once the list has answered: a list opened with a filter (a link's ?area=…) has no whole count yet. */}
        {Toolbar && (count !== null || (!list.loading && !list.error)) && (
          <Toolbar resource={resource} filter={list.filter} onFilter={list.chooseFilter} query={list.q} />
        )}
        {searchShown && !list.error && (
          <SearchBox value={text} onChange={list.search} label={`Search ${noun}`} busy={list.busy}>
            <SortSelect columns={resource.columns} sort={list.sort} onSort={list.sortTo} className="md:hidden" />
          </SearchBox>
        )}
        {list.loading ? (
          <p className="flex items-center gap-3 px-5 py-10 text-sm text-slate-500" role="status">
            <span
              className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
              aria-hidden="true"
            />
            Loading {noun}...
          </p>
        ) : list.error ? (
          <div
            className="flex flex-col items-start gap-3 px-5 py-8 sm:flex-row sm:items-center sm:justify-between"
            role="alert"
          >
            <p className="text-sm font-medium text-red-700">{listError(list.error, resource.plural)}</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={list.retry}>
              Try again
            </button>
          </div>
        ) : total === 0 && (list.q || Object.keys(list.filter).length) ? (
          <p className="px-5 py-10 text-center text-sm text-slate-600">
            {list.q ? `No ${noun} match “${list.q}”.` : `No ${noun} here.`}
          </p>
        ) : total === 0 ? (
          <div className="px-5 py-12 text-center">
            <p className="text-sm font-medium text-slate-700">No {noun} yet.</p>
            {resource.emptyHint && <p className="mt-1 text-sm text-slate-500">{resource.emptyHint}</p>}
            {editable && !form && (
              <button type="button" className="btn btn-secondary btn-sm mt-3" onClick={() => openForm('add')}>
                Add the first {resource.singular.toLowerCase()}
              </button>
            )}
          </div>
        ) : (
          <>
            {canOrder && list.total > 1 && (
              <p className="border-b border-slate-200 bg-slate-50/60 px-4 py-2 text-xs text-slate-600">
                Drag rows by their handle, or use the arrows, to set the order the public site shows.
              </p>
            )}
            <div className={list.busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              <DataTable
                columns={columns}
                rows={records}
                actions={actions}
                order={canOrder ? order : undefined}
                sort={list.sort}
                onSort={list.sortBy}
              />
            </div>
            <Pagination page={list.page} total={total} onPage={showPage} />
          </>
        )}
      </section>

      {viewing && (
        <DetailsDialog
          resource={resource}
          record={viewing}
          deleting={deleting === viewing._id}
          onDelete={() => remove(viewing)}
          onClose={() => setViewing(null)}
          onPrevious={position > 0 ? () => setViewing(list.records[position - 1]) : undefined}
          onNext={
            position >= 0 && position < list.records.length - 1
              ? () => setViewing(list.records[position + 1])
              : undefined
          }
          place={
            position >= 0
              ? `${((list.page - 1) * PAGE_SIZE + position + 1).toLocaleString('en-US')} of ${list.total.toLocaleString('en-US')}`
              : undefined
          }
        />
      )}
    </div>
  );
}
