import type { ReactNode, Ref } from 'react';
import { listError } from '../lib/api.ts';
import type { useListPage } from '../lib/use-list-page.ts';
import type { AdminRecord, Column, Resource } from '../resources/types.ts';
import { DataTable } from './DataTable.tsx';
import { BulkBar } from './BulkBar.tsx';
import type { Bulk } from '../lib/use-bulk.ts';
import { recordName } from '../resources/kit.tsx';
import { Pagination } from './Pagination.tsx';
import { SearchBox } from './SearchBox.tsx';
import type { RowOrder } from './SortableRows.tsx';
import { SortSelect } from './SortSelect.tsx';
import { PAGE_SIZE } from '../../lib/constants.ts';

interface Props {
  resource: Resource;
  list: ReturnType<typeof useListPage>;
  columns: Column[];
  actions: (record: AdminRecord) => ReactNode;
  /** given, the editors set the order of the rows */
  order?: RowOrder;
  /** given, an empty list offers to add the first record */
  onAddFirst?: () => void;
  onPage: (page: number) => void;
  ref: Ref<HTMLElement>;
  /** given, rows can be ticked and acted on together (issue 42) */
  bulk?: Bulk;
}

/** A list screen's records: its toolbar and search, then the table and its pages, or what stands instead. */
export function RecordList({ resource, list, columns, actions, order, onAddFirst, onPage, ref, bulk }: Props) {
  const Toolbar = resource.toolbar;
  const noun = resource.noun ?? resource.plural;
  const { total, count, text } = list;
  const searchShown = total > PAGE_SIZE || text !== '' || list.q !== '';
  return (
    <section
      ref={ref}
      className="card scroll-mt-20 overflow-clip"
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
        <EmptyList resource={resource} noun={noun} onAddFirst={onAddFirst} />
      ) : (
        <>
          {order && list.total > 1 && (
            <p className="border-b border-slate-200 bg-slate-50/60 px-4 py-2 text-xs text-slate-600">
              Drag rows by their handle, or use the arrows, to set the order the public site shows.
            </p>
          )}
          {bulk && <BulkBar bulk={bulk} hideable={Boolean(resource.ordered)} rows={list.records.length} />}
          <div className={list.busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <DataTable
              select={bulk && { ...bulk, name: recordName }}
              columns={columns}
              rows={list.records}
              actions={actions}
              order={order}
              sort={list.sort}
              onSort={list.sortBy}
            />
          </div>
          <Pagination page={list.page} total={total} onPage={onPage} />
        </>
      )}
    </section>
  );
}

/** No records yet: where they come from, or a button to add the first. */
function EmptyList({ resource, noun, onAddFirst }: { resource: Resource; noun: string; onAddFirst?: () => void }) {
  return (
    <div className="px-5 py-12 text-center">
      <p className="text-sm font-medium text-slate-700">No {noun} yet.</p>
      {resource.emptyHint && <p className="mt-1 text-sm text-slate-500">{resource.emptyHint}</p>}
      {onAddFirst && (
        <button type="button" className="btn btn-secondary btn-sm mt-3" onClick={onAddFirst}>
          Add the first {resource.singular.toLowerCase()}
        </button>
      )}
    </div>
  );
}
