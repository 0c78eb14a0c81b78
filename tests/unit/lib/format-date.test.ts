import { describe, expect, it } from 'vitest';
import { formatSpan, formatWhen, unbroken } from '../../../src/lib/format-date.ts';

/** An instant given in Nepal time. */
const npt = (local: string) => new Date(`${local}:00+05:45`).toISOString();

describe('formatWhen in English', () => {
  it('writes what every English page and email wrote before (Intl en-GB, Nepal time)', () => {
    const before = (iso: string) =>
      new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Kathmandu', dateStyle: 'medium', timeStyle: 'short' });
    for (let month = 0; month < 12; month++)
      for (const hour of [0, 5, 12, 18, 23]) {
        const iso = new Date(Date.UTC(2026, month, 1 + month * 2, hour, month * 5)).toISOString();
        expect(formatWhen('en', iso)).toBe(before(iso));
      }
    expect(formatWhen('en', npt('2026-11-26T16:05'))).toBe('26 Nov 2026, 16:05');
  });

  it('writes nothing for no date or a bad one', () => {
    expect(formatWhen('en', undefined)).toBe('');
    expect(formatWhen('ne', 'not a date')).toBe('');
  });
});

describe('formatWhen in Nepali', () => {
  it('writes the BS date, the AD date beside it, and the time of day', () => {
    expect(formatWhen('ne', npt('2026-11-28T04:32'))).toBe('मंसिर १३, २०८३ (२८ नोभेम्बर २०२६), बिहान ४:३२');
    expect(formatWhen('ne', npt('2026-11-28T18:00'))).toBe('मंसिर १३, २०८३ (२८ नोभेम्बर २०२६), बेलुका ६ बजे');
    expect(formatWhen('ne', npt('2026-04-14T12:00'))).toBe('बैशाख १, २०८३ (१४ अप्रिल २०२६), दिउँसो १२ बजे');
    expect(formatWhen('ne', npt('2027-04-13T09:15'))).toBe('चैत ३०, २०८३ (१३ अप्रिल २०२७), बिहान ९:१५');
  });

  it('is the same whatever zone the machine is in (Nepal time, UTC+5:45)', () => {
    // 22:30 UTC on the 27th is 04:15 on the 28th in Nepal.
    expect(formatWhen('ne', '2026-11-27T22:30:00.000Z')).toBe('मंसिर १३, २०८३ (२८ नोभेम्बर २०२६), बिहान ४:१५');
  });

  it.each([
    ['04:00', 'बिहान ४ बजे'],
    ['11:59', 'बिहान ११:५९'],
    ['12:00', 'दिउँसो १२ बजे'],
    ['16:59', 'दिउँसो ४:५९'],
    ['17:00', 'बेलुका ५ बजे'],
    ['19:59', 'बेलुका ७:५९'],
    ['20:00', 'राति ८ बजे'],
    ['23:59', 'राति ११:५९'],
  ])('names %s as %s', (clock, words) => {
    expect(formatWhen('ne', npt(`2026-11-28T${clock}`))).toBe(`मंसिर १३, २०८३ (२८ नोभेम्बर २०२६), ${words}`);
  });

  it('writes a time after midnight on the evening before, and names the night', () => {
    // 00:00 on Wednesday 2 December: the night between Tuesday the 1st and Wednesday.
    expect(formatWhen('ne', npt('2026-12-02T00:00'))).toBe(
      'मंसिर १६, २०८३ (१ डिसेम्बर २०२६), मङ्गलबार राति १२ बजे (बुधबार लाग्ने रात)',
    );
    expect(formatWhen('ne', npt('2026-12-02T03:59'))).toBe(
      'मंसिर १६, २०८३ (१ डिसेम्बर २०२६), मङ्गलबार राति ३:५९ (बुधबार लाग्ने रात)',
    );
    // Across a month and a year: 00:30 on 1 Baishakh 2084 is still the night of Chaitra 30.
    expect(formatWhen('ne', npt('2027-04-14T00:30'))).toBe(
      'चैत ३०, २०८३ (१३ अप्रिल २०२७), मङ्गलबार राति १२:३० (बुधबार लाग्ने रात)',
    );
  });

  it('has no Latin letters or digits', () => {
    for (let hour = 0; hour < 24; hour++)
      expect(formatWhen('ne', npt(`2026-09-05T${String(hour).padStart(2, '0')}:07`))).not.toMatch(/[A-Za-z0-9]/);
  });

  it('writes the AD date alone outside the BS table', () => {
    expect(formatWhen('ne', npt('2012-01-10T10:00'))).toBe('१० जनवरी २०१२, बिहान १० बजे');
  });
});

