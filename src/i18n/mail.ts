import { fill } from './fill.ts';
import { type MailMessages, mailEn } from './mail-en.ts';
import { mailNe } from './mail-ne.ts';

/** The words of what is sent to a customer, in their language ('ne', anything else is English). */
export const mailWords = (lang: string): MailMessages => (lang === 'ne' ? mailNe : mailEn);

/** One email's text: what it says, and who it is to. */
export interface Letter {
  /** the reader's language: 'ne', or anything else for English */
  lang: string;
  /** the ISP's name, as the reader's pages write it: the signature */
  isp: string;
  /** the person it is to, by name (staff mails greet them; a Nepali letter greets with नमस्ते) */
  to?: string;
  lines: string[];
  /** below the signature: why this email came and how to stop it */
  footer?: string[];
  /** who signs (the ISP's customer service by default; staff mails: the website) */
  signature?: string;
}

/**
 * Every email's text, laid out one way: a greeting, the lines, a closing and a signature, then a
 * footer after the signature separator. Nepali business mail opens with नमस्ते and closes with
 * धन्यवाद and the company's customer service (review P41); English goes straight to the point,
 * greets a person by name, and is signed with the ISP's name under "-- ".
 */
export function letter({ lang, isp, to, lines, footer = [], signature }: Letter): string {
  const w = mailWords(lang);
  const greeting = w.greeting || (to ? `Hello ${to},` : '');
  const signed = signature ?? fill(w.signature, { isp });
  const closing = w.closing ? ['', w.closing, signed] : ['', '-- ', signed];
  const below = footer.length ? (w.closing ? ['', '-- ', ...footer] : footer) : [];
  return [...(greeting ? [greeting, ''] : []), ...lines, ...closing, ...below].join('\n');
}
