import type { ReactNode } from 'react';

/** The list's search field (a spinner while the server looks), with room for more controls beside it. */
export function SearchBox({
  value,
  onChange,
  label,
  busy = false,
  children,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
      <div className="relative basis-full sm:basis-80">
        <input
          type="search"
          className="input pr-9"
          placeholder={`${label}…`}
          aria-label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        {busy && (
          <span
            className="absolute top-1/2 right-9 size-4 -translate-y-1/2 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
            aria-hidden="true"
          />
        )}
      </div>
      {children}
    </div>
  );
}
