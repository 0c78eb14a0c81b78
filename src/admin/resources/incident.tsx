import { IncidentsScreen } from '../incidents/IncidentsScreen.tsx';
import type { Section } from './types.ts';

/** Network status (issue 29): outages and planned maintenance, with their timelines. */
export const incident: Section = {
  route: '/admin/incidents',
  title: 'Incidents',
  icon: 'M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  screen: IncidentsScreen,
  api: '/api/incident',
  group: 'coverage',
};
