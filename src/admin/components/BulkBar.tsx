import type { Bulk, BulkAction } from '../lib/use-bulk.ts';

interface Props {
  bulk: Bulk;
  /** the records have a hidden flag: Hide and Show are offered */
  hideable: boolean;
  /** the list has rows: the phone's "Select all" is offered */
  rows: number;
}

const BUSY: Record<BulkAction, string> = { delete: 'Deleting…', hide: 'Hiding…', show: 'Showing…' };

/**
 * Above a list (issue 42): how many rows are ticked and what can be done to them all at once. On a
 * phone, where the table's header (and its tick-all box) is not shown, it also ticks the whole page.
 */
export function BulkBar({ bulk, hideable, rows }: Props) {
  const count = bulk.selected.length;
  const button = (action: BulkAction, label: string, tone = 'btn-secondary') => (
    <button
      type="button"
      className={`btn btn-sm ${tone}`}
      disabled={bulk.running !== null}
      onClick={() => void bulk.run(action)}
    >
      {bulk.running === action ? BUSY[action] : label}
    </button>
  );
  if (!count)
    return rows > 1 ? (
      <div className="border-b border-slate-200 px-4 py-2 md:hidden">
        <button type="button" className="btn btn-secondary btn-sm" onClick={bulk.toggleAll}>
          Select all on this page
        </button>
      </div>
    ) : null;
  return (
    <div
      role="toolbar"
      aria-label="Bulk actions"
      className="sticky top-16 z-10 flex flex-wrap items-center gap-2 border-b border-brand-100 bg-brand-50 px-4 py-2.5"
    >
      <p className="mr-auto text-sm font-medium text-brand-800" aria-live="polite">
        {count} selected
      </p>
      {!bulk.all && (
        <button type="button" className="btn btn-sm btn-secondary md:hidden" onClick={bulk.toggleAll}>
          Select all
        </button>
      )}
      {hideable && button('hide', 'Hide')}
      {hideable && button('show', 'Show')}
      {button('delete', `Delete ${count}`, 'btn-danger')}
      <button type="button" className="btn btn-sm btn-secondary" onClick={bulk.clear}>
        Clear
      </button>
    </div>
  );
}
