import { inLang } from '../i18n/content.ts';
import type { Lang } from '../i18n/paths.ts';
import { type Incident, openIncidents } from '../lib/incidents.ts';
import type { IncidentNote } from '../islands/types.ts';
import { records } from './collections.ts';

/** Every incident as the API lists it, typed as src/lib/incidents.ts reads it. */
export const incidents = async (): Promise<Incident[]> => (await records('incidents')) as Incident[];

/**
 * The open incidents as the coverage check receives them (embedded in the page, so small): the
 * title in the page's language, where and what they touch; no timeline.
 */
export async function incidentNotes(lang: Lang): Promise<IncidentNote[]> {
  return openIncidents(await incidents()).map((i) => ({
    _id: i._id,
    title: inLang(lang, i, 'title'),
    kind: i.kind,
    areas: i.areas,
    services: i.services,
    startsAt: i.startsAt,
    status: i.status,
    updates: [],
  }));
}
