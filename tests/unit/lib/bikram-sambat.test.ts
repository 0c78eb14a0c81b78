import { describe, expect, it } from 'vitest';
import { fromBikramSambat, LAST_YEAR, toBikramSambat } from '../../../src/lib/bikram-sambat.ts';

// Known days: BS date → AD date. Where each comes from:
//  - New Year (1 Baishakh) 2080–2083 and the festival days as the Nepal Panchanga Nirnayak Samiti's
//    calendar gave them and the press reported them (Vijaya Dashami, Bhai Tika, Maghe Sankranti,
//    Constitution Day on Asoj 3); 2083's from its published calendar (Dashami on Kartik 4, Tihar on
//    Kartik 21–25; Laxmi Puja 8 Nov 2026);
//  - the days either side of month and year ends, which the table alone decides;
//  - 1 Baishakh 2084–2090: not published yet; every BS table we compared (nepali-datetime,
//    nepali-date-converter, bikram-sambat) gives the same mid-April days, whatever it says of the
//    months between.
const KNOWN: [string, string, string][] = [
  ['2080-01-01', '2023-04-14', 'New Year 2080'],
  ['2080-06-03', '2023-09-20', 'Constitution Day 2080'],
  ['2080-07-07', '2023-10-24', 'Vijaya Dashami 2080'],
  ['2080-07-29', '2023-11-15', 'Bhai Tika 2080'],
  ['2080-10-01', '2024-01-15', 'Maghe Sankranti 2080'],
  ['2080-12-30', '2024-04-12', 'the last day of 2080'],
  ['2081-01-01', '2024-04-13', 'New Year 2081'],
  ['2081-06-26', '2024-10-12', 'Vijaya Dashami 2081'],
  ['2081-07-18', '2024-11-03', 'Bhai Tika 2081'],
  ['2081-10-01', '2025-01-14', 'Maghe Sankranti 2081'],
  ['2082-01-01', '2025-04-14', 'New Year 2082'],
  ['2082-06-16', '2025-10-02', 'Vijaya Dashami 2082'],
  ['2082-07-07', '2025-10-23', 'Bhai Tika 2082'],
  ['2082-12-30', '2026-04-13', 'the last day of 2082'],
  ['2083-01-01', '2026-04-14', 'New Year 2083'],
  ['2083-06-25', '2026-10-11', 'Ghatasthapana 2083'],
  ['2083-07-04', '2026-10-20', 'Vijaya Dashami 2083'],
  ['2083-07-23', '2026-11-08', 'Laxmi Puja 2083'],
  ['2083-07-25', '2026-11-10', 'Bhai Tika 2083'],
  ['2083-07-30', '2026-11-15', 'the last day of Kartik 2083'],
  ['2083-08-01', '2026-11-16', '1 Mangsir 2083'],
  ['2083-08-13', '2026-11-28', 'the issue’s example'],
  ['2083-12-30', '2027-04-13', 'the last day of 2083'],
  ['2084-01-01', '2027-04-14', 'New Year 2084'],
  ['2085-01-01', '2028-04-13', 'New Year 2085'],
  ['2086-01-01', '2029-04-14', 'New Year 2086'],
  ['2087-01-01', '2030-04-14', 'New Year 2087'],
  ['2088-01-01', '2031-04-15', 'New Year 2088'],
  ['2089-01-01', '2032-04-14', 'New Year 2089'],
  ['2090-01-01', '2033-04-14', 'New Year 2090'],
];

const split = (date: string) => date.split('-').map(Number) as [number, number, number];

describe('Bikram Sambat conversion', () => {
  it.each(KNOWN)('%s BS is %s AD (%s)', (bs, ad) => {
    const [year, month, day] = split(bs);
    expect(toBikramSambat(...split(ad))).toEqual({ year, month, day });
    const back = fromBikramSambat({ year, month, day });
    expect(back).toEqual({ year: split(ad)[0], month: split(ad)[1], day: split(ad)[2] });
  });

  it('counts every day of the table once, in order, and back', () => {
    let previous = toBikramSambat(2013, 4, 14);
    expect(previous).toEqual({ year: 2070, month: 1, day: 1 });
    for (let time = Date.UTC(2013, 3, 15); ; time += 86_400_000) {
      const d = new Date(time);
      const bs = toBikramSambat(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
      if (!bs) break;
      const next = previous!.day + 1;
      const sameMonth = bs.year === previous!.year && bs.month === previous!.month && bs.day === next;
      const newMonth =
        bs.day === 1 && (bs.month === previous!.month + 1 || (bs.month === 1 && bs.year === previous!.year + 1));
      expect(sameMonth || newMonth, JSON.stringify([previous, bs])).toBe(true);
      // Months are 29 to 32 days long.
      if (newMonth) expect(previous!.day).toBeGreaterThanOrEqual(29);
      expect(fromBikramSambat(bs)).toEqual({
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        day: d.getUTCDate(),
      });
      previous = bs;
    }
    expect(previous).toMatchObject({ year: LAST_YEAR, month: 12 });
  });

  it('answers null outside its table', () => {
    expect(toBikramSambat(2013, 4, 13)).toBeNull();
    expect(toBikramSambat(2040, 1, 1)).toBeNull();
    expect(fromBikramSambat({ year: 2069, month: 12, day: 30 })).toBeNull();
    expect(fromBikramSambat({ year: 2083, month: 8, day: 31 })).toBeNull();
  });
});
