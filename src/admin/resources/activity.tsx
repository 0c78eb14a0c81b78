import { Activity } from '../screens/Activity.tsx';
import type { Section } from './types.ts';

/** The audit trail of every admin write and sign-in. */
export const activity: Section = {
  route: '/admin/activity',
  title: 'Activity',
  icon: 'M3 12h4l3-8 4 16 3-8h4',
  screen: Activity,
  group: 'history',
  api: '/api/audit',
};
