/**
 * A public form's confirmation (the ticket number, "you are on the waiting list", …), as a ref:
 * once it appears it is scrolled to the middle of the screen and takes the focus, so a phone shows
 * it rather than the footer a taller form left in view, and a screen reader reads it (issue 42).
 * The element needs tabIndex={-1}; a stable function, so it runs once per confirmation shown.
 */
export function showConfirmation(el: HTMLElement | null) {
  if (!el) return;
  el.scrollIntoView({ block: 'center' });
  el.focus({ preventScroll: true });
}
