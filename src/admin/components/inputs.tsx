import type { ComponentType } from 'react';
import type { AdminRecord, FormField, FormValue, FormValues, InputKind, Mode } from '../resources/types.ts';
import { Choices, Select } from './ChoiceInput.tsx';
import { FeaturesEditor } from './FeaturesEditor.tsx';
import { ImageInput } from './ImageInput.tsx';
import { toNepalInput } from '../incidents/nepal-time.ts';

// Every input of the admin forms, by kind, in one map (as Payload's field components are): a form
// row looks its field's kind up here. A new kind of input is a component and an entry below.

/** What ties an input to its label, hint and error. */
interface InputAttrs {
  id: string;
  name: string;
  lang?: 'ne';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface InputProps {
  field: FormField;
  attrs: InputAttrs;
  value: FormValue;
  onChange: (value: FormValue) => void;
  mode: Mode;
  record?: AdminRecord;
  /** the whole form's values, and a way to set another field (the image sets the focal point) */
  values?: FormValues;
  setValue?: (name: string, value: FormValue) => void;
}

interface InputKindDef {
  Input: ComponentType<InputProps>;
  /** the value the form starts with: the record's when editing */
  initial: (field: FormField, record?: AdminRecord) => FormValue;
  /** its label: above it, naming it (`for`) or named by its group (`group`); or its own (`inline`) */
  label: 'for' | 'group' | 'inline';
  /** spans the form's two columns: always, or (`unpaired`) when it has no Nepali twin beside it */
  wide: boolean | 'unpaired';
}

const text = (v: FormValue) => String(v ?? '');
const initialText = (f: FormField, record?: AdminRecord) => (record?.[f.name] == null ? '' : String(record[f.name]));
const initialList = (f: FormField, record?: AdminRecord) =>
  Array.isArray(record?.[f.name]) ? (record[f.name] as unknown[]).map(String) : [];

function TextInput({ field, attrs, value, onChange }: InputProps) {
  const { kind } = field;
  return (
    <input
      {...attrs}
      type={kind}
      className="input"
      placeholder={field.placeholder}
      autoComplete={kind === 'password' ? 'new-password' : kind === 'email' ? 'off' : undefined}
      value={text(value)}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

const oneLine = { Input: TextInput, initial: initialText, label: 'for', wide: false } as const;

export const INPUTS: Record<InputKind, InputKindDef> = {
  text: oneLine,
  email: oneLine,
  // A password is never shown again: an edit starts empty (empty keeps the current one).
  password: { ...oneLine, initial: () => '' },
  textarea: {
    Input: ({ attrs, value, onChange }) => (
      <textarea {...attrs} rows={3} className="input" value={text(value)} onChange={(e) => onChange(e.target.value)} />
    ),
    initial: initialText,
    label: 'for',
    wide: 'unpaired',
  },
  checkbox: {
    Input: ({ field, attrs, value, onChange }) => (
      <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          {...attrs}
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-brand-600"
          checked={Boolean(value)}
          onChange={(e) => onChange(e.target.checked)}
        />
        {field.label}
      </label>
    ),
    initial: (f, record) => Boolean(record?.[f.name]),
    label: 'inline',
    wide: true,
  },
  select: {
    Input: ({ field, attrs, value, onChange }) => (
      <Select {...attrs} options={field.options ?? []} value={text(value)} onChange={onChange} />
    ),
    // A new record starts on the first option.
    initial: (f, record) => (record?.[f.name] == null ? (f.options?.[0]?.[0] ?? '') : String(record[f.name])),
    label: 'for',
    wide: false,
  },
  choices: {
    Input: ({ field, attrs, value, onChange }) => (
      <Choices
        {...attrs}
        labelledBy={`${attrs.id}-label`}
        options={field.options ?? []}
        value={(value as string[]) ?? []}
        onChange={onChange}
      />
    ),
    initial: initialList,
    label: 'group',
    wide: true,
  },
  features: {
    Input: ({ attrs, value, onChange }) => (
      <FeaturesEditor value={value as string[]} onChange={onChange} lang={attrs.lang} />
    ),
    initial: initialList,
    label: 'for',
    wide: true,
  },
  // A moment of a scheduled record (issue 31), typed in Nepal time whatever the browser's zone: the
  // value is the wall-clock time ('2026-10-05T06:00'), which the API reads as Nepal time.
  moment: {
    Input: ({ field, attrs, value, onChange }) => (
      <span className="flex gap-2">
        <input
          {...attrs}
          type="datetime-local"
          className="input"
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
        {text(value) !== '' && (
          <button
            type="button"
            className="btn btn-secondary btn-sm shrink-0"
            aria-label={`Clear ${field.label}`}
            onClick={() => onChange('')}
          >
            Clear
          </button>
        )}
      </span>
    ),
    initial: (f, record) => toNepalInput(record?.[f.name] == null ? '' : String(record[f.name])),
    label: 'for',
    wide: false,
  },
  image: {
    // Shows the record's image on an edit; a new file replaces it.
    Input: ({ field, attrs, value, onChange, mode, record, values, setValue }) => (
      <ImageInput
        name={field.name}
        label={field.label}
        file={value instanceof File ? value : null}
        current={mode === 'edit' ? String(record?.[field.name] ?? '') : undefined}
        // An optional image (the Nepali poster) may be removed: '' in the form's values until saved.
        removed={value === ''}
        onRemove={field.required === false ? (removed) => onChange(removed ? '' : null) : undefined}
        invalid={Boolean(attrs['aria-invalid'])}
        describedBy={attrs['aria-describedby']}
        onChange={onChange}
        focal={field.focal && values ? { x: text(values.focalX), y: text(values.focalY) } : undefined}
        onFocal={(x, y) => {
          setValue?.('focalX', x);
          setValue?.('focalY', y);
        }}
      />
    ),
    initial: () => null,
    label: 'group',
    wide: true,
  },
  hidden: { Input: () => null, initial: initialText, label: 'inline', wide: false },
};
