/** @jsxImportSource preact */

interface Props {
  id: string;
  label: string;
  /** read with the control, under its label */
  hint?: string;
  /** the id of the error shown for this control, when one is (the control is then marked invalid) */
  errorId?: string | false;
  value: string;
  onValue: (value: string) => void;
  /** the server's limit for this value */
  maxLength: number;
  /** a textarea of this many rows instead of one line */
  rows?: number;
  /** classes beside field-input */
  className?: string;
  name?: string;
  autoComplete?: string;
  inputMode?: 'numeric';
  required?: boolean;
}

/**
 * A labelled input (or textarea) with its hint under the label, the hint and the error read with
 * the control: the one shape of the sign-in, pay and tracking forms' inputs.
 */
export function Labelled({ id, label, hint, errorId, onValue, rows, className, ...rest }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const control = {
    ...rest,
    id,
    className: className ? `field-input ${className}` : 'field-input',
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': errorId ? true : undefined,
    onInput: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => onValue(e.currentTarget.value),
  };
  return (
    <>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {rows ? <textarea rows={rows} {...control} /> : <input {...control} />}
    </>
  );
}
