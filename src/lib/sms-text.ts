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

/**
 * How many SMS the text is billed as. A long message is cut into parts of 153 GSM units (67 UCS-2
 * ones), and a cut never splits an extension character's escape pair or a UTF-16 surrogate pair:
 * such a character that would straddle the cut starts the next part.
 */
export function smsParts(text: string): number {
  const gsm = isGsm(text);
  const [single, part] = gsm ? [160, 153] : [70, 67];
  const sizes = [...text].map((c) => (gsm ? (GSM_EXTENDED.has(c) ? 2 : 1) : c.length));
  if (sizes.reduce((n, size) => n + size, 0) <= single) return 1;
  let parts = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return parts;
}
