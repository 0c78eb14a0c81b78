import { useState } from 'react';
import { CUSTOMER_STATUSES } from '../../lib/schemas/customer.ts';
import { useMayUse } from '../lib/role.ts';
import type { ToolbarProps } from '../resources/types.ts';
import { useAreas } from '../tickets/TicketIncident.tsx';
import { FilterSelect } from '../components/FilterSelect.tsx';
import { CustomerImport } from './CustomerImport.tsx';
import { STATUS_WORDS, usePlans } from './words.ts';

/** Above the customers: filters by status, area and plan; for admins, the CSV import. */
export function CustomerToolbar({ resource, filter, onFilter }: ToolbarProps) {
  const { data: areas } = useAreas();
  const { data: plans } = usePlans();
  const mayImport = useMayUse('customerImport');
  const [importing, setImporting] = useState(false);
  const set = (field: string, value: string) => {
    const next = { ...filter };
    if (value) next[field] = value;
    else delete next[field];
    onFilter(next);
  };
  const choice = (field: string, label: string, every: string, options: [string, string][]) => (
    <FilterSelect
      inline
      label={label}
      every={every}
      value={filter[field] ?? ''}
      options={options}
      onChange={(value) => set(field, value)}
    />
  );
  return (
    <div className="border-b border-slate-200">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 text-sm text-slate-700">
        {choice(
          'status',
          'Status',
          'Every status',
          CUSTOMER_STATUSES.map((s) => [s, STATUS_WORDS[s]]),
        )}
        {choice(
          'area',
          'Area',
          'Every area',
          (areas ?? []).map((a) => [a.name, a.name]),
        )}
        {choice(
          'planId',
          'Plan',
          'Every plan',
          (plans ?? []).map((p) => [p._id, p.name]),
        )}
        {mayImport && !importing && (
          <button type="button" className="btn btn-secondary btn-sm ml-auto" onClick={() => setImporting(true)}>
            Import CSV
          </button>
        )}
      </div>
      {importing && <CustomerImport resource={resource} onClose={() => setImporting(false)} />}
    </div>
  );
}
