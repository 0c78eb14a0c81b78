import { z } from 'zod';
import { email, nepali, optional, optionalEmail, required } from '../fields.ts';
import { DATE, minutesOf, TIME } from '../office-hours.ts';

// The ISP's own words and numbers (issue 28): what `src/site.config.ts` held and the catalogues'
// company words, edited in Admin › Site settings and read by every page as it is built. One schema
// per section of the settings screen; the rows of a list (offices, hours…) are a schema each.
// Texts have Nepali twins (`_ne`, '' = the Nepali page shows the English).

/** A phone as people write it ('+977-21-590900'): digits, spaces, +, -, ( and ). */
const phoneText = (label: string, mandatory = true) =>
  (mandatory ? required : optional)(label, 30).refine((v) => v === '' || /^\+?[\d\s()-]{6,}$/.test(v), {
    message: `${label} must be a phone number (digits, spaces, +, - and brackets)`,
  });

/** A whole number from a form's text or JSON, within [min, max]. */
const whole = (label: string, min: number, max: number) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
      z
        .number({ error: `${label} must be a number` })
        .int(`${label} must be a whole number`)
        .min(min, `${label} must be from ${min} to ${max}`)
        .max(max, `${label} must be from ${min} to ${max}`),
    )
    .meta({ label });
/** A decimal number (a map coordinate) within [min, max]. */
const decimal = (label: string, min: number, max: number) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
      z
        .number({ error: `${label} must be a number` })
        .min(min, `${label} must be from ${min} to ${max}`)
        .max(max, `${label} must be from ${min} to ${max}`),
    )
    .meta({ label });
const httpsLink = (label: string) =>
  required(label, 300).refine((v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v), {
    message: `${label} must be a web address (https://…)`,
  });
const colour = (label: string) =>
  required(label, 7).refine((v) => v === '' || /^#[0-9a-f]{6}$/i.test(v), {
    message: `${label} must be a colour such as #1f6feb`,
  });

export const identitySchema = z.object({
  name: required('ISP name', 60).meta({ hint: 'As the logo, titles and messages show it.' }),
  name_ne: nepali('ISP name', 60),
  legalName: required('Legal name', 120).meta({
    hint: 'The registered company, as the footer’s copyright shows it. {isp} shows your ISP name.',
  }),
  legalName_ne: nepali('Legal name', 120),
  tagline: required('Tagline', 120),
  tagline_ne: nepali('Tagline', 120),
  region: required('Region served', 60).meta({
    placeholder: 'Koshi Province',
    hint: 'Where you serve, as the pages say it: “Serving Koshi Province since 2073 B.S.”',
  }),
  region_ne: nepali('Region served', 60),
  description: required('Description', 300).meta({
    input: 'textarea',
    hint: 'One or two sentences: the footer, and what search engines show. {isp} shows your ISP name.',
  }),
  description_ne: nepali('Description', 300),
  foundedBs: whole('Founded (year B.S.)', 2000, 2200),
});

export const contactSchema = z.object({
  phone: phoneText('Phone'),
  mobile: phoneText('Mobile', false),
  email: email('Email'),
  supportEmail: optionalEmail('Support email'),
  mapLat: decimal('Head office latitude', -90, 90).meta({ hint: 'Where the map on Contact points (e.g. 26.4525).' }),
  mapLon: decimal('Head office longitude', -180, 180),
});

export const officeSchema = z.object({
  name: required('Office name', 100),
  name_ne: nepali('Office name', 100),
  address: required('Address', 200),
  address_ne: nepali('Address', 200),
  phone: phoneText('Phone'),
  email: email('Email'),
});

/** A time of day as the clock and the hours' text read it: 24-hour HH:MM. */
const time = (label: string) =>
  required(label, 5).refine((v) => v === '' || TIME.test(v), { message: `${label} must be a time such as 08:00` });

/** One weekday's office hours (issue 42): the ticket clock counts in them, the pages write them. */
export const dayHoursSchema = z
  .object({
    open: time('Opens'),
    close: time('Closes'),
    closed: z
      .preprocess(
        (v) => (v === 'true' ? true : v === 'false' || v === '' ? false : v),
        z.boolean({ error: 'Closed must be yes or no' }),
      )
      .meta({ label: 'Closed' }),
  })
  .refine((d) => d.closed || !TIME.test(d.open) || !TIME.test(d.close) || minutesOf(d.open) < minutesOf(d.close), {
    message: 'Closes must be later than Opens',
    path: ['close'],
  });

