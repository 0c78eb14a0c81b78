import useSWR from 'swr';
import { fetcher } from '../lib/api.ts';
import type { FormField, FormValue } from '../resources/types.ts';

interface Props {
  field: FormField;
  attrs: { id: string; name: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  value: string;
  onChange: (value: FormValue) => void;
}

/**
 * A select of another list's records (a customer's coverage area or plan), read once from its API;
 * 'None' first. A stored value the list no longer has stays shown, so a save never changes it unseen.
 */
export function LookupSelect({ field, attrs, value, onChange }: Props) {
  const lookup = field.lookup!;
  // The same key and fetcher as the screen's other reads of the list (its filters), so it is read once.
  const { data } = useSWR<Record<string, unknown>[]>(lookup.api, fetcher);
  const options = (data ?? []).map((r) => [String(r[lookup.value]), String(r[lookup.label])] as const);
  const known = value === '' || options.some(([v]) => v === value);
  return (
    <select {...attrs} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">None</option>
      {!known && <option value={value}>{value}</option>}
      {options.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </select>
  );
}
