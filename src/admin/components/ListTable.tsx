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
 * A read-only list in a card (payments, speed tests, the NTA's figures): headers, then a row a
 * record. Wider than a phone, it scrolls sideways inside its card, never the page.
 */
export function ListTable<T>({ columns, rows, rowKey, label, caption, none, footer }: Props<T>) {
  const align = (c: ListColumn<T>) => (c.numeric ? 'text-right tabular-nums whitespace-nowrap' : '');
  return (
    <div className="card">
      {/* Above the scrolling part, so a phone shows it whole. */}
      {caption && <h2 className="px-4 py-3 text-sm font-semibold text-slate-900">{caption}</h2>}
      {/* Focusable, so a keyboard can scroll a table that holds no link or button. */}
      <div className="overflow-x-auto" role="region" aria-label={label ?? caption} tabIndex={0}>
        {/* Words stay whole (the admin's `overflow-wrap: anywhere` would squeeze a column to a letter's
          width on a phone): a table wider than its card scrolls inside it instead. */}
        <table className="w-full text-left text-sm [overflow-wrap:break-word]" aria-label={label ?? caption}>
          {/* The look of DataTable's header, so every admin table reads alike. */}
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={`px-4 py-3 whitespace-nowrap ${align(c)}`}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && none && (
              <tr>
                <td colSpan={columns.length} className="px-4 py-3 text-slate-600">
                  {none}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-slate-200 first:border-t-0">
                {columns.map((c) => (
                  <td key={c.label} className={`px-4 py-3 ${align(c)} ${c.className ?? ''}`}>
                    {c.render(row)}
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
