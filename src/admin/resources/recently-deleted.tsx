import { RecentlyDeleted } from '../screens/RecentlyDeleted.tsx';
import type { Section } from './types.ts';

/** Deleted records kept for 30 days, each with Restore. */
export const recentlyDeleted: Section = {
  route: '/admin/recently-deleted',
  title: 'Recently deleted',
  icon: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  screen: RecentlyDeleted,
  group: 'history',
  api: '/api/trash',
};
