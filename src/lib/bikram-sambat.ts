// Bikram Sambat (BS), Nepal's official calendar. Its month lengths follow the sun's entry into each
// sign, so they are read from a table, not computed: the Nepal Panchanga Nirnayak Samiti publishes
// each year's calendar a few months before it starts. Years 2070–2083 are the published ones
// (2082 and 2083 as corrected after publication: Ashwin 30 days, Mangsir 30; the festival dates
// of 2083, Vijaya Dashami on Kartik 4 = 20 Oct 2026 and Laxmi Puja on Kartik 23 = 8 Nov 2026,
// agree); 2084–2090 are the projections of the nepali-datetime library's table (amitgaru2),
// to be checked against each year's calendar when the Samiti publishes it.
// tests/unit/lib/bikram-sambat.test.ts holds the dates the table is checked against.

/** The first year of the table, and its 1 Baishakh as a UTC day (14 April 2013). */
const FIRST_YEAR = 2070;
const FIRST_DAY = Date.UTC(2013, 3, 14) / 86_400_000;

/** Each year's twelve months, Baishakh to Chaitra, as their length minus 29 (one digit each). */
const YEARS = [
  '222322011011', // 2070: 31 31 31 32 31 31 29 30 30 29 30 30
  '223222101011', // 2071: 31 31 32 31 31 31 30 29 30 29 30 30
  '232321101011', // 2072: 31 32 31 32 31 30 30 29 30 29 30 30
  '232321110012', // 2073: 31 32 31 32 31 30 30 30 29 29 30 31
  '222322101011', // 2074: 31 31 31 32 31 31 30 29 30 29 30 30
  '223222101011', // 2075: 31 31 32 31 31 31 30 29 30 29 30 30
  '232321110011', // 2076: 31 32 31 32 31 30 30 30 29 29 30 30
  '232321110102', // 2077: 31 32 31 32 31 30 30 30 29 30 29 31
  '222322101011', // 2078: 31 31 31 32 31 31 30 29 30 29 30 30
  '223222101011', // 2079: 31 31 32 31 31 31 30 29 30 29 30 30
  '232321110011', // 2080: 31 32 31 32 31 30 30 30 29 29 30 30
  '232321110102', // 2081: 31 32 31 32 31 30 30 30 29 30 29 31
  '223221110111', // 2082: 31 31 32 31 31 30 30 30 29 30 30 30
  '223221110111', // 2083: 31 31 32 31 31 30 30 30 29 30 30 30
  '223221110111', // 2084: 31 31 32 31 31 30 30 30 29 30 30 30
  '232312110111', // 2085: 31 32 31 32 30 31 30 30 29 30 30 30
  '132321110111', // 2086: 30 32 31 32 31 30 30 30 29 30 30 30
  '223222101111', // 2087: 31 31 32 31 31 31 30 29 30 30 30 30
  '123312110111', // 2088: 30 31 32 32 30 31 30 30 29 30 30 30
  '132321110111', // 2089: 30 32 31 32 31 30 30 30 29 30 30 30
  '132321110111', // 2090: 30 32 31 32 31 30 30 30 29 30 30 30
].join('');

export const LAST_YEAR = FIRST_YEAR + YEARS.length / 12 - 1;

const monthLength = (yearIndex: number, month: number) => 29 + Number(YEARS[yearIndex * 12 + month]);

/** A date of the Bikram Sambat calendar: month 1 is Baishakh, 12 Chaitra. */
export interface BsDate {
  year: number;
  month: number;
  day: number;
}

/**
 * The BS date of a Gregorian calendar day (month 1 = January), or null outside the table
 * (before 1 Baishakh 2070 = 14 April 2013, after Chaitra 2090).
 */
export function toBikramSambat(year: number, month: number, day: number): BsDate | null {
  let days = Date.UTC(year, month - 1, day) / 86_400_000 - FIRST_DAY;
  if (days < 0) return null;
  for (let y = 0; y <= LAST_YEAR - FIRST_YEAR; y++)
    for (let m = 0; m < 12; m++) {
      const length = monthLength(y, m);
      if (days < length) return { year: FIRST_YEAR + y, month: m + 1, day: days + 1 };
      days -= length;
    }
  return null;
}

/** The Gregorian date of a BS date (for checking the table), or null outside it. */
export function fromBikramSambat({ year, month, day }: BsDate): { year: number; month: number; day: number } | null {
  const y = year - FIRST_YEAR;
  if (y < 0 || year > LAST_YEAR || month < 1 || month > 12 || day < 1 || day > monthLength(y, month - 1)) return null;
  let days = FIRST_DAY + day - 1;
  for (let i = 0; i < y * 12 + month - 1; i++) days += monthLength(Math.floor(i / 12), i % 12);
  const date = new Date(days * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
