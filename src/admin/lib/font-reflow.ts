// Chromium keeps the text of an <input> as it first laid it out when the web font it needs arrives
// later: Nepali in the first field shown before Noto Sans Devanagari had loaded stayed boxes on a
// device without a Devanagari font, though every later field was drawn. Each time fonts finish
// loading, every field holding Devanagari gets its text set again (the same value, the caret kept),
// which lays it out in the font now there. React sees no change: no event is sent.

const DEVANAGARI = /[\u0900-\u097F]/;

export function redrawFieldsWhenFontsLoad() {
  document.fonts?.addEventListener('loadingdone', () => {
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (!DEVANAGARI.test(field.value)) continue;
      const { value, selectionStart, selectionEnd } = field;
      field.value = '';
      field.value = value;
      if (document.activeElement === field) field.setSelectionRange(selectionStart, selectionEnd);
    }
  });
}
