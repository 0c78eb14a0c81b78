import { leadResource } from '../leads/lead-resource.tsx';
import { col, created } from './kit.tsx';

export const coverageRequest = leadResource('coverage-request', {
  route: '/admin/coverage-requests',
  group: 'coverage',
  title: 'Coverage Requests',
  singular: 'Coverage request',
  noun: 'coverage requests',
  emptyHint: 'Visitors whose place is not served yet join the waiting list from the Coverage check.',
  icon: 'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zM12 7v4M12 14h.01',
  columns: [
    col('Name', 'name', { primary: true, className: 'md:min-w-36' }),
    col('Phone', 'phone', { className: 'whitespace-nowrap' }),
    col('Place', 'place', { className: 'md:min-w-36' }),
    col('Listed area', 'area', { className: 'whitespace-nowrap' }),
    created,
  ],
});
