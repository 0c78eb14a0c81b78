import { z } from 'zod';
import { cleanText } from './clean-text.ts';
import { INVALID_PHONE } from './messages.ts';
import { normalizePhone } from './phone.ts';
import { EMAIL, type FieldRule, INVALID_EMAIL, isRequired, PHONE_MAX, tooLong } from './visitor-fields.ts';

// No code generation with new Function: the site's Content-Security-Policy forbids eval.
z.config({ jitless: true });

// Building blocks of the entity schemas: trimmed strings with sensible maximum lengths.
// Absent or null values read as '', numbers as their text (a phone typed as a number is fine).

const text = (label: string, max: number) =>
  z
    .preprocess(
      // Control and bidirectional-override characters are dropped (src/lib/clean-text.ts): PostgreSQL
      // text cannot hold NUL, and U+202E would show a spoofed name in the admin, emails and CSV.
      (v) => (v == null ? '' : typeof v === 'number' ? String(v) : typeof v === 'string' ? cleanText(v) : v),
      z
        .string({ error: `${label} must be text` })
        .trim()
        .max(max, tooLong(label, max)),
    )
    .meta({ label });

export const optional = (label: string, max = 200) => text(label, max);

export const required = (label: string, max = 200) => text(label, max).refine((v) => v.length > 0, isRequired(label));

export const email = (label = 'Email') => required(label, 254).refine((v) => v === '' || EMAIL.test(v), INVALID_EMAIL);

export const optionalEmail = (label = 'Email') =>
  optional(label, 254).refine((v) => v === '' || EMAIL.test(v), INVALID_EMAIL);

/**
 * A Nepali phone number (src/lib/phone.ts), stored in its canonical ASCII form. Optional phones
 * may be left empty; anything typed must be a number.
 */
const phoneField = (label: string, mandatory: boolean) =>
  text(label, PHONE_MAX)
    .refine((v) => !mandatory || v.length > 0, isRequired(label))
    .transform((v, ctx) => {
      if (v === '') return v;
      const phone = normalizePhone(v);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', message: INVALID_PHONE });
        return z.NEVER;
      }
      return phone;
    });

/** The zod field of a visitor form's rule (src/lib/visitor-fields.ts), which the browser checks too. */
export function fromRule({ label, max, kind = 'text', required: mandatory = false }: FieldRule) {
  if (kind === 'phone') return phoneField(label, mandatory);
  if (kind === 'email') return mandatory ? email(label) : optionalEmail(label);
  return mandatory ? required(label, max) : optional(label, max);
}

export const INVALID_LINK =
  'Enter a page of this site (/plans), a web address (https://…), a phone (tel:…) or an email (mailto:…)';

/**
 * Whether a link may be put in a page: a path on this site (`/plans`, never `//other.host` or
 * `/\other.host`, which browsers treat as another host), an http(s) URL, `tel:` or `mailto:`.
 * Anything else (`data:`, `javascript:`, relative paths) is refused.
 */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value) && !/[\s\u0000-\u001f]/.test(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.hostname !== '';
  return (url.protocol === 'tel:' || url.protocol === 'mailto:') && url.pathname.length > 0;
}

/** An optional link (see isSafeLink). */
export const link = (label: string, max = 500) =>
  optional(label, max).refine((v) => v === '' || isSafeLink(v), INVALID_LINK);

/** A yes/no field, from JSON (true/false) or a form ('true', 'on', '1'; anything else is no). */
export const flag = (label: string) =>
  z
    .preprocess(
      (v) =>
        typeof v === 'string' ? ['true', 'on', '1', 'yes'].includes(v.trim().toLowerCase()) : v == null ? false : v,
      z.boolean({ error: `${label} must be true or false` }),
    )
    .meta({ label });

/** Whether a content record is hidden: kept in the admin, left out of the public site. */
export const hidden = () => flag('Hidden').meta({ label: 'Hidden (kept here, left out of the public site)' });

/** An image's alt text, read aloud in its place; optional, the record's name or title standing in. */
export const imageAlt = () =>
  optional('Image alt text', 200).meta({
    placeholder: 'What the image shows',
    hint: 'Read aloud to visitors who cannot see the image. When empty, the name or title is used.',
  });

/** The language a visitor used on the public site (absent: English, as before issue 14). */
export const visitorLanguage = () =>
  z.preprocess((v) => (v == null || v === '' ? 'en' : v), z.enum(['en', 'ne'], { error: 'Language must be en or ne' }));

/** The visitor's language as staff read it (the admin's lead details and the CSV export): they answer in it. */
export const languageName = (lang: unknown) => (lang === 'ne' ? 'Nepali' : 'English');

/** An optional Nepali twin of a text field ('' = none: the Nepali page shows the English). */
export const nepali = (label: string, max = 200) => optional(`${label} (Nepali)`, max);

/** The zod fields of a visitor form's rules, by the same names. */
export const fromRules = <R extends Record<string, FieldRule>>(rules: R) =>
  Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, fromRule(rule)])) as {
    [K in keyof R]: ReturnType<typeof fromRule>;
  };
