import type { Incident } from './incidents.ts';
import type { IncidentStatus, IncidentUpdate } from './schemas/incident.ts';

// Status emails (issue 29): what a subscriber is told, and when. Shared by the server's fan-out
// and its tests; the words are in src/i18n/subscribe-{en,ne}.ts.

/** A confirmation link is good for a week; an address that never confirms is forgotten then. */
export const CONFIRM_DAYS = 7;

/** What changed on an incident that its subscribers should hear about. */
export interface IncidentNews {
  status: IncidentStatus;
  /** the update's words; empty when only the status changed */
  text: string;
  text_ne: string;
  at: string;
  /** the incident is new (announced), not an update to one already announced */
  isNew: boolean;
}

const sameUpdate = (a: IncidentUpdate, b: IncidentUpdate) => a.at === b.at && a.text === b.text;

/**
 * The news in an edit of an incident: a new incident, a new update (the newest, when several were
 * added at once) or a status changed without one. Other edits (a typo in the title, one more area)
 * send nothing, and neither does a delete.
 */
export function incidentNews(
  before: Pick<Incident, 'status' | 'updates'> | null,
  after: Pick<Incident, 'status' | 'updates'> | null,
  now: Date,
): IncidentNews | undefined {
  if (!after) return undefined;
  const added = after.updates
    .filter((u) => !before?.updates.some((b) => sameUpdate(b, u)))
    .sort((a, b) => b.at.localeCompare(a.at));
  const newest = added[0];
  if (newest)
    return { status: after.status, text: newest.text, text_ne: newest.text_ne ?? '', at: newest.at, isNew: !before };
  if (!before || before.status !== after.status)
    return { status: after.status, text: '', text_ne: '', at: now.toISOString(), isNew: !before };
  return undefined;
}

/** What an outbox row of the 'status' channel carries: everything the email needs. */
export type StatusMail =
  | {
      kind: 'confirm';
      subscriptionId: string;
      email: string;
      lang: string;
      area: string;
      area_ne: string;
      confirmUrl: string;
    }
  | {
      kind: 'incident';
      subscriptionId: string;
      email: string;
      lang: string;
      incident: Pick<Incident, '_id' | 'title' | 'title_ne' | 'kind' | 'areas' | 'services' | 'startsAt' | 'endsAt'> & {
        areas_ne: string[];
      };
      news: IncidentNews;
      statusUrl: string;
      unsubscribeUrl: string;
      /** the one-click address of the List-Unsubscribe header (RFC 8058) */
      oneClickUrl: string;
      area: string;
      area_ne: string;
    };
