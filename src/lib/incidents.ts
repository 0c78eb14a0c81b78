import type { AreaService } from './schemas/area.ts';
import type { IncidentKind, IncidentStatus, IncidentUpdate } from './schemas/incident.ts';

// What the status page, the banner, the coverage check, the admin and the fault-report form
// (issue 29) all ask of incidents: which are open, which touch an area, which are short notice.

/** An incident as GET /api/incident answers it. */
export interface Incident {
  _id: string;
  createdAt?: string;
  title: string;
  title_ne?: string;
  kind: IncidentKind;
  /** area names; empty = everywhere */
  areas: string[];
  /** empty = every service */
  services: string[];
  startsAt: string;
  endsAt?: string;
  status: IncidentStatus;
  updates: IncidentUpdate[];
  /** why maintenance was announced with under 72 hours' notice (issue 49) */
  noticeReason?: string;
}

/** Nepal's regulator asks for 3 days' notice of planned disruption. */
export const NOTICE_HOURS = 72;
const HOUR = 3_600_000;

/** Happening now: neither resolved nor maintenance still waiting for its window. */
export const isOpen = (incident: Pick<Incident, 'status'>) =>
  incident.status !== 'resolved' && incident.status !== 'scheduled';

/** Whether an incident touches the area (by its English name, any case) and, when given, the service. */
export function affects(incident: Pick<Incident, 'areas' | 'services'>, areaName: string, service?: string) {
  const name = areaName.trim().toLowerCase();
  const inArea = incident.areas.length === 0 || incident.areas.some((a) => a.trim().toLowerCase() === name);
  const forService = !service || incident.services.length === 0 || incident.services.includes(service as AreaService);
  return inArea && forService;
}

/** The open incidents of an area (and service), the newest first. */
export const openIncidentsFor = <I extends Incident>(
  incidents: readonly I[],
  areaName: string,
  service?: string,
): I[] => incidents.filter((i) => isOpen(i) && affects(i, areaName, service)).sort(byStartDesc);

/** Maintenance announced but not begun, the soonest first. */
export const plannedMaintenance = <I extends Incident>(incidents: readonly I[]): I[] =>
  incidents.filter((i) => i.status === 'scheduled').sort((a, b) => a.startsAt.localeCompare(b.startsAt));

/** Every open incident, the newest first. */
export const openIncidents = <I extends Incident>(incidents: readonly I[]): I[] =>
  incidents.filter(isOpen).sort(byStartDesc);

/** When an incident was resolved: the resolving update's time, else its end. */
export function resolvedAt(incident: Incident): string {
  const last = [...incident.updates].reverse().find((u) => u.status === 'resolved');
  return last?.at || incident.endsAt || incident.startsAt;
}

/** Resolved incidents of the last `days` days (by resolution), the newest first. */
export function recentlyResolved<I extends Incident>(incidents: readonly I[], now: Date, days = 90): I[] {
  const since = now.getTime() - days * 24 * HOUR;
  return incidents
    .filter((i) => i.status === 'resolved' && Date.parse(resolvedAt(i)) >= since)
    .sort((a, b) => resolvedAt(b).localeCompare(resolvedAt(a)));
}

/** The timeline, the newest update first. */
export const timeline = (incident: Pick<Incident, 'updates'>) =>
  [...incident.updates].sort((a, b) => b.at.localeCompare(a.at));

/**
 * A maintenance window announced less than 72 hours before it starts (counted from `announcedAt`,
 * the first save): the admin flags it before saving. Hours of notice, or undefined when enough.
 */
export function shortNotice(
  incident: Pick<Incident, 'kind' | 'startsAt'>,
  announcedAt: Date,
): { hours: number } | undefined {
  if (incident.kind !== 'maintenance' || !incident.startsAt) return undefined;
  const hours = (Date.parse(incident.startsAt) - announcedAt.getTime()) / HOUR;
  if (Number.isNaN(hours) || hours >= NOTICE_HOURS) return undefined;
  return { hours: Math.max(0, Math.floor(hours)) };
}

const byStartDesc = (a: Incident, b: Incident) => b.startsAt.localeCompare(a.startsAt);
