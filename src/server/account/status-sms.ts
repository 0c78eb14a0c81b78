import { sql } from 'kysely';
import { en } from '../../i18n/en.ts';
import { ne } from '../../i18n/ne.ts';
import type { Incident } from '../../lib/incidents.ts';
import type { IncidentNews } from '../../lib/subscriptions.ts';
import { incidentChange } from '../subscriptions/fanout.ts';
import type { Db } from '../db/index.ts';
import type { SmsPayload } from '../notify/sms.ts';
import { readSettings } from '../settings/store.ts';
import type { Insert } from '../storage/group-commit.ts';
import { inLang } from '../../i18n/content.ts';
import { langOf } from '../../i18n/paths.ts';

/** The SMS of an incident's news: short (one or two SMS), in the customer's language. */
export function statusSmsText(lang: string, isp: string, incident: Incident, news: IncidentNews) {
  const l = langOf(lang);
  const s = (l === 'ne' ? ne : en).status;
  const title = inLang(l, incident, 'title');
  const words = inLang(l, news, 'text');
  // A Nepali sentence ends with the danda (।), not a full stop.
  return `${isp}: ${title} (${s.state[news.status]})${words ? `${l === 'ne' ? '।' : '.'} ${words}` : ''}`.slice(0, 300);
}

/**
 * The SMS an edit of an incident sends to the customers who chose news by SMS on My account, in
 * the areas it touches (every customer when it touches the whole network): committed with the edit,
 * like the status emails (../subscriptions/fanout.ts). Maintenance has its own notices.
 */
export async function statusSmsInserts(
  trx: Db,
  smsInserts: (customerId: string, sms: SmsPayload) => Insert[],
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  now: Date,
): Promise<Insert[]> {
  const change = incidentChange(before, after, now);
  if (!change) return [];
  const { news, incident, touched } = change;
  // Planned maintenance is texted by its own notices (72 hours ahead, at the start, at the end:
  // ../status/maintenance-notices.ts), once each: not again at each edit.
  if (incident.kind === 'maintenance') return [];
  let query = trx
    .selectFrom('account_consent')
    .innerJoin('customer', 'customer.customerId', 'account_consent.customerId')
    .select(['customer.customerId', 'customer.phone', 'customer.lang'])
    .where('account_consent.statusSms', '=', 1)
    .where('customer.status', '!=', 'disconnected');
  if (touched.length) query = query.where(sql<string>`lower(${sql.ref('customer.area')})`, 'in', touched);
  const customers = (await query.execute()).filter((c) => /^9\d{9}$/.test(c.phone));
  if (!customers.length) return [];
  const settings = await readSettings(trx);
  return customers.flatMap((c) => {
    const isp = (c.lang === 'ne' && settings.name_ne) || settings.name;
    return smsInserts(c.customerId, { to: c.phone, text: statusSmsText(c.lang, isp, incident, news) });
  });
}
