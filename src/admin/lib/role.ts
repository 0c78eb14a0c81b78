import { useStore } from '@nanostores/react';
import { isRole, mayCall, mayOpen, type Role } from '../../lib/roles.ts';
import type { Section } from '../resources/types.ts';
import { $auth } from './session.ts';

/**
 * The signed-in user's role (issue 30). The server decides on every request; the admin only leaves out what
 * would be refused. A server from before roles sends none, and there everyone was an admin.
 */
export function useRole(): Role {
  const { user } = useStore($auth);
  return isRole(user?.role) ? user.role : 'admin';
}

/** The API part a screen works on: its resource's, or its own ('' for the Dashboard, which everyone opens). */
const partOf = (section: Section) => (section.api ?? '').split('/')[2] ?? '';

export const mayOpenSection = (role: Role, section: Section) => mayOpen(role, partOf(section));

/** May the signed-in user make this call (a button that would be refused is not shown)? */
export function useMayCall(method: string, path: string): boolean {
  return mayCall(useRole(), method, path);
}
