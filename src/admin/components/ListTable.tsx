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
  caption?: string;
  /** said in the table when there are no rows; without it, an empty table shows only its headers */
  none?: string;
}

/**
 * A read-only list in a card (payments, speed tests, the NTA's figures): headers, then a row a
 * record. Wider than a phone, it scrolls sideways inside its card, never the page.
 */
export function ListTable<T>({ columns, rows, rowKey, label, caption, none }: Props<T>) {
  const align = (c: ListColumn<T>) => (c.numeric ? 'text-right tabular-nums whitespace-nowrap' : '');
  return (
    // Focusable, so a keyboard can scroll a table that holds no link or button.
    <div className="card overflow-x-auto" role="region" aria-label={label ?? caption} tabIndex={0}>
      {/* Words stay whole (the admin's `overflow-wrap: anywhere` would squeeze a column to a letter's
          width on a phone): a table wider than its card scrolls inside it instead. */}
      <table className="w-full text-left text-sm [overflow-wrap:break-word]" aria-label={label}>
        {caption && <caption className="px-3 py-2 text-left font-semibold text-slate-900">{caption}</caption>}
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={`px-3 py-2 whitespace-nowrap ${align(c)}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && none && (
            <tr>
              <td colSpan={columns.length} className="px-3 py-2 text-slate-600">
                {none}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-100">
              {columns.map((c) => (
                <td key={c.label} className={`px-3 py-2 ${align(c)} ${c.className ?? ''}`}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
