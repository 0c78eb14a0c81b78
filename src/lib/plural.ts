// English counts in running text ('1 session', '3 sessions'), through Intl.PluralRules rather than
// `count === 1 ? '' : 's'` at each place; numbers through Intl.NumberFormat (1,234). The visitors'
// Nepali counts are the catalogues' (src/i18n/).

const english = /* @__PURE__ */ new Intl.PluralRules('en-US');
const numbers = /* @__PURE__ */ new Intl.NumberFormat('en-US');

/** The word in its form for the count: `one` for 1, `other` (the word with an s, unless given) else. */
export const plural = (count: number, one: string, other = `${one}s`) =>
  english.select(count) === 'one' ? one : other;

/** A number as English text writes it, grouped by thousands: 12,500. */
export const formatNumber = (n: number) => numbers.format(n);

/** The count and its word: '1 session', '3 sessions', '1,204 records'. */
export const countOf = (count: number, one: string, other = `${one}s`) =>
  `${formatNumber(count)} ${plural(count, one, other)}`;
