import type { ReactNode } from 'react';

/** A column of a read-only list: its header, how a row shows in it; `numeric` right-aligns figures. */
export interface ListColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
  numeric?: boolean;
  className?: string;
}

interface Props<T> {
  columns: ListColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** the table's name to a screen reader, when no caption is shown */
  label?: string;
  /** the table's name, shown over it */
  caption?: string;
  /** said in the table when there are no rows; without it, an empty table shows only its headers */
  none?: string;
  /** under the table, in its card (the pagination) */
  footer?: ReactNode;
}

/**
 * A read-only list in a card (payments, speed tests, credits, the NTA's figures): headers, then a row a
 * record. On a phone every row becomes a labelled card, as in DataTable, so no figure hides past the
 * card's right edge (the NTA report's downtime did at 375 px); on a wide screen a table wider than its card
 * scrolls sideways inside it, never the page.
 */

const ROW = 'block px-4 py-3 md:table-row md:border-t md:border-slate-200 md:p-0 md:first:border-t-0';
const CELL =
  'flex gap-3 py-1 before:w-28 before:shrink-0 before:text-xs before:font-medium before:text-slate-500 before:content-[attr(data-label)] md:table-cell md:px-4 md:py-3 md:before:content-none';
export function ListTable<T>({ columns, rows, rowKey, label, caption, none, footer }: Props<T>) {
  const align = (c: ListColumn<T>) => (c.numeric ? 'tabular-nums whitespace-nowrap md:text-right' : '');
  return (
    <div className="card">
      {/* Above the scrolling part, so a phone shows it whole. */}
      {caption && <h2 className="px-4 py-3 text-sm font-semibold text-slate-900">{caption}</h2>}
      {/* Focusable, so a keyboard can scroll a table that holds no link or button. */}
      <div className="md:overflow-x-auto" role="region" aria-label={label ?? caption} tabIndex={0}>
        {/* Words stay whole (the admin's `overflow-wrap: anywhere` would squeeze a column to a letter's
          width on a phone): a table wider than its card scrolls inside it instead. */}
        <table className="w-full text-left text-sm [overflow-wrap:break-word]" aria-label={label ?? caption}>
          {/* The look of DataTable's header, so every admin table reads alike. */}
          <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase md:table-header-group">
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={`px-4 py-3 whitespace-nowrap ${align(c)}`}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-200 border-t border-slate-200 md:table-row-group md:divide-y-0 md:border-t-0">
            {rows.length === 0 && none && (
              <tr className="block md:table-row">
                <td colSpan={columns.length} className="block px-4 py-3 text-slate-600 md:table-cell">
                  {none}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={rowKey(row)} className={ROW}>
                {columns.map((c) => (
                  <td key={c.label} data-label={c.label} className={`${CELL} ${align(c)} ${c.className ?? ''}`}>
                    {/* One box after the label on a phone, whatever the column renders (a name over its area). */}
                    <div className="min-w-0">{c.render(row)}</div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {footer}
    </div>
  );
}
