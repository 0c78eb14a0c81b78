// Every date and time in Nepal time, whatever the browser's or server's zone: the admin's (in
// English, through Intl) and the ones visitors read (pages, islands and emails, written below from
// our own month names, so that every browser writes the same text).
import { NEPALI_DIGITS } from '../i18n/numerals.ts';
import type { Lang } from '../i18n/paths.ts';
import { inDigits } from '../i18n/fill.ts';
import { toBikramSambat } from './bikram-sambat.ts';
import { NEPAL_ZONE, nepalWallClock } from './nepal-time.ts';

// Pure: an island that imports only the visitors' formatters does not carry the admin's.
const nepalTime = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: NEPAL_ZONE,
});

/**
 * A record's date and time in Nepal time ('Nov 22, 2026, 3:45 PM NPT'), or 'N/A' when absent or
 * invalid (spec §3). The one formatter of the admin: lists, details, dashboard and publish badge.
 */
export function formatDateTime(iso: string | undefined | null): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : `${nepalTime.format(date)} NPT`;
}

// en-CA writes dates as YYYY-MM-DD; parts are reassembled so no locale's punctuation leaks in.
const nepalParts = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: NEPAL_ZONE,
  timeZoneName: 'longOffset',
});

/**
 * A time in Nepal time with its offset, for files staff open elsewhere (the CSV export):
 * '2026-11-26 14:05:00 +05:45', which a spreadsheet sorts as text and a program parses exactly.
 * '' when absent; a value that is no date is written as it is.
 */
