import type { ReactNode } from 'react';

/** The list's search field (`busy` while the server looks), with room for more controls beside it. */
export function SearchBox({ value, onChange, label, busy = false, children }: { value: string; onChange: (v: string) => void; label: string; busy?: boolean; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
      <input type="search" className="input min-w-0 flex-1 sm:max-w-xs" placeholder={`${label}…`} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />
      {busy && <span className="size-4 shrink-0 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" aria-hidden="true" />}
      {children}
    </div>
  );
}
