import { fill } from '../../i18n/fill.ts';
import { formatSpan } from '../../lib/format-date.ts';
import { NOTICE_HOURS } from '../../lib/incidents.ts';
import type { Db } from '../db/index.ts';
import { outboxInserts } from '../notify/outbox.ts';
import type { SmsPayload } from '../notify/sms.ts';
import type { Insert } from '../storage/group-commit.ts';
import { langOf } from '../../i18n/paths.ts';

// Maintenance notices: the affected areas' customers are told 72 hours ahead, when the work starts
// and when it ends: by email to every active customer with an address (the regulator's notice), and by
// SMS to those who chose news of problems by SMS on My account. Each notice goes once across a cluster
// and across restarts: the one server whose insert of (incident, phase) into `maintenance_notice`
// succeeds queues the emails and SMS, in the same transaction.

export type NoticePhase = 'ahead' | 'start' | 'end';
const HOUR = 3_600_000;
/** A phase is sent within this long of its moment, not later (a server down for days sends no stale notice). */
const LATE = 24 * HOUR;

const WORDS = {
  en: {
    ahead: {
      subject: 'Planned maintenance in {area}: {when}',
      text: 'We will carry out planned maintenance in {area}: {title}. Window: {when}. Service may stop during the work.',
    },
    start: {
      subject: 'Maintenance has started in {area}',
      text: 'The planned maintenance in {area} ({title}) has started. Window: {when}.',
    },
    end: {
      subject: 'Maintenance in {area} is over',
      text: 'The planned maintenance in {area} ({title}) is over and service is back. If yours is not, restart the router once.',
    },
  },
  ne: {
    ahead: {
      subject: '{area}मा पूर्वसूचित मर्मतसम्भार: {when}',
      text: '{area}मा पूर्वसूचित मर्मतसम्भार हुनेछ: {title}। समय: {when}। यो समयमा सेवा बन्द हुन सक्छ।',
    },
    start: {
      subject: '{area}मा मर्मतसम्भार सुरु भयो',
      text: '{area}मा पूर्वसूचित मर्मतसम्भार ({title}) सुरु भयो। समय: {when}।',
    },
    end: {
      subject: '{area}मा मर्मतसम्भार सकियो',
      text: '{area}मा मर्मतसम्भार ({title}) सकियो, सेवा सुचारु भयो। इन्टरनेट नचलेमा राउटर एक पटक रिस्टार्ट गर्नुहोस्।',
    },
  },
} as const;

interface Maintenance {
  id: string;
  title: string;
  title_ne: string;
  areas: string;
  startsAt: string;
  endsAt: string;
  status: string;
}

/** The phases due at `now` for one maintenance window. */
export function duePhases(m: Pick<Maintenance, 'startsAt' | 'endsAt' | 'status'>, now: number): NoticePhase[] {
  const start = Date.parse(m.startsAt);
  const end = m.endsAt ? Date.parse(m.endsAt) : Number.NaN;
  const phases: NoticePhase[] = [];
  if (now >= start - NOTICE_HOURS * HOUR && now < start && m.status === 'scheduled') phases.push('ahead');
  if (now >= start && now < start + LATE && m.status !== 'resolved' && !(now >= end)) phases.push('start');
  const over = m.status === 'resolved' || now >= end;
  if (over && now >= start && now < (Number.isFinite(end) ? Math.max(end, start) : start) + LATE) phases.push('end');
  return phases;
}

/** The message of one notice to one customer. */
export function noticeText(phase: NoticePhase, lang: 'en' | 'ne', m: Maintenance, area: string) {
  const w = WORDS[lang][phase];
  const vars = { area, title: (lang === 'ne' && m.title_ne) || m.title, when: formatSpan(lang, m.startsAt, m.endsAt) };
  return { subject: fill(w.subject, vars), text: fill(w.text, vars) };
}

/** The SMS of a notice: the ISP's name and the notice's text, at most two SMS long. */
export const noticeSms = (isp: string, text: string) => `${isp}: ${text}`.slice(0, 300);

export interface NoticeOptions {
  sendsEmail: () => boolean;
  /** the SMS outbox's rows for one customer (none without an SMS provider) */
  smsInserts?: (customerId: string, sms: SmsPayload) => Insert[];
  /** the ISP's name in a language, as its pages write it */
  ispName?: (lang: 'en' | 'ne') => Promise<string>;
  wake?: () => void;
}

