import { inLang } from '../i18n/content.ts';
import { nepaliDigits } from '../i18n/numerals.ts';
import type { Lang } from '../i18n/paths.ts';
import { type Incident, openIncidents } from '../lib/incidents.ts';
import type { IncidentNote } from '../islands/types.ts';
import { records } from './collections.ts';

/** Every incident as the API lists it, typed as src/lib/incidents.ts reads it. */
export const incidents = async (): Promise<Incident[]> => (await records('incidents')) as Incident[];

/**
 * The open incidents as the coverage check receives them (embedded in the page, so small): the
 * title in the page's language, where and what they touch; no timeline.
 */
export async function incidentNotes(lang: Lang): Promise<IncidentNote[]> {
  return openIncidents(await incidents()).map((i) => ({
    _id: i._id,
    title: inLang(lang, i, 'title'),
    kind: i.kind,
    areas: i.areas,
    services: i.services,
    startsAt: i.startsAt,
    status: i.status,
    updates: [],
  }));
}

const parts = (lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'ne' ? 'ne-NP' : 'en-GB', {
    year: 'numeric',
    month: lang === 'ne' ? 'long' : 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kathmandu',
  });
const FORMATS = { en: parts('en'), ne: parts('ne') };

/**
 * An exact time in Nepal time as the page's language writes it: '20 Nov 2026, 14:35' or
 * '२० नोभेम्बर २०२६, १४:३५' (the page says once that times are Nepal time). '' for none.
 */
export function statusTime(lang: Lang, iso: string | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return '';
  const p = Object.fromEntries(FORMATS[lang].formatToParts(new Date(time)).map((x) => [x.type, x.value]));
  const text = `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`;
  return lang === 'ne' ? nepaliDigits(text) : text;
}
