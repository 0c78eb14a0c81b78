import { sql } from 'kysely';
import type { Incident } from '../../lib/incidents.ts';
import { incidentNews, type StatusMail } from '../../lib/subscriptions.ts';
import type { Db } from '../db/index.ts';
import { outboxInserts } from '../notify/outbox.ts';
import type { Insert } from '../storage/group-commit.ts';
import type { SubscriptionLinks } from './links.ts';

/** Every area's Nepali name by its English one (lower-cased), for emails in Nepali. */
export async function nepaliAreaNames(db: Db): Promise<(name: string) => string> {
  const rows = await db.selectFrom('area').select(['name', 'name_ne']).execute();
  const names = new Map(rows.map((a) => [a.name.trim().toLowerCase(), a.name_ne]));
  return (name) => names.get(name.trim().toLowerCase()) || name;
}

/**
 * The news an edit of an incident carries, the incident after it and the areas it touches (lower-cased;
 * none: the whole network), or undefined when the edit carries no news.
 */
export function incidentChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  now: Date,
) {
  const news = incidentNews(before as Incident | null, after as Incident | null, now);
  if (!news) return undefined;
  const incident = after as unknown as Incident;
  return { news, incident, touched: incident.areas.map((a) => a.trim().toLowerCase()) };
}

/**
 * The emails an edit of an incident sends: one outbox row per confirmed subscriber of an area it
 * touches (or of every area), committed in the same transaction as the edit, so an update is never
 * saved unannounced nor announced twice. Nothing when the edit carries no news.
 */
export async function statusMailInserts(
  trx: Db,
  links: SubscriptionLinks,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  now: Date,
): Promise<Insert[]> {
  const change = incidentChange(before, after, now);
  if (!change) return [];
  const { news, incident, touched } = change;
  let query = trx.selectFrom('subscription').selectAll().where('confirmedAt', 'is not', null);
  // An incident with no areas touches the whole network: every subscriber hears of it.
  if (touched.length)
    query = query.where((eb) =>
      eb.or([eb('area', '=', ''), eb(sql<string>`lower(${sql.ref('area')})`, 'in', touched)]),
    );
  const subscribers = await query.orderBy('createdAt').execute();
  if (!subscribers.length) return [];
  const nepali = await nepaliAreaNames(trx);
  const { _id, title, title_ne, kind, areas, services, startsAt, endsAt } = incident;
  const shown = { _id, title, title_ne, kind, areas, services, startsAt, endsAt, areas_ne: areas.map(nepali) };
  return subscribers.flatMap((s) => {
    const mail: StatusMail = {
      kind: 'incident',
      subscriptionId: s.id,
      email: s.email,
      lang: s.lang,
      area: s.area,
      area_ne: s.area ? nepali(s.area) : '',
      incident: shown,
      news,
      statusUrl: links.status(s.lang),
      unsubscribeUrl: links.page(s.id, 'unsubscribe', s.lang),
      oneClickUrl: links.oneClick(s.id),
    };
    return outboxInserts('incident', { ...mail, _id }, ['status']);
  });
}
