import { z } from 'zod';
import { email, optional, visitorLanguage } from '../fields.ts';

/** A visitor's request for status emails (issue 29): an address and an area ('' = every area). */
export const subscribeSchema = z.strictObject({
  email: email('Email').transform((v) => v.toLowerCase()),
  area: optional('Area', 100),
  lang: visitorLanguage(),
});

/** The two halves of a link in a status email. */
export const subscriptionLinkSchema = z.object({
  s: z.string({ error: 'The link is incomplete' }).regex(/^[0-9a-f]{24}$/, 'The link is incomplete'),
  t: z.string({ error: 'The link is incomplete' }).regex(/^[A-Za-z0-9_-]{22}$/, 'The link is incomplete'),
});
