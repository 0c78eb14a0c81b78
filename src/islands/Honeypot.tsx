/** @jsxImportSource preact */
import { HONEYPOT_FIELD } from '../lib/constants.ts';

/**
 * A field people never see or reach, that form-filling bots do fill: the API answers such a
 * submission as accepted and stores nothing.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The payload with the honeypot's value, when something filled it in. */
export function withHoneypot<T extends object>(form: HTMLFormElement, payload: T): T {
  const trap = (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? '';
  return trap ? { ...payload, [HONEYPOT_FIELD]: trap } : payload;
}
