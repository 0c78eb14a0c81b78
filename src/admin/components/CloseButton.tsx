/** The ✕ that closes a form, a dialog, the menu or a report: its label says what it closes. */
export function CloseButton({
  label,
  onClick,
  className = 'rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-600',
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      ✕
    </button>
  );
}
