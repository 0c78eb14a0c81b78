import { fill } from '../../i18n/fill.ts';
import { localNumber } from '../../i18n/numerals.ts';
import { formatDay } from '../../lib/format-date.ts';
import { formatOctets } from '../../lib/usage.ts';
import { usageEn } from '../../i18n/usage-en.ts';
import { usageNe } from '../../i18n/usage-ne.ts';
import type { Db } from '../db/index.ts';
import { outboxInserts } from '../notify/outbox.ts';
import type { SmsPayload } from '../notify/sms.ts';
import { readSettings } from '../settings/store.ts';
import type { Insert } from '../storage/group-commit.ts';
import type { CustomerUsage, UsageFor } from './usage.ts';
import { inLang } from '../../i18n/content.ts';
import { langOf, localePath } from '../../i18n/paths.ts';

// At 80 % and 100 % of a plan's data cap a customer gets an SMS and an email, once a billing period.
// A job reads radacct on a schedule; each alert goes once across a cluster and across restarts: the
// one server whose insert of (customer, period, threshold) into `usage_alert` succeeds queues the
// messages, in the same transaction (as the maintenance notices, src/server/status/maintenance-notices.ts).
// A customer found past both at once is sent the higher alone.

export const THRESHOLDS = [80, 100] as const;

export interface UsageAlertDeps {
  db: Db;
  usageFor: UsageFor;
  smsInserts: (customerId: string, sms: SmsPayload) => Insert[];
  /** whether customers' emails can be sent (SMTP is set up) */
  sendsEmail: () => boolean;
  wake: () => void;
  siteUrl: string;
  now: () => Date;
  log?: (line: string) => void;
}

interface Customer {
  customerId: string;
  phone: string;
  email: string;
  lang: string;
  planId: string;
  radiusUser: string;
  dueDate: string;
  name: string;
  name_ne: string;
  fairUsage: string;
  fairUsage_ne: string;
}

/** The SMS and the email of one alert, in the customer's language. */
export function alertTexts(c: Customer, usage: CustomerUsage, share: number, isp: string, link: string) {
  const lang = langOf(c.lang);
  const w = (lang === 'ne' ? usageNe : usageEn).alert;
  const vars = {
    isp,
    share: localNumber(lang, share),
    used: formatOctets(lang, usage.download + usage.upload),
    cap: `${localNumber(lang, usage.capGb ?? 0)} GB`,
    plan: inLang(lang, c, 'name'),
    start: formatDay(lang, usage.period.start),
    end: formatDay(lang, usage.period.end),
    link,
    policy: inLang(lang, c, 'fairUsage'),
  };
  const text = [fill(w.text, vars), ...(vars.policy ? [fill(w.over, vars)] : []), fill(w.more, vars)].join('\n\n');
  return { lang, sms: fill(w.sms, vars), subject: fill(w.subject, vars), text };
}

export function usageAlerts(deps: UsageAlertDeps) {
  const { db } = deps;
  const log = deps.log ?? ((line) => console.error(line));

  /** One round over every active customer with a RADIUS user and a capped plan; the alerts queued. */
  async function check(): Promise<number> {
    const now = deps.now();
    const customers: Customer[] = await db
      .selectFrom('customer')
      .innerJoin('plan', 'plan.id', 'customer.planId')
      .select([
        'customer.customerId',
        'customer.phone',
        'customer.email',
        'customer.lang',
        'customer.planId',
        'customer.radiusUser',
        'customer.dueDate',
        'plan.name',
        'plan.name_ne',
        'plan.fairUsage',
        'plan.fairUsage_ne',
      ])
      .where('customer.status', '=', 'active')
      .where('customer.radiusUser', '!=', '')
      .where('plan.capGb', '!=', '')
      .execute();
    let queued = 0;
    for (const c of customers) {
      const usage = await deps.usageFor(c, now);
      if (!usage?.share) continue;
      const reached = THRESHOLDS.filter((t) => (usage.share ?? 0) >= t);
      if (!reached.length) continue;
      queued += await db.transaction().execute(async (trx) => {
        let claimed = 0;
        for (const threshold of reached) {
          const row = {
            customerId: c.customerId,
            periodStart: usage.period.start,
            threshold,
            sentAt: now.toISOString(),
          };
          const won = await trx
            .insertInto('usage_alert')
            .values(row)
            .onConflict((oc) => oc.columns(['customerId', 'periodStart', 'threshold']).doNothing())
            .executeTakeFirst();
          if (Number(won.numInsertedOrUpdatedRows ?? 0) === 1) claimed = threshold;
        }
        if (!claimed) return 0;
        const settings = await readSettings(trx);
        const isp = inLang(langOf(c.lang), settings, 'name');
        const link = `${deps.siteUrl}${localePath(langOf(c.lang), '/account')}`;
        const m = alertTexts(c, usage, usage.share ?? claimed, isp, link);
        const inserts = [
          ...(/^9\d{9}$/.test(c.phone) ? deps.smsInserts(c.customerId, { to: c.phone, text: m.sms }) : []),
          ...(c.email && deps.sendsEmail()
            ? outboxInserts(
                'customer',
                { _id: c.customerId, to: c.email, lang: m.lang, subject: m.subject, text: m.text },
                ['notice'],
              )
            : []),
        ];
        for (const { table, row } of inserts)
          await trx
            .insertInto(table as 'outbox')
            .values(row as never)
            .execute();
        return inserts.length;
      });
    }
    if (queued) deps.wake();
    return queued;
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    check,
    /** Checks now and every `everyMs` (15 minutes: interim updates come every few minutes). */
    start(everyMs = 15 * 60_000) {
      const tick = () =>
        check().catch((err) => log(`Usage alerts failed: ${err instanceof Error ? err.message : err}`));
      void tick();
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
