// Chromium keeps text it laid out before the web font it needs arrived in the fallback font it chose
// then: on a device without a Devanagari font, Nepali shown before Noto Sans Devanagari had loaded
// stayed boxes, in the fields (the first one shown) and in the lists (a contact message's name and
// subject at 14 px, while its message at 12 px, laid out after the load, was drawn). The fonts of a
// size and weight are looked up again only for a style Chromium has not seen, so each time fonts
// finish loading the page is given a font-feature-settings it has not had: "kern" once more, which
// is on by default and changes no glyph. Fields also get their text set again (the same value, the
// caret kept), which lays them out in the font now there. React sees no change: no event is sent.

const DEVANAGARI = /[\u0900-\u097F]/;

/** A font-feature-settings value the page has not had, that draws as the default does. */
export const freshFeatures = (round: number) => Array.from({ length: round }, () => '"kern" 1').join(', ');

export function redrawWhenFontsLoad() {
  let round = 0;
  document.fonts?.addEventListener('loadingdone', () => {
    round += 1;
    document.documentElement.style.fontFeatureSettings = freshFeatures(round);
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (!DEVANAGARI.test(field.value)) continue;
      const { value, selectionStart, selectionEnd } = field;
      field.value = '';
      field.value = value;
      if (document.activeElement === field) field.setSelectionRange(selectionStart, selectionEnd);
    }
  });
}
