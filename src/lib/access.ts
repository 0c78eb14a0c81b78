import { ROLES, type Role } from './roles.ts';

// Who may do what, as Payload writes it on a collection: each entity's definition says, for each action,
// which named rule lets a caller through (src/lib/entities.ts `access`); the routes that are not an entity's
// records have one table of their own (src/lib/api-access.ts). The server checks the rule on every API request
// before the route runs (src/server/auth/tokens.ts); the admin reads the same rules to leave out what would be
// refused. An admin passes every rule; a caller whose role is unknown passes none that needs a role.

/** What a caller does to an entity's records (restore: bring a deleted one back from Recently deleted). */
export type Action = 'read' | 'create' | 'update' | 'delete' | 'restore';

export interface Rule {
  /** the rule's name, as the docs and a test's title say it */
  name: string;
  /** a visitor without a token may pass */
  public: boolean;
  /** the roles besides admin that may pass when signed in */
  roles: readonly Role[];
  /** a token, when sent, is checked, and the caller is then staff (published-or-staff: staff see the unpublished) */
  readsToken?: boolean;
  /** one's own account: reachable while two-factor sign-in is required and not yet set up */
  ownAccount?: boolean;
}

const STAFF_ROLES = ROLES.filter((r) => r !== 'admin');

/** Everyone, signed in or not; a token is not even read (a visitor's form, the sign-in, the health check). */
export const anyone: Rule = { name: 'anyone', public: true, roles: STAFF_ROLES };
/** Every signed-in user, whatever the role. */
export const staff: Rule = { name: 'staff', public: false, roles: STAFF_ROLES };
/** Only these roles (and admin); `roles()` is the admin's alone. */
export const roles = (...only: Role[]): Rule => ({ name: `roles(${only.join(', ')})`, public: false, roles: only });
/** The admin's alone. */
export const adminOnly = roles();
/** The public site's content: a visitor sees what is published (not hidden, inside its window), staff see it all. */
export const publishedOrStaff: Rule = {
  name: 'published-or-staff',
  public: true,
  roles: STAFF_ROLES,
  readsToken: true,
};
/** A signed-in user's own account: profile, second factor, sessions, sign-out. */
export const ownAccount: Rule = { name: 'own account', public: false, roles: STAFF_ROLES, ownAccount: true };

/** An entity's access, written on its definition; restore is the delete rule unless written. */
export interface Access {
  read: Rule;
  create: Rule;
  update: Rule;
  delete: Rule;
  restore?: Rule;
  /** who opens its admin screen (Payload's access.admin); by default whoever may update its records */
  admin?: Rule;
}

/** Does the rule let this caller through? `role` is undefined for a visitor (and an unknown role: only what is public). */
export const allows = (rule: Rule, role: Role | undefined): boolean =>
  role === 'admin' || (role ? rule.roles.includes(role) : rule.public);

/** The rule of an action on an entity (restore: the delete rule unless written). */
export const ruleOf = (access: Access, action: Action): Rule =>
  action === 'restore' ? (access.restore ?? access.delete) : access[action];

/** The rule of the only-signed-in part of a rule (a record's history is staff's even where reading it is public). */
export const signedIn = (rule: Rule): Rule => ({ ...rule, name: `${rule.name}, signed in`, public: false });
