/** @jsxImportSource preact */

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (name: string, value: string) => void;
  error?: string;
  /** enforced: the form will not send without it */
  required?: boolean;
  /** shown with an asterisk like a required field, but not enforced (spec §5) */
  markedRequired?: boolean;
  type?: 'text' | 'tel' | 'email';
  multiline?: boolean;
  autoComplete?: string;
  placeholder?: string;
  className?: string;
  idPrefix?: string;
  /** the server's limit for this field (src/lib/field-limits.ts) */
  maxLength?: number;
}

/** A labelled input or textarea with its error message wired for assistive technology. */
export function Field({
  name,
  label,
  value,
  onChange,
  error,
  required,
  markedRequired,
  type = 'text',
  multiline,
  autoComplete,
  placeholder,
  className = '',
  idPrefix = 'f',
  maxLength,
}: Props) {
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    placeholder,
    autoComplete,
    maxLength,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: 'field-input',
    // Preact's onChange is the DOM's change event (on leaving the field); input is each keystroke.
    onInput: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => onChange(name, e.currentTarget.value),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {(required || markedRequired) && (
          <span className="req" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {multiline ? <textarea rows={4} {...common} /> : <input type={type} {...common} />}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** What every field of one form shares: the form names only what differs (type, autocomplete, layout). */
interface FieldSource<L, V> {
  idPrefix: string;
  labels: L;
  values: V;
  errors: Record<string, string>;
  /** the server's limits (src/lib/visitor-fields.ts maxLengthsOf) */
  limits: Record<string, number>;
  onChange: (name: string, value: string) => void;
}

/** A form's fields by name: `<Field {...field('email')} type="email" />` gets its id, label, value, error and limit. */
export const fieldsOf =
  <L extends Record<string, string>, V extends Record<string, string>>({
    idPrefix,
    labels,
    values,
    errors,
    limits,
    onChange,
  }: FieldSource<L, V>) =>
  (name: keyof L & keyof V & string) => ({
    idPrefix,
    name,
    label: labels[name],
    value: values[name],
    error: errors[name],
    maxLength: limits[name],
    onChange,
  });
