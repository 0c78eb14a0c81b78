import type { ReactNode } from 'react';
import type { AdminRecord, Column } from '../resources/types.ts';

interface Props {
  columns: Column[];
  rows: AdminRecord[];
  actions: (record: AdminRecord) => ReactNode;
}

/** A table on wide screens; on a phone every row becomes a labelled card (one DOM for both). */
export function DataTable({ columns, rows, actions }: Props) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase md:table-header-group">
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className="px-4 py-3">
              {c.label}
            </th>
          ))}
          <th scope="col" className="px-4 py-3 text-right">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="block divide-y divide-slate-200 md:table-row-group">
        {rows.map((row) => (
          <tr key={row._id} className="block px-4 py-3 hover:bg-slate-50/60 md:table-row md:p-0">
            {columns.map((c) => (
              <td
                key={c.label}
                data-label={c.label}
                className={`flex gap-3 py-1 align-middle before:w-24 before:shrink-0 before:text-xs before:font-medium before:text-slate-500 before:content-[attr(data-label)] md:table-cell md:px-4 md:py-3 md:before:content-none ${
                  c.primary ? 'font-medium text-slate-900' : 'text-slate-700'
                } ${c.className ?? ''}`}
              >
                <div className="min-w-0">{c.render(row)}</div>
              </td>
            ))}
            <td className="flex justify-end gap-2 pt-2 md:table-cell md:px-4 md:py-3 md:text-right md:whitespace-nowrap">
              <div className="inline-flex gap-2">{actions(row)}</div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
