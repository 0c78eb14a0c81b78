import { type DayHours, minutesOf } from '../lib/office-hours.ts';
import { inDigits } from './fill.ts';
import type { Lang } from './paths.ts';

// The office hours as the pages write them (issue 42), from the weekdays' hours in the settings:
// days with the same hours together ('Sunday to Friday', '8:00 AM to 6:00 PM'; 'शनिबार', 'बन्द').

const WORDS = {
  en: {
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    span: (from: string, to: string) => `${from} to ${to}`,
    pair: (a: string, b: string) => `${a} and ${b}`,
    closed: 'Closed',
    hours: (open: number, close: number) => `${clock12(open)} to ${clock12(close)}`,
  },
  ne: {
    days: ['आइतबार', 'सोमबार', 'मङ्गलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार'],
    span: (from: string, to: string) => `${from}देखि ${to}सम्म`,
    pair: (a: string, b: string) => `${a} र ${b}`,
    closed: 'बन्द',
    hours: (open: number, close: number) => `${nepaliClock(open)}देखि ${nepaliClock(close)}सम्म`,
  },
};

/** 480 → '8:00 AM' */
function clock12(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = String(minutes % 60).padStart(2, '0');
  return `${h % 12 || 12}:${m} ${h < 12 ? 'AM' : 'PM'}`;
}

/** 480 → 'बिहान ८ बजे', 1050 → 'बेलुका ५:३० बजे': the part of the day, then the hour as people say it. */
function nepaliClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const part = h < 4 ? 'राति' : h < 12 ? 'बिहान' : h < 17 ? 'दिउँसो' : h < 20 ? 'बेलुका' : 'राति';
  const hour = `${h % 12 || 12}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
  return `${part} ${inDigits(hour, '०१२३४५६७८९')} बजे`;
}

const same = (a: DayHours, b: DayHours) =>
  a.closed === b.closed && (a.closed || (a.open === b.open && a.close === b.close));

/** The week's lines, Sunday first: each run of days with the same hours is one line. */
export function officeHoursText(lang: Lang, week: readonly DayHours[]): { days: string; hours: string }[] {
  const w = WORDS[lang];
  const lines: { days: string; hours: string }[] = [];
  for (let start = 0; start < week.length; ) {
    let end = start;
    while (end + 1 < week.length && same(week[end + 1], week[start])) end++;
    const { open, close, closed } = week[start];
    const days =
      end === start
        ? w.days[start]
        : end === start + 1
          ? w.pair(w.days[start], w.days[end])
          : w.span(w.days[start], w.days[end]);
    lines.push({ days, hours: closed ? w.closed : w.hours(minutesOf(open), minutesOf(close)) });
    start = end + 1;
  }
  return lines;
}
