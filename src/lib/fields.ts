import { z } from 'zod';

// No code generation with new Function: the site's Content-Security-Policy forbids eval.
z.config({ jitless: true });

// Building blocks of the entity schemas: trimmed strings with sensible maximum lengths.
// Absent or null values read as '', numbers as their text (a phone typed as a number is fine).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL = 'Please enter a valid email address';

const text = (label: string, max: number) =>
  z.preprocess(
    // NUL characters are dropped: PostgreSQL text cannot hold them.
    (v) => (v == null ? '' : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replaceAll('\u0000', '') : v),
    z.string({ error: `${label} must be text` }).trim().max(max, `${label} is too long (at most ${max} characters)`),
  );

export const optional = (label: string, max = 200) => text(label, max);

export const required = (label: string, max = 200) =>
  text(label, max).refine((v) => v.length > 0, `${label} is required`);

export const email = (label = 'Email') =>
  required(label, 254).refine((v) => v === '' || EMAIL.test(v), INVALID_EMAIL);

export const optionalEmail = (label = 'Email') =>
  optional(label, 254).refine((v) => v === '' || EMAIL.test(v), INVALID_EMAIL);
