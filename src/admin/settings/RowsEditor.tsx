import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormRow } from '../components/FormRow.tsx';
import { formFields } from '../resources/form-fields.ts';
import type { FormValue } from '../resources/types.ts';

export type Row = Record<string, string>;

interface Props {
  /** the list's key in the settings ('offices'), its fields' id and error prefix */
  name: string;
  label: string;
  /** what one row is called: 'Add an office', 'Office 2' */
  word: string;
  row: z.ZodObject;
  min: number;
  max: number;
  rows: Row[];
  errors: Record<string, string>;
  onChange: (rows: Row[]) => void;
  /** what a new row starts with */
  blank: Row;
  /** how a row will look on the site (a payment partner's badge), beside its heading */
  preview?: (row: Row) => ReactNode;
  /** what staff read for a choice's value (a service's icon) */
  words?: Record<string, string>;
}

/**
 * A list of the settings (offices, office hours, social links…): each row the row schema's
 * fields as the other admin forms show them (./FormRow), with Move up, Move down and Remove, and
 * Add below, within the list's limits.
 */
export function RowsEditor({ name, label, word, row, min, max, rows, errors, onChange, blank, preview, words }: Props) {
  const fields = formFields(row, { words });
  // Rows of three short fields and no Nepali twins (a payment partner) take one line on a wide screen.
  const columns = fields.length === 3 && !fields.some((f) => f.nepaliOf) ? 'sm:grid-cols-3' : 'sm:grid-cols-2';
  const set = (i: number, field: string, value: FormValue) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [field]: String(value ?? '') } : r)));
  const move = (i: number, by: number) => {
    const next = [...rows];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    onChange(next);
  };
  const Word = word.charAt(0).toUpperCase() + word.slice(1);
  return (
    <fieldset className="space-y-4" aria-describedby={errors[name] ? `settings-${name}-error` : undefined}>
      <legend className="sr-only">{label}</legend>
      {rows.map((r, i) => (
        <div key={i} className="rounded-lg border border-slate-200 bg-slate-50/60 p-4" data-testid={`${name}-row`}>
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <h3 className="text-sm font-semibold text-slate-800">
              {Word} {i + 1}
            </h3>
            <span className="mr-auto">{preview?.(r)}</span>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={i === 0}
              onClick={() => move(i, -1)}
              aria-label={`Move ${word} ${i + 1} up`}
            >
              ↑
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={i === rows.length - 1}
              onClick={() => move(i, 1)}
              aria-label={`Move ${word} ${i + 1} down`}
            >
              ↓
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={rows.length <= min}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              Remove
              <span className="sr-only">
                {' '}
                {word} {i + 1}
              </span>
            </button>
          </div>
          <div className={`grid gap-4 ${columns}`}>
            {fields.map((f) => (
              <FormRow
                key={f.name}
                field={f}
                fields={fields}
                idBase={`settings-${name}-${i}`}
                mode="edit"
                value={r[f.name] ?? ''}
                error={errors[`${name}.${i}.${f.name}`]}
                onChange={(v) => set(i, f.name, v)}
              />
            ))}
          </div>
        </div>
      ))}
      {errors[name] && (
        <p id={`settings-${name}-error`} role="alert" className="field-error">
          {errors[name]}
        </p>
      )}
      {rows.length < max && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange([...rows, { ...blank }])}>
          + Add {/^[aeiou]/.test(word) ? 'an' : 'a'} {word}
        </button>
      )}
    </fieldset>
  );
}
