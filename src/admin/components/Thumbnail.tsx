/** A stored image (a file name under /uploads) as a small square thumbnail. */
export function Thumbnail({ name, alt }: { name: string; alt: string }) {
  // A record without an image (a notice of text only).
  if (!name)
    return (
      <div className="flex size-12 items-center justify-center rounded bg-slate-100 text-xs font-medium text-slate-500">
        Text
      </div>
    );
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
