import { useStore } from '@nanostores/react';
import { useState } from 'react';
import useSWR from 'swr';
import { toast } from 'react-toastify';
import { ApiError, apiFetch, fetcher } from '../lib/api.ts';
import { replaceInList } from '../lib/list-page.ts';
import { $auth } from '../lib/session.ts';
import { isRole } from '../../lib/roles.ts';
import { mayOpen } from '../../lib/api-access.ts';
import type { AdminRecord, Column, Resource } from '../resources/types.ts';

// Issue 30: whom a lead or ticket is assigned to, shown in the list and chosen in its details.

export interface Staff {
  _id: string;
  name: string;
  email: string;
  role?: string;
}

/** Every staff member, for the picker and the column (one request for the whole admin). */
export const useStaff = () => useSWR<Staff[]>('/api/users/staff', fetcher, { revalidateOnFocus: false });

/** The assignee's name; a user since removed reads as such rather than as an id. */
export function AssigneeName({ id }: { id: unknown }) {
  const { data } = useStaff();
  const { user } = useStore($auth);
  if (!id) return <span className="text-slate-400">—</span>;
  const person = data?.find((s) => s._id === id);
  const name = person ? person.name : data ? 'A removed user' : '…';
  return (
    <span data-testid="assignee">
      {name}
      {user?._id === id && <span className="ml-1 text-xs whitespace-nowrap text-slate-500">(you)</span>}
    </span>
  );
}

export const assigneeColumn: Column = {
  label: 'Assignee',
  render: (r) => <AssigneeName id={r.assignedTo} />,
};

/** In a lead's details: who it is assigned to, changed with one choice (the change goes in the notes). */
export function AssigneePicker({
  resource,
  record,
  onChanged,
}: {
  resource: Resource;
  record: AdminRecord;
  onChanged?: () => void;
}) {
  const { data: staff, error: staffError } = useStaff();
  const { user } = useStore($auth);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const current = typeof record.assignedTo === 'string' ? record.assignedTo : '';
  const id = `assignee-${record._id}`;
  // Only staff whose role opens this list (issue 42: no ticket for an editor); the server refuses the others.
  const part = resource.api.split('/')[2] ?? '';
  const offered = staff?.filter((s) => isRole(s.role) && mayOpen(s.role, part));
  const shown =
    current && staff && !offered?.some((s) => s._id === current) ? staff.find((s) => s._id === current) : undefined;

  async function assign(next: string) {
    setBusy(true);
    try {
      const updated = await apiFetch<AdminRecord>(`${resource.api}/${encodeURIComponent(record._id)}`, {
        method: 'PATCH',
        json: { assignedTo: next || null },
      });
      await replaceInList(resource.api, updated);
      onChanged?.();
      setError('');
      const name = staff?.find((s) => s._id === next)?.name;
      toast.success(name ? `Assigned to ${name}` : 'Unassigned');
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
        setError(err instanceof Error ? err.message : 'Could not change the assignee');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="py-3">
      <dt className="text-sm font-medium text-slate-500">
        <label htmlFor={id}>Assigned to</label>
      </dt>
      <dd className="mt-1 space-y-1">
        <select
          id={id}
          className="input w-full sm:w-64"
          value={current}
          disabled={busy || !staff}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => assign(e.target.value)}
        >
          <option value="">Nobody</option>
          {/* An assignee no longer among the users stays shown, so the choice is never silently lost. */}
          {current && staff && !staff.some((s) => s._id === current) && <option value={current}>A removed user</option>}
          {shown && <option value={current}>{shown.name}</option>}
          {offered?.map((s) => (
            <option key={s._id} value={s._id}>
              {s._id === user?._id ? `${s.name} (you)` : s.name}
            </option>
          ))}
        </select>
        {(error || staffError) && (
          <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
            {error || 'Could not load the staff list'}
          </p>
        )}
      </dd>
    </div>
  );
}
