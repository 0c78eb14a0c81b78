/** The list's search field. */
export function SearchBox({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <div className="border-b border-slate-200 px-4 py-3">
      <input type="search" className="input sm:max-w-xs" placeholder={`${label}…`} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
