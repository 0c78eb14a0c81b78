import useSWR from 'swr';
import { apiFetchPage } from '../lib/api.ts';
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
  const { data } = useSWR(lookup.api, (url: string) => apiFetchPage<Record<string, unknown>>(url));
  const options = (data?.records ?? []).map((r) => [String(r[lookup.value]), String(r[lookup.label])] as const);
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
