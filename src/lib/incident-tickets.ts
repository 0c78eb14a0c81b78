// Tickets attached to an incident (issue 29): which open tickets an incident covers, so the desk
// attaches them at once and resolves them together with one public reply. Shared by the server and
// the admin, which counts what an "attach" would take before staff press it.
import { type AreaNames, findArea } from './coverage-match.ts';
import { affects, type Incident } from './incidents.ts';
import { TICKET_DONE } from './tickets.ts';

/** A ticket as far as attaching looks at it. */
export interface AttachableTicket {
  _id: string;
  area?: string;
  status?: string;
  incidentId?: string | null;
}

/** Not resolved, closed or spam. */
export const ticketIsOpen = (t: Pick<AttachableTicket, 'status'>) =>
  !(TICKET_DONE as readonly string[]).includes(String(t.status ?? 'new'));

/**
 * The English name of the area a ticket names: a customer may have written it in Nepali (इटहरी-६)
 * or with a space for the hyphen, while incidents name areas in English.
 */
export const ticketAreaName = (areas: readonly AreaNames[], typed: string) =>
  (typed && findArea(areas, typed)?.name) || typed;

/** The open tickets of the incident's areas (every area when it names none) not yet attached to it. */
export function ticketsToAttach<T extends AttachableTicket>(
  incident: Pick<Incident, '_id' | 'areas'>,
  tickets: readonly T[],
  areas: readonly AreaNames[],
): T[] {
  // Services are not asked: a report names no service, and a customer of the area is affected.
  const scope = { areas: incident.areas, services: [] };
  return tickets.filter(
    (t) =>
      ticketIsOpen(t) && t.incidentId !== incident._id && affects(scope, ticketAreaName(areas, String(t.area ?? ''))),
  );
}

/** Which reply a ticket gets when an incident's tickets are resolved together: Nepali to those written in Nepali. */
export const replyFor = (ticket: { lang?: unknown }, reply: string, replyNe?: string) =>
  ticket.lang === 'ne' && replyNe ? replyNe : reply;
