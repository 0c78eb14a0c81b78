/** A stored image (a file name under /uploads) as a small square thumbnail. */
export function Thumbnail({ name, alt }: { name: string; alt: string }) {
  if (!name) return <div className="size-12 rounded bg-slate-100" aria-hidden="true" />;
  return (
    <a href={`/uploads/${encodeURIComponent(name)}`} target="_blank" rel="noreferrer" title="Open the full image">
      <img
        src={`/uploads/${encodeURIComponent(name)}`}
        alt={alt}
        loading="lazy"
        className="size-12 max-w-none rounded border border-slate-200 bg-slate-50 object-cover"
      />
    </a>
  );
}
