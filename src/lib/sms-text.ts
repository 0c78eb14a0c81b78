// What an SMS costs, and how an English one stays cheap. A message whose every character is in the
// GSM 03.38 alphabet goes as 7-bit text: 160 characters alone, 153 a part when split (the extension
// characters ^ { } \ [ ~ ] | € take two). Any other character sends the whole message as UCS-2: 70
// alone, 67 a part. So one en dash from a date range ("10:00 AM – 2:00 PM") or a curly apostrophe
// makes an English message cost two or three SMS instead of one: gsmFolded() writes such
// typography as its plain GSM twin when that is all that stands in the way. Devanagari is UCS-2
// whatever happens and is left exactly as written.

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/** Typography with a plain GSM twin. */
const FOLD: Record<string, string> = {
  '\u2013': '-', // en dash
  '\u2014': '-', // em dash
  '\u2011': '-', // non-breaking hyphen
  '\u2212': '-', // minus sign
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2026': '...',
  '\u00a0': ' ', // no-break space
  '\u202f': ' ', // narrow no-break space
  '\u2022': '-', // bullet
};

const isGsm = (text: string) => [...text].every((c) => GSM_BASIC.has(c) || GSM_EXTENDED.has(c));

/** The text as a 7-bit GSM message when folding its typography makes it one; otherwise unchanged. */
export function gsmFolded(text: string): string {
  if (isGsm(text)) return text;
  const folded = [...text].map((c) => FOLD[c] ?? c).join('');
  return isGsm(folded) ? folded : text;
}

/** How many SMS the text is billed as. */
export function smsParts(text: string): number {
  if (isGsm(text)) {
    const units = [...text].reduce((n, c) => n + (GSM_EXTENDED.has(c) ? 2 : 1), 0);
    return units <= 160 ? 1 : Math.ceil(units / 153);
  }
  // UCS-2 counts UTF-16 code units, as JavaScript's length does.
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67);
}
