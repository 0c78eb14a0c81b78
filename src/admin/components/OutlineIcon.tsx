/** A 24×24 outline icon of one stroked path: the sidebar's sections, the menu button, the CSV export. */
export function OutlineIcon({ d, className, width = '1.8' }: { d: string; className: string; width?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
