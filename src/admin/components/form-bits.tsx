/** Under the sign-in and invitation cards: the way back to the public site. */
export function BackToWebsite() {
  return (
    <p className="mt-4 text-center text-xs text-slate-600">
      <a href="/" className="hover:text-slate-900 hover:underline">
        ← Back to the website
      </a>
    </p>
  );
}

/** The star beside a required field's label (the field itself says aria-required). */
export function RequiredMark() {
  return (
    <span className="text-red-600" aria-hidden="true">
      {' '}
      *
    </span>
  );
}
