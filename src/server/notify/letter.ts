/**
 * A customer email's body as a letter: Nepali business mail opens with नमस्ते and closes with
 * the company's name (issue 44, review P41). English emails keep going straight to the point.
 */
export const letter = (lang: string, isp: string, lines: string[]): string[] =>
  lang === 'ne' ? ['नमस्ते,', '', ...lines, '', 'धन्यवाद,', `${isp} ग्राहक सेवा`] : lines;
