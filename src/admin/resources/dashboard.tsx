import { Dashboard } from '../screens/Dashboard.tsx';
import type { Section } from './types.ts';

/** The Dashboard: a screen of its own, whose cards and latest lists come from the other sections. */
export const dashboard: Section = {
  route: '/admin',
  title: 'Dashboard',
  icon: 'M3 12l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  screen: Dashboard,
};
