import { useStore } from '@nanostores/react';
import { mayOpen, mayUse, type RouteName } from '../../lib/api-access.ts';
import { isRole, type Role } from '../../lib/roles.ts';
import type { Section } from '../resources/types.ts';
import { $auth } from './session.ts';

/**
 * The signed-in user's role (issue 30), or undefined when the server sent none it knows: then, as on the
 * server, nothing but the public is allowed. The server decides on every request; the admin reads the same
 * rules (src/lib/api-access.ts) only to leave out what would be refused.
 */
export function useRole(): Role | undefined {
  const { user } = useStore($auth);
  return isRole(user?.role) ? user.role : undefined;
}

/** The API part a screen works on: its resource's, or its own ('' for the Dashboard, which everyone opens). */
const partOf = (section: Section) => (section.api ?? '').split('/')[2] ?? '';

export const mayOpenSection = (role: Role | undefined, section: Section) => mayOpen(role, partOf(section));

/** May the signed-in user use this route of the table (a button that would be refused is not shown)? */
export function useMayUse(name: RouteName): boolean {
  return mayUse(useRole(), name);
}
