import { RequiredMark } from './form-bits.tsx';
import {
  type FormField,
  type FormValue,
  type FormValues,
  hintFor,
  isRequired,
  type Mode,
  type AdminRecord,
} from '../resources/types.ts';
import { INPUTS } from './inputs.tsx';

interface Props {
  field: FormField;
  /** the form's other fields (a Nepali twin shares its English field's row) */
  fields: FormField[];
  /** the form's id prefix */
  idBase: string;
  mode: Mode;
  record?: AdminRecord;
  value: FormValue;
  error?: string;
  onChange: (value: FormValue) => void;
  /** the whole form's values and a way to set another field (an input that edits two) */
  values?: FormValues;
  setValue?: (name: string, value: FormValue) => void;
}

/** One field of a form: its label and required mark, its input (by kind, ./inputs.tsx), its hint and its error. */
export function FormRow({ field, fields, idBase, mode, record, value, error, onChange, values, setValue }: Props) {
  if (field.kind === 'hidden') return null;
  const { Input, label, wide } = INPUTS[field.kind];
  const id = `${idBase}-${field.name}`;
  const hint = hintFor(field, mode);
  const required = isRequired(field, mode);
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  // An English field and its Nepali twin share a row, so the editor writes one beside the other.
  const hasTwin = fields.some((g) => g.nepaliOf === field.name);
  const paired = hasTwin || Boolean(field.nepaliOf);
  const spans = wide === 'unpaired' ? !paired : wide;
  const attrs = {
    id,
    name: field.name,
    lang: field.nepaliOf ? ('ne' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  return (
    <div className={spans ? 'sm:col-span-2' : hasTwin ? 'sm:col-start-1' : undefined}>
      {label !== 'inline' && (
        <label htmlFor={label === 'for' ? id : undefined} id={`${id}-label`} className="label">
          {field.label}
          {required && <RequiredMark />}
        </label>
      )}
      <Input
        field={field}
        attrs={attrs}
        value={value}
        onChange={onChange}
        mode={mode}
        record={record}
        values={values}
        setValue={setValue}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
