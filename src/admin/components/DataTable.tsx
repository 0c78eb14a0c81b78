import type { ReactNode } from 'react';
import type { Sort } from '../lib/list-page.ts';
import type { AdminRecord, Column } from '../resources/types.ts';
import { cellContent } from './CellText.tsx';
import { SortableBody, SortableRow, type RowOrder } from './SortableRows.tsx';

interface Props {
  columns: Column[];
  rows: AdminRecord[];
  actions: (record: AdminRecord) => ReactNode;
  /** given, the rows can be reordered: a drag handle and move up/down buttons lead each row */
  order?: RowOrder;
  /** the list's sort; a column with a `sort` field gets a header button */
  sort?: Sort;
  onSort?: (field: string) => void;
  /** given, a checkbox leads each row and the header ticks the whole page (issue 42) */
  select?: RowSelect;
}

/** The rows ticked for a bulk action, and how a row is named to a screen reader. */
export interface RowSelect {
  selected: readonly string[];
  all: boolean;
  toggle: (id: string) => void;
  toggleAll: () => void;
  name: (record: AdminRecord) => string;
}

const BOX = 'size-4 shrink-0 rounded border-slate-300 accent-brand-600 mt-0.5';
const ROW = 'block px-4 py-3 hover:bg-slate-50/60 md:table-row md:p-0';
const CELL =
  'flex gap-3 py-1 align-middle before:w-24 before:shrink-0 before:text-xs before:font-medium before:text-slate-500 before:content-[attr(data-label)] md:table-cell md:px-3 md:py-3 md:before:content-none';

/** A table on wide screens; on a phone every row becomes a labelled card (one DOM for both). */
export function DataTable({ columns, rows, actions, order, sort, onSort, select }: Props) {
  // Where the row's checkbox goes: beside the order controls, or leading the record's name, whose
  // column gives way (a column of its own would widen a table that only just fits, as Plans at 1280 px).
  const ticked = order ? undefined : (columns.find((c) => c.primary) ?? columns[0]);
  const box = (row: AdminRecord) =>
    select && (
      <input
        type="checkbox"
        className={BOX}
        checked={select.selected.includes(row._id)}
        onChange={() => select.toggle(row._id)}
        aria-label={`Select ${select.name(row)}`}
      />
    );
  const boxAll = select && (
    <input
      type="checkbox"
      className={`${BOX} mr-2 align-middle`}
      checked={select.all}
      ref={(el) => {
        if (el) el.indeterminate = !select.all && select.selected.length > 0;
      }}
      onChange={select.toggleAll}
      aria-label="Select every row on this page"
    />
  );
  const cells = (row: AdminRecord, controls?: ReactNode) => (
    <>
      {controls && (
        <td data-label="Order" className={`${CELL} md:w-36 ${select ? 'md:pr-2' : ''}`}>
          {select ? (
            <span className="flex items-center gap-1.5">
              {box(row)}
              {controls}
            </span>
          ) : (
            controls
          )}
        </td>
      )}
      {columns.map((c) => (
        <td
          key={c.label}
          data-label={c.label}
          className={`${CELL} ${c.primary ? 'font-medium text-slate-900' : 'text-slate-700'} ${c.className ?? ''}`}
        >
          {/* In the table, words wrap whole: the page's `overflow-wrap: anywhere` lets a table squeeze a
              column to a letter's width ('Fiberne t'); break-word leaves the columns' widths alone. */}
          <div className="min-w-0 md:[overflow-wrap:break-word]">
            {select && c === ticked ? (
              <span className="flex items-start gap-3">
                {box(row)}
                <span className="min-w-0">{cellContent(c.render(row))}</span>
              </span>
            ) : (
              cellContent(c.render(row))
            )}
          </div>
        </td>
      ))}
      <td className="flex justify-end gap-2 pt-2 md:sticky md:right-0 md:table-cell md:bg-white md:px-3 md:py-3 md:text-right md:whitespace-nowrap">
        <div className="inline-flex gap-2">{actions(row)}</div>
      </td>
    </>
  );
  const body = (
    <tbody className="block divide-y divide-slate-200 md:table-row-group">
      {rows.map((row) =>
        order ? (
          <SortableRow key={row._id} id={row._id} order={order} className={ROW}>
            {(controls) => cells(row, controls)}
          </SortableRow>
        ) : (
          <tr key={row._id} className={ROW}>
            {cells(row)}
          </tr>
        ),
      )}
    </tbody>
  );
  // A table wider than its card (whole words need more room than a narrow screen has) scrolls inside
  // it, never the page, with the actions kept in view at its right edge. `relative` keeps in it the
  // absolutely placed bits (the sr-only header), which would otherwise widen the page.
  return (
    <div className="md:relative md:overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase md:table-header-group">
          <tr>
            {order && (
              <th scope="col" className="px-3 py-3">
                {boxAll}
                Order
              </th>
            )}
            {columns.map((c) => {
              const sorted = c.sort !== undefined && sort?.sort === c.sort ? sort.order : undefined;
              const also = c.alsoSort && sort?.sort === c.alsoSort.sort ? sort.order : undefined;
              const shown = sorted ?? also;
              return (
                <th
                  key={c.label}
                  scope="col"
                  className="px-3 py-3 whitespace-nowrap"
                  aria-sort={shown === 'asc' ? 'ascending' : shown === 'desc' ? 'descending' : undefined}
                >
                  {c === ticked && boxAll}
                  {c.sort && onSort ? (
                    <SortButton label={c.label} order={sorted} onClick={() => onSort(c.sort!)} />
                  ) : (
                    c.label
                  )}
                  {c.alsoSort && onSort && (
                    <span className="mt-1 block">
                      <SortButton label={c.alsoSort.label} order={also} onClick={() => onSort(c.alsoSort!.sort)} />
                    </span>
                  )}
                </th>
              );
            })}
            <th scope="col" className="sticky right-0 bg-slate-50 px-3 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        {order ? (
          <SortableBody ids={rows.map((r) => r._id)} order={order}>
            {body}
          </SortableBody>
        ) : (
          body
        )}
      </table>
    </div>
  );
}

/** A column header that sorts: ascending first, then flips; the arrow shows the current order. */
function SortButton({ label, order, onClick }: { label: string; order?: 'asc' | 'desc'; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="relative -mx-1 rounded px-1 py-0.5 tracking-wide uppercase hover:bg-slate-200/60 hover:text-slate-700"
    >
      {label}
      {/* In the cell's padding, so a sortable column is no wider than its label. */}
      <svg
        viewBox="0 0 12 12"
        className={`absolute top-1/2 left-full size-3 -translate-y-1/2 ${order ? 'text-brand-600' : 'text-slate-300'}`}
        fill="currentColor"
        aria-hidden="true"
      >
        {order !== 'desc' && <path d="M6 2l3 4H3z" />}
        {order !== 'asc' && <path d="M6 10L3 6h6z" />}
      </svg>
    </button>
  );
}
