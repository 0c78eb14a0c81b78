import { CLEAN_SETTINGS } from './clean.ts';
import { DEFAULT_SETTINGS } from './defaults.ts';
import type { Settings } from './schema.ts';

// What of the demo ISP's settings is still there (issue 42): after "Remove demo content" the pages
// still said "eastern Nepal" and "Koshi Province" and linked to the demo's social pages. The admin
// names them; the texts go back to a clean install's neutral words (CLEAN_SETTINGS) in one step, and
// what only the ISP can write (its name, phone, email, offices) is pointed to.

/** Words and links the demo wrote that a neutral text can stand in for. */
export const DEMO_TEXTS = [
  'tagline',
  'tagline_ne',
  'region',
  'region_ne',
  'description',
  'description_ne',
  'story',
  'story_ne',
  'mission',
  'mission_ne',
  'vision',
  'vision_ne',
  'values',
  'social',
] as const satisfies readonly (keyof Settings)[];
/** The demo's facts only the ISP can replace: a blank would not pass the settings' rules. */
export const DEMO_FACTS = [
  'name',
  'phone',
  'mobile',
  'email',
  'supportEmail',
  'offices',
] as const satisfies readonly (keyof Settings)[];

/** What Site settings call each field the admin is pointed to. */
export const DEMO_FIELD_LABELS: Record<(typeof DEMO_TEXTS)[number] | (typeof DEMO_FACTS)[number], string> = {
  tagline: 'Tagline',
  tagline_ne: 'Tagline (Nepali)',
  region: 'Region served',
  region_ne: 'Region served (Nepali)',
  description: 'Description',
  description_ne: 'Description (Nepali)',
  story: 'Our story',
  story_ne: 'Our story (Nepali)',
  mission: 'Mission',
  mission_ne: 'Mission (Nepali)',
  vision: 'Vision',
  vision_ne: 'Vision (Nepali)',
  values: 'Values',
  social: 'Social links',
  name: 'ISP name',
  phone: 'Phone',
  mobile: 'Mobile',
  email: 'Email',
  supportEmail: 'Support email',
  offices: 'Offices',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Still the demo's value (a field the ISP changed, even to the same words elsewhere, is its own). */
const isDemo = (s: Settings, field: keyof Settings) =>
  same(s[field], DEFAULT_SETTINGS[field]) && !same(s[field], CLEAN_SETTINGS[field]);

/** The settings that still hold the demo ISP's words (texts) and facts. */
export function demoLeft(s: Settings): { texts: string[]; facts: string[] } {
  return {
    texts: DEMO_TEXTS.filter((f) => isDemo(s, f)),
    facts: DEMO_FACTS.filter((f) => isDemo(s, f)),
  };
}

/** The settings with every demo text still there replaced by a clean install's neutral one. */
export function withoutDemoTexts(s: Settings): Settings {
  const next = { ...s } as Record<string, unknown>;
  for (const f of DEMO_TEXTS) if (isDemo(s, f)) next[f] = CLEAN_SETTINGS[f];
  return next as Settings;
}
