import { useId } from 'react';

interface Props {
  label: string;
  /** the first choice, which filters nothing ('All areas', 'Every status') */
  every: string;
  value: string;
  /** [value, text] pairs */
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  /** beside its label in a list's toolbar; without it, the label stands above */
  inline?: boolean;
}

/** A list's filter: one choice from a few, or every record. */
export function FilterSelect({ label, every, value, options, onChange, inline }: Props) {
  const id = useId();
  const select = (
    <select
      id={id}
      className={inline ? 'input min-h-0 w-auto max-w-48 py-1' : 'input'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{every}</option>
      {/* A filter a link opened the list with stays choosable. */}
      {value && !options.some(([v]) => v === value) && <option value={value}>{value}</option>}
      {options.map(([v, text]) => (
        <option key={v} value={v}>
          {text}
        </option>
      ))}
    </select>
  );
  return inline ? (
    <label htmlFor={id} className="flex items-center gap-2">
      {label}
      {select}
    </label>
  ) : (
    <label htmlFor={id} className="block text-sm">
      <span className="label">{label}</span>
      {select}
    </label>
  );
}
