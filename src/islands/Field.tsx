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