/** A public holiday the office is closed (Dashain, Tihar…): the ticket clock skips it. */
export const holidaySchema = z.object({
  date: required('Date', 10).refine((v) => v === '' || (DATE.test(v) && !Number.isNaN(Date.parse(v))), {
    message: 'Date must be a date such as 2026-10-20',
  }),
  name: required('Holiday', 80),
  name_ne: nepali('Holiday', 80),
});

export const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'TikTok', 'X'] as const;
export const socialSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS, { error: 'Choose a network' }).meta({ label: 'Network' }),
  href: httpsLink('Address'),
});

export const paymentPartnerSchema = z.object({
  name: required('Partner name', 40),
  bg: colour('Badge colour'),
  fg: colour('Text colour'),
});

export const aboutSchema = z.object({
  story: required('Our story', 3000).meta({
    input: 'textarea',
    hint: 'A blank line starts a new paragraph. {isp} shows your ISP name.',
  }),
  story_ne: nepali('Our story', 3000),
  mission: required('Mission', 500).meta({ input: 'textarea' }),
  mission_ne: nepali('Mission', 500),
  vision: required('Vision', 500).meta({ input: 'textarea' }),
  vision_ne: nepali('Vision', 500),
});

export const valueSchema = z.object({
  title: required('Value', 60),
  title_ne: nepali('Value', 60),
  text: required('What it means', 300).meta({ input: 'textarea' }),
  text_ne: nepali('What it means', 300),
});

export const statsSchema = z.object({
  happyCustomers: required('Happy customers', 10).meta({ placeholder: '99%' }),
  yearsOfService: required('Years of service', 10).meta({ placeholder: '9+' }),
  uptime: required('Network uptime', 10).meta({ placeholder: '99.9%' }),
});

// What the ISP promises (issue 42): the pages' offers and claims, each the operator's to word or drop.
// `{region}` in a text shows the region served.
export const promisesSchema = z.object({
  heroLead: required('Home page lead', 200).meta({
    input: 'textarea',
    hint: 'Under the banner on the home page. {region} shows your region served.',
  }),
  heroLead_ne: nepali('Home page lead', 200),
  supportLabel: required('Support line', 40).meta({
    placeholder: '24/7 support',
    hint: 'Above the phone number in the header: when you answer.',
  }),
  supportLabel_ne: nepali('Support line', 40),
  referralReward: required('Referral reward', 200).meta({
    input: 'textarea',
    hint: 'On the home page and Refer a Friend: what a customer gets for a friend who subscribes.',
  }),
  referralReward_ne: nepali('Referral reward', 200),
  referralRewardShort: required('Referral reward, in short', 60).meta({ hint: 'The first of the rewards listed.' }),
  referralRewardShort_ne: nepali('Referral reward, in short', 60),
  referralLimit: whole('Referrals per customer', 0, 1000).meta({ hint: '0 = no limit.' }),
  dedicatedPoints: required('Dedicated line promises', 1000).meta({
    input: 'textarea',
    hint: 'The Dedicated tab of Plans: one promise a line (bandwidth, uptime, monitoring…).',
  }),
  dedicatedPoints_ne: nepali('Dedicated line promises', 1000),
});

export const ticketNumbersSchema = z.object({
  /** the fault reports' letters ('HF' → HF-2611-0001); '' = the initials of the ISP's name */
  ticketPrefix: optional('Ticket number prefix', 6)
    .refine((v) => v === '' || /^[A-Z]{1,6}$/.test(v), { message: 'Ticket number prefix must be capital letters A–Z' })
    .meta({ placeholder: 'HF', hint: 'Empty: the initials of your name (Himal Fibre → HF-2611-0001).' }),
});

/** Online payments (eSewa, Khalti): the receipt's PAN and the amounts a customer may pay at once. */
export const paymentsSchema = z.object({
  pan: optional('PAN', 9)
    .refine((v) => v === '' || /^\d{9}$/.test(v), { message: 'PAN must be the 9 digits of your PAN number' })
    .meta({ hint: 'Your Permanent Account Number, printed on every payment receipt.' }),
  paymentMin: whole('Smallest online payment (Rs.)', 10, 100_000).meta({ hint: 'Khalti takes Rs. 10 at least.' }),
  paymentMax: whole('Largest online payment (Rs.)', 10, 1_000_000),
});