export function maintenanceNotices(db: Db, options: NoticeOptions) {
  async function check(now = new Date()): Promise<number> {
    const t = now.getTime();
    const windows = (await db
      .selectFrom('incident')
      .select(['id', 'title', 'title_ne', 'areas', 'startsAt', 'endsAt', 'status'])
      .where('kind', '=', 'maintenance')
      .where('startsAt', '<=', new Date(t + NOTICE_HOURS * HOUR).toISOString())
      .where('startsAt', '>=', new Date(t - 30 * 24 * HOUR).toISOString())
      .execute()) as Maintenance[];
    let queued = 0;
    for (const m of windows)
      for (const phase of duePhases(m, t)) {
        queued += await db.transaction().execute(async (trx) => {
          const claimed = await trx
            .insertInto('maintenance_notice')
            .values({ incidentId: m.id, phase, sentAt: now.toISOString() })
            .onConflict((oc) => oc.columns(['incidentId', 'phase']).doNothing())
            .executeTakeFirst();
          if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return 0;
          const areas = JSON.parse(m.areas || '[]') as string[];
          let query = trx
            .selectFrom('customer')
            .select(['customerId', 'name', 'email', 'phone', 'area', 'lang'])
            .where('status', '=', 'active');
          if (areas.length) query = query.where('area', 'in', areas);
          const customers = await query.execute();
          const names = await trx.selectFrom('area').select(['name', 'name_ne']).execute();
          const areaName = (lang: 'en' | 'ne', area: string) =>
            (lang === 'ne' && names.find((a) => a.name === area)?.name_ne) || area;
          const mails = options.sendsEmail()
            ? customers
                .filter((c) => c.email)
                .flatMap((c) => {
                  const lang = langOf(c.lang);
                  const mail = { to: c.email, lang, phase, ...noticeText(phase, lang, m, areaName(lang, c.area)) };
                  return outboxInserts('incident', { _id: m.id, ...mail }, ['notice']);
                })
            : [];
          const rows = [...mails, ...(await smsRows(trx, areas, phase, m, areaName))];
          for (const { row } of rows)
            await trx
              .insertInto('outbox')
              .values(row as never)
              .execute();
          await trx
            .updateTable('maintenance_notice')
            .set({ recipients: rows.length })
            .where('incidentId', '=', m.id)
            .where('phase', '=', phase)
            .execute();
          return rows.length;
        });
      }
    if (queued) options.wake?.();
    return queued;
  }
  /** The SMS of a notice to the areas' active customers who chose news by SMS, with a mobile number. */
  async function smsRows(
    trx: Db,
    areas: string[],
    phase: NoticePhase,
    m: Maintenance,
    areaName: (lang: 'en' | 'ne', area: string) => string,
  ): Promise<Insert[]> {
    const { smsInserts, ispName } = options;
    if (!smsInserts) return [];
    let query = trx
      .selectFrom('account_consent')
      .innerJoin('customer', 'customer.customerId', 'account_consent.customerId')
      .select(['customer.customerId', 'customer.phone', 'customer.lang', 'customer.area'])
      .where('account_consent.statusSms', '=', 1)
      .where('customer.status', '=', 'active');
    if (areas.length) query = query.where('customer.area', 'in', areas);
    const customers = (await query.execute()).filter((c) => /^9\d{9}$/.test(c.phone));
    if (!customers.length) return [];
    const isp = { en: (await ispName?.('en')) ?? '', ne: (await ispName?.('ne')) ?? '' };
    return customers.flatMap((c) => {
      const lang = langOf(c.lang);
      const { text } = noticeText(phase, lang, m, areaName(lang, c.area));
      return smsInserts(c.customerId, { to: c.phone, text: isp[lang] ? noticeSms(isp[lang], text) : text });
    });
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    check,
    /** Checks now and every minute. */
    start() {
      const tick = () =>
        check().catch((err) =>
          console.error(`Maintenance notices failed: ${err instanceof Error ? err.message : err}`),
        );
      void tick();
      timer = setInterval(tick, 60_000);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
