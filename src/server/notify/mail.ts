import { randomBytes } from 'node:crypto';
import { escapeXml } from '../../lib/escape-xml.ts';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { leadOf, type LeadDef } from '../../lib/entities.ts';
import { fill } from '../../i18n/fill.ts';
import { letter, mailWords } from '../../i18n/mail.ts';
import type { OutboxRow } from './outbox.ts';
import { langOf } from '../../i18n/paths.ts';

type Lead = Record<string, unknown>;

export interface MailOptions {
  smtpUrl: string;
  /** NOTIFY_EMAIL: one or more addresses */
  to: string[];
  from?: string;
  /** SITE_URL: links in the message point to the admin there */
  siteUrl: string;
  /** the ISP's name as its settings have it now (the sender's name), in Nepali for a Nepali email */
  ispName: (lang?: string) => Promise<string>;
}

/** Where a lead opens in the admin. */
export const adminLink = (siteUrl: string, lead: LeadDef, id: unknown) =>
  `${siteUrl.replace(/\/+$/, '')}${lead.adminRoute}/${encodeURIComponent(String(id))}`;

/** Subject, plain text and HTML of the email announcing a new lead. */
export function composeMail(entity: string, record: Lead, siteUrl: string, isp: string) {
  const lead = leadOf(entity)!;
  const customer = String(record[lead.customerField] ?? '').trim() || 'a visitor';
  const subject = `New ${lead.noun} from ${customer}`;
  const link = adminLink(siteUrl, lead, record._id);
  const rows: [string, string][] = [
    ...lead.labels.map(([field, label]): [string, string] => [label, String(record[field] ?? '')]),
    ['Received', String(record.createdAt ?? '')],
  ];
  const signature = `${isp} website`;
  const text = letter({
    lang: 'en',
    isp,
    signature,
    lines: [
      `${subject}.`,
      '',
      ...rows.map(([label, value]) => `${label}: ${value || '—'}`),
      '',
      `Open it in the admin: ${link}`,
    ],
  });
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#475569;font-weight:600;white-space:nowrap">${escapeXml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeXml(value) || '—'}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeXml(subject)}</title></head><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>A new ${escapeXml(lead.noun)} came in through the website.</p>
<table cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:14px">${cells}</table>
<p><a href="${escapeXml(link)}">Open it in the admin</a></p>
<p style="color:#475569">-- <br>${escapeXml(signature)}</p></body></html>`;
  return { subject, text, html };
}

/**
 * What SMTP_URL names: a mail server (`smtp://`, `smtps://`), or `file:<folder>`, the mail sink of a
 * first install or development (issue 42), where every email is written as a `.eml` file that any
 * mail program opens, instead of being sent.
 */
export function mailTransport(url: string): Pick<Transporter, 'sendMail' | 'close'> {
  if (!url.startsWith('file:'))
    return nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  const folder = resolve(url.slice('file:'.length) || '.');
  // nodemailer's stream transport builds the raw message (headers, MIME parts) without sending it.
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async sendMail(message: SendMailOptions) {
      const info = await stream.sendMail(message);
      await mkdir(folder, { recursive: true });
      const id = String(info.messageId ?? '').replace(/[^\w.@-]+/g, '') || randomBytes(8).toString('hex');
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
      await writeFile(file, info.message as Buffer);
      return info;
    },
    close: () => stream.close(),
  } as Pick<Transporter, 'sendMail' | 'close'>;
}

/** Whether SMTP_URL writes files rather than sending (the admin says that mail stays on the server). */
export const isMailSink = (url: string | undefined) => Boolean(url?.startsWith('file:'));

/**
 * An SMTP_URL connection, this site's host name (for Message-IDs and the default sender) and the
 * ISP's name as its settings have it now, fit for a From header.
 */
export function smtp(options: Omit<MailOptions, 'to'>) {
  const transport = mailTransport(options.smtpUrl);
  const host = new URL(options.siteUrl).hostname || 'localhost';
  const ispName = async (lang?: string) => (await options.ispName(lang)).replace(/["\\\r\n]/g, '');
  return { transport, host, ispName };
}

/** Sends lead emails through SMTP_URL; a rejected or failed send throws with the server's reason. */
export function mailChannel(options: MailOptions) {
  const { transport, host, ispName } = smtp(options);
  return {
    async send(row: OutboxRow) {
      const name = await ispName();
      const message = composeMail(row.entity, JSON.parse(row.payload), options.siteUrl, name);
      const from = options.from ?? `"${name} website" <noreply@${host}>`;
      // One Message-ID per notification: a resend after a crash mid-send is recognisable as the same mail.
      await transport.sendMail({ ...message, from, to: options.to, messageId: `<${row.id}@${host}>` });
    },
    close: () => transport.close(),
  };
}

/** Subject and text of a staff reply to a fault report, in the customer's language (issue 29). */
export function composeReply(ticket: Lead, isp: string) {
  const lang = String(ticket.lang ?? 'en');
  const { reply } = mailWords(lang);
  const number = String(ticket.number ?? '');
  const subject = fill(reply.subject, { number, isp });
  const text = letter({ lang, isp, lines: [String(ticket.reply ?? ''), '', fill(reply.follow, { number })] });
  return { subject, text };
}

/** Sends staff replies to the customer who reported a fault (the address they gave). */
export function replyChannel(options: Omit<MailOptions, 'to'>) {
  const { transport, host, ispName } = smtp(options);
  return {
    async send(row: OutboxRow) {
      const ticket = JSON.parse(row.payload) as Lead;
      // In a Nepali email the ISP is named as its Nepali pages name it, sender included.
      const name = await ispName(langOf(ticket.lang));
      const from = options.from ?? `"${name}" <noreply@${host}>`;
      await transport.sendMail({
        ...composeReply(ticket, name),
        from,
        to: String(ticket.email),
        messageId: `<${row.id}@${host}>`,
      });
    },
    close: () => transport.close(),
  };
}

/** Maintenance notices (issue 49): a message written when queued, sent to one customer. */
export function noticeChannel(options: Omit<MailOptions, 'to'>) {
  const { transport, host, ispName } = smtp(options);
  return {
    async send(row: OutboxRow) {
      const mail = JSON.parse(row.payload) as { to: string; lang: string; subject: string; text: string };
      const name = await ispName(langOf(mail.lang));
      const from = options.from ?? `"${name}" <noreply@${host}>`;
      await transport.sendMail({
        subject: mail.subject,
        text: letter({ lang: mail.lang, isp: name, lines: [mail.text] }),
        from,
        to: mail.to,
        messageId: `<${row.id}@${host}>`,
      });
    },
    close: () => transport.close(),
  };
}