export function nepalTimestamp(iso: string | undefined | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = Object.fromEntries(nepalParts.formatToParts(date).map((p) => [p.type, p.value]));
  const offset = part.timeZoneName.replace('GMT', '');
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second} ${offset}`;
}

// ---- Dates and times visitors read ---------------------------------------------------------

const HOUR = 3_600_000;

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const MONTHS_NE = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];
const BS_MONTHS = ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'];
const WEEKDAYS_NE = ['आइतबार', 'सोमबार', 'मङ्गलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार'];

/**
 * The part of the day a Nepali reader names before the hour, as a Nepali writer draws the
 * boundaries (and as the site's office hours already read: "बिहान ८ बजेदेखि", "दिउँसो ४ बजेसम्म",
 * "बेलुका ६ बजेसम्म"):
 *   राति   20:00–03:59  night; after midnight it is still the night of the evening before
 *   बिहान  04:00–11:59  morning
 *   दिउँसो 12:00–16:59  day, afternoon
 *   बेलुका 17:00–19:59  evening
 */
function partOfDay(hour: number): string {
  if (hour < 4 || hour >= 20) return 'राति';
  if (hour < 12) return 'बिहान';
  return hour < 17 ? 'दिउँसो' : 'बेलुका';
}

/** An instant's calendar fields in Nepal time. */
function nepalFields(time: number) {
  const d = nepalWallClock(time);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const parse = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** English: '26 Nov 2026, 16:05', as every English page and email has always written it. */
function englishWhen(time: number): string {
  const f = nepalFields(time);
  return `${f.day} ${MONTHS_EN[f.month - 1]} ${f.year}, ${pad(f.hour)}:${pad(f.minute)}`;
}

/**
 * How a Nepali reader is told a moment: the day it belongs to, BS then AD ('मंसिर १३, २०८३
 * (२८ नोभेम्बर २०२६)'), the clock ('बिहान ४:३२', 'बेलुका ६ बजे') and, for the hours after
 * midnight, which night: those are written on the evening before, with its weekday, and the
 * night named by the day it leads into ('मङ्गलबार राति १२ बजे (बुधबार लाग्ने रात)').
 */
function nepaliMoment(time: number) {
  const calendar = nepalFields(time);
  const night = calendar.hour < 4;
  // The day the moment is written on: the evening before, for the small hours.
  const f = night ? nepalFields(time - 4 * HOUR) : calendar;
  const bs = toBikramSambat(f.year, f.month, f.day);
  const ad = `${f.day} ${MONTHS_NE[f.month - 1]} ${f.year}`;
  const hour12 = calendar.hour % 12 || 12;
  const clock = calendar.minute ? `${hour12}:${pad(calendar.minute)}` : `${hour12} बजे`;
  return {
    date: nepali(bs ? `${BS_MONTHS[bs.month - 1]} ${bs.day}, ${bs.year} (${ad})` : ad),
    day: Date.UTC(f.year, f.month - 1, f.day) / 86_400_000,
    weekday: WEEKDAYS_NE[f.weekday],
    clock: nepali(`${partOfDay(calendar.hour)} ${clock}`),
    night: night ? ` (${WEEKDAYS_NE[calendar.weekday]} लाग्ने रात)` : '',
  };
}

const nepali = (text: string) => inDigits(text, NEPALI_DIGITS);

/** The clock of a moment, with the weekday first when it is after midnight. */
const nepaliClock = (m: ReturnType<typeof nepaliMoment>) => (m.night ? `${m.weekday} ${m.clock}` : m.clock);

/**
 * A moment in Nepal time as the page's or email's language writes it, '' for none:
 * English '28 Nov 2026, 04:32'; Nepali 'मंसिर १३, २०८३ (२८ नोभेम्बर २०२६), बिहान ४:३२'.
 */
export function formatWhen(lang: Lang, iso: string | null | undefined): string {
  const time = parse(iso);
  if (Number.isNaN(time)) return '';
  if (lang === 'en') return englishWhen(time);
  const m = nepaliMoment(time);
  return `${m.date}, ${nepaliClock(m)}${m.night}`;
}

/**
 * A span of time (an incident's window), the end optional. English '2 Dec 2026, 00:00 – 02:00' (a
 * window over two days: '2 Dec 2026, 22:00 – 3 Dec 2026, 02:00'); Nepali from … to …, the day written once when both ends fall on it:
 * 'मंसिर १६, २०८३ (१ डिसेम्बर २०२६), मङ्गलबार राति १२ बजेदेखि २ बजेसम्म (बुधबार लाग्ने रात)'.
 */
export function formatSpan(lang: Lang, startIso: string | null | undefined, endIso?: string | null): string {
  const start = parse(startIso);
  const end = parse(endIso);
  if (Number.isNaN(end)) return formatWhen(lang, startIso);
  if (Number.isNaN(start)) return formatWhen(lang, endIso);
  if (lang === 'en') {
    // One Nepal day: its date once ('2 Dec 2026, 00:00 – 02:00'), as the Nepali does.
    const [from, to] = [englishWhen(start), englishWhen(end)];
    const day = from.slice(0, from.lastIndexOf(', '));
    return to.startsWith(`${day}, `) ? `${from} – ${to.slice(day.length + 2)}` : `${from} – ${to}`;
  }
  const [a, b] = [nepaliMoment(start), nepaliMoment(end)];
  if (a.day === b.day) {
    // One day: its date once, the part of the day once when both ends share it.
    const sameWord = a.clock.split(' ')[0] === b.clock.split(' ')[0];
    const clocks = `${a.clock}देखि ${sameWord ? b.clock.replace(/^\S+ /, '') : b.clock}सम्म`;
    return `${a.date}, ${b.night ? `${a.weekday} ` : ''}${clocks}${b.night}`;
  }
  const from = `${a.date}, ${nepaliClock(a)}${a.night}${a.night ? ' ' : ''}देखि`;
  // Into the next day within a day (a night's maintenance): the end by its weekday alone.
  const to =
    b.day === a.day + 1 && end - start < 24 * HOUR ? `${b.weekday} ${b.clock}` : `${b.date}, ${nepaliClock(b)}`;
  return `${from} ${to}सम्म${b.night}`;
}

/**
 * A date or moment for a narrow line (a phone): its words kept together, the line free to break only
 * before the AD date in brackets and after the comma that closes it: 'असोज १९, २०८३ | (५ अक्टोबर
 * २०२६), | बिहान १० बजे', never inside '१० बजे' or '(५ अक्टोबर २०२६)'. For pages, not emails or SMS.
 */
export const unbroken = (text: string) => text.replace(/(?<!\),) (?!\()/g, '\u00a0');

/**
 * A calendar day (YYYY-MM-DD, a Nepal day such as a bill's due date) as the page's language writes
 * it, '' for none: English '1 Dec 2026'; Nepali BS then AD, 'मंसिर १५, २०८३ (१ डिसेम्बर २०२६)'.
 */
export function formatDay(lang: Lang, ymd: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd ?? '');
  if (!m) return '';
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (lang === 'en') return `${day} ${MONTHS_EN[month - 1]} ${year}`;
  const bs = toBikramSambat(year, month, day);
  const ad = `${day} ${MONTHS_NE[month - 1]} ${year}`;
  return nepali(bs ? `${BS_MONTHS[bs.month - 1]} ${bs.day}, ${bs.year} (${ad})` : ad);
}
