import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { DetailsDialog } from '../components/DetailsDialog.tsx';
import { EntityForm } from '../components/EntityForm.tsx';
import { HistoryPanel } from '../components/HistoryPanel.tsx';
import { RecordList } from '../components/RecordList.tsx';
import { RowActions } from '../components/RowActions.tsx';
import { refreshPublishState } from '../lib/publish.ts';
import { useDetails, useOpenedForEdit } from '../lib/use-details.ts';
import { useListPage } from '../lib/use-list-page.ts';
import { useRemove } from '../lib/use-remove.tsx';
import { useBulk } from '../lib/use-bulk.ts';
import { ENTITIES } from '../../lib/entities.ts';
import { useRowOrder } from '../lib/use-row-order.ts';
import { recordName, withHiddenMark } from '../resources/kit.tsx';
import type { AdminRecord, Mode, Resource } from '../resources/types.ts';
import { ScreenTitle } from '../components/ScreenTitle.tsx';
import { countOf } from '../../lib/plural.ts';
import { useMayDo } from '../lib/role.ts';

/** The add/edit form that is open; `key` is new each time one opens. */
type OpenForm = { mode: Mode; record?: AdminRecord; key: number };

/** One screen for every entity: the list, its pages, the add/edit form, details and delete. */
export function ListScreen({
  resource,
  openId,
}: {
  resource: Resource /** a record whose details open (its own address, e.g. from an email) */;
  openId?: string;
}) {
  const list = useListPage(resource);
  const [form, setForm] = useState<OpenForm | null>(null);
  // A role that may read but not change the records (sales and support, the customers) views them.
  const writable = useMayDo(resource.api.replace(/^\/api\//, ''), 'update');
  const editable = Boolean(resource.fields) && writable;
  const viewed = resource.details && !editable;
  const { viewing, setViewing, previous, next, place } = useDetails(resource, list, viewed ? openId : undefined);
  useOpenedForEdit(resource, viewed ? undefined : openId, (record) => openForm('edit', record));
  const { deleting, remove } = useRemove(resource, list, (record) => {
    if (viewing?._id === record._id) setViewing(null);
    if (form?.record?._id === record._id) setForm(null);
  });
  const bulk = useBulk(resource, list);
  const listBox = useRef<HTMLElement>(null);
  const columns = resource.ordered ? withHiddenMark(resource.columns) : resource.columns;

  const openForm = (mode: Mode, record?: AdminRecord) => setForm({ mode, record, key: Date.now() });
  const showPage = (next: number) => {
    list.showPage(next);
    // A new page starts at its first row, even when the links were clicked at the bottom of a long page.
    const box = listBox.current;
    if (box && box.getBoundingClientRect().top < 0) box.scrollIntoView({ block: 'start' });
  };

  // The editor's order is set on the whole list, so only while it is held whole (not searched, sorted or filtered).
  const order = useRowOrder(resource, list.all ?? [], list.mutateWhole, recordName, showPage);

  function saved(record: AdminRecord, mode: Mode) {
    // The list changes in place (spec §4): no refetch of the page it is on.
    if (mode === 'add') void list.added(record);
    else list.replaced(record);
    resource.afterSave?.(record, mode === 'edit' ? form?.record : undefined);
    setForm(null);
    refreshPublishState();
  }

  function restored(record: AdminRecord) {
    list.replaced(record);
    setForm({ mode: 'edit', record, key: Date.now() });
    toast.success('Version restored');
    refreshPublishState();
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ScreenTitle title={resource.title}>{recordCount(list.count)}</ScreenTitle>
        {editable && form?.mode !== 'add' && (
          <button type="button" className="btn btn-primary" onClick={() => openForm('add')}>
            + Add {resource.singular}
          </button>
        )}
      </div>

      {form && (
        <FormPanel
          resource={resource}
          form={form}
          onSaved={saved}
          onCancel={() => setForm(null)}
          onRestored={restored}
        />
      )}

      <RecordList
        ref={listBox}
        resource={resource}
        list={list}
        columns={columns}
        actions={(record) => (
          <RowActions
            resource={resource}
            record={record}
            onEdit={editable ? (r) => openForm('edit', r) : undefined}
            onView={setViewing}
            onDelete={writable ? remove : undefined}
            deleting={deleting === record._id}
          />
        )}
        order={list.all ? order : undefined}
        onAddFirst={editable && !form ? () => openForm('add') : undefined}
        onPage={showPage}
        bulk={isEntityApi(resource.api) && writable ? bulk : undefined}
      />

      {viewing && (
        <DetailsDialog
          resource={resource}
          record={viewing}
          deleting={deleting === viewing._id}
          onDelete={writable ? () => remove(viewing) : undefined}
          onClose={() => setViewing(null)}
          onPrevious={previous && (() => setViewing(previous))}
          onNext={next && (() => setViewing(next))}
          place={place}
        />
      )}
    </div>
  );
}

/** Whether the screen's API is a generic entity's, which takes bulk actions (users' is not). */
const isEntityApi = (api: string) => Object.hasOwn(ENTITIES, api.replace(/^\/api\//, ''));

/** How many records the list holds in all ('No records', '1 record', '1,204 records'), or a blank line until it is known. */
const recordCount = (count: number | null) =>
  count === null ? '\u00a0' : count === 0 ? 'No records' : countOf(count, 'record');

interface FormPanelProps {
  resource: Resource;
  form: OpenForm;
  onSaved: (record: AdminRecord, mode: Mode) => void;
  onCancel: () => void;
  onRestored: (record: AdminRecord) => void;
}

/** The open add/edit form, scrolled into view as it opens; an edit shows the record's history below it. */
function FormPanel({ resource, form, onSaved, onCancel, onRestored }: FormPanelProps) {
  const box = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls once per form opened (its key), not on every keystroke
  useEffect(() => {
    box.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [form.key]);
  return (
    <div ref={box} className="scroll-mt-20">
      <EntityForm
        key={form.key}
        resource={resource}
        mode={form.mode}
        record={form.record}
        onSaved={onSaved}
        onCancel={onCancel}
      />
      {resource.history && form.mode === 'edit' && form.record && (
        <div className="mt-4">
          <HistoryPanel key={form.key} resource={resource} record={form.record} onRestored={onRestored} />
        </div>
      )}
    </div>
  );
}
