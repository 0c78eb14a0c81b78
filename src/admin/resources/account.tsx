import { Account } from '../screens/Account.tsx';
import type { Section } from './types.ts';

/** Your own account (issue 30): two-factor sign-in and sessions; every signed-in user has it. */
export const account: Section = {
  route: '/admin/account',
  title: 'Your account',
  icon: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM9.5 12l2 2 3.5-4',
  screen: Account,
  group: 'site',
};
