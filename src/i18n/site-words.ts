import type { Settings } from '../lib/settings/schema.ts';
import type { Catalogue } from './en.ts';
import { inDigits } from './fill.ts';
import { officeHoursText } from './office-hours.ts';
import type { Lang } from './paths.ts';

// The ISP's own words (Admin › Site settings, issue 28) joined to a catalogue: its name wherever a
// text says {isp}, and the company's texts in the page's language (a Nepali twin left empty shows
// the English). The catalogues hold only the site's own words.

/** The company's words as a page shows them. */
export interface SiteWords {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  offices: { name: string; address: string; phone: string; email: string }[];
  officeHours: { days: string; hours: string }[];
}

type Stats = Catalogue['home']['stats'];
export type Messages = Omit<Catalogue, 'home' | 'about'> & {
  site: SiteWords;
  home: Omit<Catalogue['home'], 'stats'> & { stats: Stats & { items: { value: string; label: string }[] } };
  about: Omit<Catalogue['about'], 'mission' | 'vision'> & {
    story: string[];
    mission: { title: string; text: string };
    vision: { title: string; text: string };
    values: { title: string; text: string }[];
  };
};

/** A text field in the page's language: its Nepali twin when there is one. */
export const inLang = <T extends object>(lang: Lang, record: T, field: keyof T & string): string => {
  const own = lang === 'ne' ? (record as Record<string, unknown>)[`${field}_ne`] : undefined;
  return typeof own === 'string' && own.trim() ? own : String(record[field] ?? '');
};

/** The catalogue's texts with the ISP's words in place of {isp}, {region} and {hours}. */
function named<T>(value: T, words: Record<string, string>): T {
  if (typeof value === 'string') return value.replace(/\{(isp|region|hours)\}/g, (_, k: string) => words[k]) as T;
  if (Array.isArray(value)) return value.map((v) => named(v, words)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, named(v, words)])) as T;
  return value;
}

/** The catalogue with the ISP's words. */
export function withSiteWords(catalogue: Catalogue, lang: Lang, s: Settings): Messages {
  const officeHours = officeHoursText(lang, s.openingHours);
  const hours = officeHours.map((h) => `${h.days} ${h.hours}`).join(', ');
  const t = named(catalogue, { isp: inLang(lang, s, 'name'), region: inLang(lang, s, 'region'), hours });
  const stats = t.home.stats;
  return {
    ...t,
    site: {
      name: inLang(lang, s, 'name'),
      legalName: inLang(lang, s, 'legalName'),
      tagline: inLang(lang, s, 'tagline'),
      description: inLang(lang, s, 'description'),
      offices: s.offices.map((o) => ({
        name: inLang(lang, o, 'name'),
        address: inLang(lang, o, 'address'),
        phone: o.phone,
        email: o.email,
      })),
      officeHours,
    },
    home: {
      ...t.home,
      stats: {
        ...stats,
        items: (['happyCustomers', 'yearsOfService', 'uptime'] as const).map((key) => ({
          value: inDigits(s[key], t.digits),
          label: stats.labels[key],
        })),
      },
    },
    about: {
      ...t.about,
      story: paragraphs(inLang(lang, s, 'story')),
      mission: { ...t.about.mission, text: inLang(lang, s, 'mission') },
      vision: { ...t.about.vision, text: inLang(lang, s, 'vision') },
      values: s.values.map((v) => ({ title: inLang(lang, v, 'title'), text: inLang(lang, v, 'text') })),
    },
  };
}

/** A text's paragraphs: split at blank lines. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
