import { letter } from '../../i18n/mail.ts';
import { fill } from '../../i18n/fill.ts';
import { en } from '../../i18n/en.ts';
import { ne as nepali } from '../../i18n/ne.ts';
import { formatSpan, formatWhen } from '../../lib/format-date.ts';
import type { StatusMail } from '../../lib/subscriptions.ts';
import type { Db } from '../db/index.ts';
import { smtp, type MailOptions } from './mail.ts';
import type { OutboxRow } from './outbox.ts';
import { inLang } from '../../i18n/content.ts';
import { langOf } from '../../i18n/paths.ts';

/** Subject and text of a status email, in the subscriber's language. */
export function composeStatusMail(mail: StatusMail, isp: string): { subject: string; text: string } {
  const lang = langOf(mail.lang);
  const ne = lang === 'ne';
  const t = ne ? nepali : en;
  const [m, page, s] = [t.subscribe.mail, t.subscribe.page, t.status];
  const areaName = mail.area ? inLang(lang, mail, 'area') : page.everywhere;
  if (mail.kind === 'confirm')
    return {
      subject: fill(m.confirmSubject, { isp }),
      text: letter({
        lang: mail.lang,
        isp,
        lines: [fill(m.confirmText, { isp, area: areaName, link: mail.confirmUrl })],
      }),
    };
  const { incident, news } = mail;
  const title = inLang(lang, incident, 'title');
  // 'इटहरी-६ र इटहरी-७', 'Itahari-6 and Itahari-7' (review P34)
  const inList = new Intl.ListFormat(lang, { type: 'conjunction' });
  const where = incident.areas.length ? inList.format(ne ? incident.areas_ne : incident.areas) : s.everywhere;
  const services = incident.services.length
    ? incident.services.map((x) => t.coverage.services[x as keyof typeof t.coverage.services] ?? x).join(', ')
    : s.allServices;
  const state = s.state[news.status];
  const subject = news.isNew
    ? fill(incident.areas.length ? m.newSubject : m.newSubjectEverywhere, {
        kind: s.kind[incident.kind],
        area: where,
        title,
      })
    : fill(m.updateSubject, { title, state });
  // Nepal time as the subscriber reads it: '26 Nov 2026, 16:05', or BS and AD in Nepali.
  const window = formatSpan(lang, incident.startsAt, incident.endsAt);
  const words = inLang(lang, news, 'text');
  const text = letter({
    lang: mail.lang,
    isp,
    lines: [
      title,
      '',
      `${m.status}: ${state}`,
      `${m.where}: ${where}`,
      `${m.services}: ${services}`,
      // 'Started' only for a start alone; a start and an end are a period (or a maintenance window).
      `${incident.kind === 'maintenance' ? m.window : incident.endsAt ? m.period : m.started}: ${window}`,
      '',
      ...(words ? [words, ''] : []),
      fill(m.at, { time: formatWhen(lang, news.at) }),
      '',
      fill(m.more, { link: mail.statusUrl }),
    ],
    footer: [fill(m.footer, { area: areaName, link: mail.unsubscribeUrl })],
  });
  return { subject, text };
}

/**
 * Sends status emails (a confirmation link, or an incident's news) to subscribers. Checked at
 * send time against the subscription: an address that unsubscribed after the row was queued gets
 * nothing, and neither does a confirmation already used. Incident emails carry List-Unsubscribe
 * with one-click POST (RFC 8058), which mail providers show as an "Unsubscribe" button.
 */
export function statusChannel(db: Db, options: Omit<MailOptions, 'to'>) {
  const { transport, host, ispName } = smtp(options);
  return {
    async send(row: OutboxRow) {
      const mail = JSON.parse(row.payload) as StatusMail;
      const subscription = await db
        .selectFrom('subscription')
        .select(['confirmedAt'])
        .where('id', '=', mail.subscriptionId)
        .executeTakeFirst();
      const wanted = mail.kind === 'confirm' ? subscription && !subscription.confirmedAt : subscription?.confirmedAt;
      if (!wanted) return;
      // In a Nepali email the ISP is named as its Nepali pages name it, sender included.
      const name = await ispName(mail.lang);
      const from = options.from ?? `"${name}" <noreply@${host}>`;
      await transport.sendMail({
        ...composeStatusMail(mail, name),
        from,
        to: mail.email,
        messageId: `<${row.id}@${host}>`,
        ...(mail.kind === 'incident' && {
          list: { unsubscribe: { url: mail.oneClickUrl, comment: 'Unsubscribe' } },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
      });
    },
    close: () => transport.close(),
  };
}