describe('formatSpan', () => {
  it('writes an English window on one day with its date once, and over two days with both', () => {
    expect(formatSpan('en', npt('2026-12-02T00:00'), npt('2026-12-02T02:00'))).toBe('2 Dec 2026, 00:00 – 02:00');
    expect(formatSpan('en', npt('2026-12-02T22:00'), npt('2026-12-03T02:00'))).toBe(
      '2 Dec 2026, 22:00 – 3 Dec 2026, 02:00',
    );
    expect(formatSpan('en', npt('2026-12-02T00:00'))).toBe('2 Dec 2026, 00:00');
  });

  it('writes a midnight window as the night it is (review P3)', () => {
    expect(formatSpan('ne', npt('2026-12-02T00:00'), npt('2026-12-02T02:00'))).toBe(
      'मंसिर १६, २०८३ (१ डिसेम्बर २०२६), मङ्गलबार राति १२ बजेदेखि २ बजेसम्म (बुधबार लाग्ने रात)',
    );
  });

  it('writes one day once, from … to …', () => {
    expect(formatSpan('ne', npt('2026-11-28T04:34'), npt('2026-11-28T04:35'))).toBe(
      'मंसिर १३, २०८३ (२८ नोभेम्बर २०२६), बिहान ४:३४देखि ४:३५सम्म',
    );
    expect(formatSpan('ne', npt('2026-11-28T10:00'), npt('2026-11-28T14:30'))).toBe(
      'मंसिर १३, २०८३ (२८ नोभेम्बर २०२६), बिहान १० बजेदेखि दिउँसो २:३०सम्म',
    );
    expect(formatSpan('ne', npt('2026-11-28T22:00'), npt('2026-11-29T01:00'))).toBe(
      'मंसिर १३, २०८३ (२८ नोभेम्बर २०२६), शनिबार राति १० बजेदेखि १ बजेसम्म (आइतबार लाग्ने रात)',
    );
  });

  it('names the next morning by its weekday, and a later day in full', () => {
    expect(formatSpan('ne', npt('2026-12-05T02:00'), npt('2026-12-05T04:00'))).toBe(
      'मंसिर १९, २०८३ (४ डिसेम्बर २०२६), शुक्रबार राति २ बजे (शनिबार लाग्ने रात) देखि शनिबार बिहान ४ बजेसम्म',
    );
    expect(formatSpan('ne', npt('2026-11-28T10:00'), npt('2026-11-29T18:00'))).toBe(
      'मंसिर १३, २०८३ (२८ नोभेम्बर २०२६), बिहान १० बजेदेखि मंसिर १४, २०८३ (२९ नोभेम्बर २०२६), बेलुका ६ बजेसम्म',
    );
  });
});

describe('unbroken', () => {
  it('lets a phone break a Nepali moment only before its AD date and after the comma that closes it', () => {
    const nbsp = (text: string) => unbroken(text).replace(/\u00a0/g, '_');
    expect(nbsp(formatWhen('ne', '2026-10-05T04:15:00Z'))).toBe('असोज_१९,_२०८३ (५_अक्टोबर_२०२६), बिहान_१०_बजे');
    expect(nbsp(formatWhen('en', '2026-10-05T04:15:00Z'))).toBe('5_Oct_2026,_10:00');
  });
});