/**
 * Nepal's regulator's rules (src/lib/compensation.ts, docs/regulator.md): the outage limits of the
 * quality-of-service regulation, read from news reports of its text, hence settings; the repair
 * rule of the Internet Service Operation Bylaw; and how a credit is given.
 */
export const regulatorSchema = z.object({
  urbanOutageHours: whole('Outage limit, urban areas (hours)', 1, 168).meta({
    hint: 'An outage longer than this in an urban area earns the customers a credit.',
  }),
  remoteOutageHours: whole('Outage limit, remote areas (hours)', 1, 168),
  repairHours: whole('Repair limit (hours)', 1, 168).meta({
    hint: 'A fault not repaired within this many hours of the complaint: the unrepaired time is credited.',
  }),
  creditForm: z
    .enum(['extension', 'rebate'], { error: 'Credit must be extension or rebate' })
    .meta({ label: 'Credit given as', hint: 'Days of service added, or a rebate at the plan’s daily price.' }),
});

/** The icons a service card may show (src/components/icons.ts). */
export const SERVICE_ICONS = ['zap', 'tv', 'wifi', 'building', 'server', 'shield', 'headset', 'users'] as const;
/** What staff read for each icon in the admin. */
export const SERVICE_ICON_WORDS: Record<(typeof SERVICE_ICONS)[number], string> = {
  zap: 'Lightning (fibre, speed)',
  tv: 'Television (IPTV)',
  wifi: 'Wireless',
  building: 'Building (business)',
  server: 'Server (hosting, data centre)',
  shield: 'Shield (security)',
  headset: 'Headset (support)',
  users: 'People (community)',
};
export const serviceSchema = z.object({
  icon: z.enum(SERVICE_ICONS, { error: 'Choose an icon' }).meta({ label: 'Icon' }),
  title: required('Service', 60),
  title_ne: nepali('Service', 60),
  text: required('What it offers', 300).meta({ input: 'textarea' }),
  text_ne: nepali('What it offers', 300),
});

/** The lists of the settings, each with its row's schema and how many rows it may have. */
export const SETTINGS_LISTS = {
  offices: { row: officeSchema, min: 1, max: 8, label: 'Offices', word: 'office' },
  openingHours: { row: dayHoursSchema, min: 7, max: 7, label: 'Office hours', word: 'day' },
  holidays: { row: holidaySchema, min: 0, max: 100, label: 'Public holidays', word: 'holiday' },
  social: { row: socialSchema, min: 0, max: 6, label: 'Social links', word: 'social link' },
  paymentPartners: { row: paymentPartnerSchema, min: 0, max: 12, label: 'Payment partners', word: 'payment partner' },
  values: { row: valueSchema, min: 1, max: 6, label: 'Values', word: 'value' },
  services: { row: serviceSchema, min: 0, max: 6, label: 'Services', word: 'service' },
} as const;
export type SettingsList = keyof typeof SETTINGS_LISTS;

const list = <K extends SettingsList>(key: K) => {
  const { row, min, max, label } = SETTINGS_LISTS[key];
  return z
    .array(row as (typeof SETTINGS_LISTS)[K]['row'], { error: `${label} must be a list` })
    .min(min, `${label}: at least ${min}`)
    .max(max, `${label}: at most ${max}`);
};

export const settingsSchema = z.object({
  ...identitySchema.shape,
  ...contactSchema.shape,
  offices: list('offices'),
  openingHours: list('openingHours').refine((week) => week.some((d) => !d.closed), 'Open on at least one day'),
  holidays: list('holidays'),
  social: list('social'),
  paymentPartners: list('paymentPartners'),
  ...aboutSchema.shape,
  values: list('values'),
  ...statsSchema.shape,
  ...promisesSchema.shape,
  services: list('services'),
  ...ticketNumbersSchema.shape,
  ...paymentsSchema.shape,
  ...regulatorSchema.shape,
  /** the uploaded logo's file name ('' = the drawn mark); set by the server from an upload */
  logo: z.string().default(''),
});

/** The settings' id in the revision history (a record id's shape, so the history routes take it). */
export const SETTINGS_ID = '000000000000000000000000';

export type Settings = z.output<typeof settingsSchema>;
export type Office = z.output<typeof officeSchema>;
