import type { IncidentKind, IncidentStatus } from '../../lib/schemas/incident.ts';
import { en } from '../../i18n/en.ts';

/** What staff read for an incident's kind and status. */
export const KIND_WORDS: Record<IncidentKind, string> = {
  outage: 'Outage',
  degraded: 'Degraded service',
  maintenance: 'Planned maintenance',
};
export const STATUS_WORDS: Record<IncidentStatus, string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
  scheduled: 'Scheduled',
};
/** An incident's services as the public Coverage page names them ('home' is 'Home fibre'). */
export const SERVICE_WORDS = en.coverage.services as Record<string, string>;
