import { TICKET_CATEGORIES } from '../../lib/tickets.ts';
import { StatusTabs } from '../leads/StatusTabs.tsx';
import type { ToolbarProps } from '../resources/types.ts';

/** Above the ticket list: the leads' status tabs and export, then the category and overdue filters. */
export function TicketToolbar(props: ToolbarProps) {
  const { filter, onFilter } = props;
  const set = (field: string, value: string) => {
    const next = { ...filter };
    if (value) next[field] = value;
    else delete next[field];
    onFilter(next);
  };
  return (
    <div>
      <StatusTabs {...props} />
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-3 py-2 text-sm">
        <label className="flex items-center gap-2">
          Category
          <select
            className="input w-40 py-1"
            value={filter.category ?? ''}
            onChange={(e) => set('category', e.target.value)}
          >
            <option value="">Every category</option>
            {TICKET_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={filter.overdue === 'true'}
            onChange={(e) => set('overdue', e.target.checked ? 'true' : '')}
          />
          Overdue only
        </label>
      </div>
    </div>
  );
}
