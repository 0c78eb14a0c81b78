// The form inputs of a field with set values: one of them (a select) or several (checkboxes).

type Options = readonly (readonly [string, string])[];
interface Common {
  id: string;
  name: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export function Select({
  options,
  value,
  onChange,
  ...common
}: Common & { options: Options; value: string; onChange: (value: string) => void }) {
  return (
    <select {...common} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </select>
  );
}

/** A group of checkboxes; the value keeps the options' order whatever order they were ticked in. */
export function Choices({
  options,
  value,
  onChange,
  labelledBy,
  id,
  name,
  ...aria
}: Common & { labelledBy: string; options: Options; value: string[]; onChange: (value: string[]) => void }) {
  const toggle = (option: string, on: boolean) =>
    onChange(options.map(([v]) => v).filter((v) => (v === option ? on : value.includes(v))));
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={labelledBy}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
      className="mt-1 flex flex-wrap gap-2"
    >
      {options.map(([v, label]) => (
        <label
          key={v}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
        >
          <input
            type="checkbox"
            name={name}
            value={v}
            className="size-4 rounded border-slate-300 accent-brand-600"
            checked={value.includes(v)}
            onChange={(e) => toggle(v, e.target.checked)}
          />
          {label}
        </label>
      ))}
    </div>
  );
}
