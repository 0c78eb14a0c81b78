// Staff roles (issue 30): the kinds of staff member. What each may use is written as access rules on the entities'
// definitions and in the table of the other routes (src/lib/access.ts, src/lib/api-access.ts). An admin may use everything.

export const ROLES = ['admin', 'editor', 'sales', 'support'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_NAMES: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Editor',
  sales: 'Sales',
  support: 'Support',
};

/** What each role is for, as the Users screen and a refusal say it. */
export const ROLE_SCOPE: Record<Role, string> = {
  admin: 'everything, including users and settings',
  editor: 'the content: sliders, notices, testimonials, plans, FAQs, areas, incidents and self-help',
  sales:
    'bookings, contact messages, referrals, coverage requests, online payments and credits (approving them), and read the customers',
  support:
    'support tickets, incidents, contact messages, speed tests and credits (proposing them), and read the customers',
};

/** The 403's message: what the role may do, so the user knows whom to ask. */
export const roleRefusal = (role: Role) => `The ${ROLE_NAMES[role]} role may use ${ROLE_SCOPE[role]} only`;

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
