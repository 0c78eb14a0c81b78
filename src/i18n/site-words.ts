import type { Settings } from '../lib/settings/schema.ts';
import type { Catalogue } from './en.ts';
import { inDigits } from './fill.ts';
import { officeHoursText } from './office-hours.ts';
import type { Lang } from './paths.ts';
import { inLang } from './content.ts';

/** A text field in the page's language: its Nepali twin when there is one (one rule, ./content.ts). */
export { inLang };

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
type Home = Catalogue['home'];
type Card = { icon: Settings['services'][number]['icon']; title: string; text: string };
type Plans = Catalogue['plans'];
export type Messages = Omit<Catalogue, 'home' | 'about' | 'layout' | 'plans' | 'refer'> & {
  site: SiteWords;
  layout: Catalogue['layout'] & { support: string };
  home: Omit<Home, 'stats' | 'hero' | 'services' | 'refer'> & {
    stats: Stats & { items: { value: string; label: string }[] };
    hero: Home['hero'] & { text: string };
    services: Home['services'] & { cards: Card[] };
    refer: Pick<Home['refer'], 'eyebrow' | 'cta'> & { title: string; text: string };
  };
  plans: Omit<Plans, 'dedicated'> & { dedicated: Plans['dedicated'] & { points: string[] } };
  refer: Omit<Catalogue['refer'], 'rewards'> & { rewards: { title: string; text: string }[] };
  about: Omit<Catalogue['about'], 'mission' | 'vision'> & {
    story: string[];
    mission: { title: string; text: string };
    vision: { title: string; text: string };
    values: { title: string; text: string }[];
  };
};

/** The catalogue's texts with the ISP's words in place of {isp}, {region}, {hours} and {reward}. */
function named<T>(value: T, words: Record<string, string>): T {
  if (typeof value === 'string')
    return value.replace(/\{(isp|region|hours|reward)\}/g, (all, k: string) => words[k] ?? all) as T;
  if (Array.isArray(value)) return value.map((v) => named(v, words)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, named(v, words)])) as T;
  return value;
}

/** The catalogue with the ISP's words. */
export function withSiteWords(catalogue: Catalogue, lang: Lang, s: Settings): Messages {
  const officeHours = officeHoursText(lang, s.openingHours);
  const hours = officeHours.map((h) => `${h.days} ${h.hours}`).join(', ');
  const words = { isp: inLang(lang, s, 'name'), region: inLang(lang, s, 'region'), hours };
  // The ISP's texts (issue 42) may name it and its region: `{isp}` and `{region}` are filled as the catalogue's.
  const own = (field: keyof Settings & string) => named(inLang(lang, s, field), words);
  const reward = own('referralReward');
  const t = named(catalogue, { ...words, reward });
  const stats = t.home.stats;
  const limit = s.referralLimit ? inDigits(String(s.referralLimit), t.digits) : '';
  const { refer } = t.home;
  const rewards = t.refer.rewards;
  const limited = (text: string) => text.replace('{n}', limit);
  return {
    ...t,
    layout: { ...t.layout, support: own('supportLabel') },
    plans: {
      ...t.plans,
      dedicated: {
        ...t.plans.dedicated,
        points: own('dedicatedPoints')
          .split('\n')
          .map((p) => p.trim())
          .filter(Boolean),
      },
    },
    refer: {
      ...t.refer,
      rewards: [
        { title: own('referralRewardShort'), text: rewards.reward.text },
        rewards.priority,
        limit ? { title: limited(rewards.limited.title), text: limited(rewards.limited.text) } : rewards.unlimited,
      ],
    },
    site: {
      name: inLang(lang, s, 'name'),
      legalName: own('legalName'),
      tagline: inLang(lang, s, 'tagline'),
      description: own('description'),
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
      hero: { ...t.home.hero, text: own('heroLead') },
      services: {
        ...t.home.services,
        cards: s.services.map((c) => ({
          icon: c.icon,
          title: inLang(lang, c, 'title'),
          text: inLang(lang, c, 'text'),
        })),
      },
      refer: {
        eyebrow: refer.eyebrow,
        cta: refer.cta,
        title: reward,
        text: `${refer.text} ${limit ? limited(refer.limit) : refer.noLimit}`,
      },
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
      story: paragraphs(own('story')),
      mission: { ...t.about.mission, text: own('mission') },
      vision: { ...t.about.vision, text: own('vision') },
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
