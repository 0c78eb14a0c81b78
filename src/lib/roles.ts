// Staff roles (issue 30): what each kind of staff member may use, read by the server on every signed-in request
// (src/server/auth/tokens.ts) and by the admin to show only what the user may use. An admin may use everything.

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
  sales: 'bookings, contact messages, referrals and coverage requests',
  support: 'support tickets, incidents, contact messages and speed tests',
};

/** The site's content: every role may read it (it is on the public site anyway); editors change it. */
const CONTENT = ['slider', 'notice', 'testimonial', 'plan', 'faq', 'area', 'help', 'incident'];

/** Each part of the API (the path's first segment after /api) and the roles besides admin that may use it. */
const PARTS: Record<string, readonly Role[]> = {
  ...Object.fromEntries(CONTENT.map((part) => [part, ['editor']])),
  incident: ['editor', 'support'],
  publish: ['editor'],
  booking: ['sales'],
  referral: ['sales'],
  'coverage-request': ['sales'],
  contact: ['sales', 'support'],
  ticket: ['support'],
  speedtest: ['support'],
  subscription: ['support'],
  // The regulator's monthly report and the customers' credits (issue 49): the desk's work.
  report: ['support'],
  credit: ['support'],
  // The lead desk's counts, warnings and failing notifications: for whoever works through leads.
  leads: ['sales', 'support'],
  // Counts for the dashboard and Recently deleted (which lists only what the role may use): everyone.
  stats: ['editor', 'sales', 'support'],
  trash: ['editor', 'sales', 'support'],
};

/** A user's own account (profile, second factor, sessions) and the staff list of the assignee picker. */
const OWN = /^\/users\/(?:me(?:\/.*)?|verify|logout|login(?:\/.*)?)$/;

/**
 * May a user of this role call this method on this API path (without the /api prefix)? Reading content
 * is for everyone; attaching and resolving an incident's tickets is ticket work (support).
 */
export function mayCall(role: Role, method: string, path: string): boolean {
  if (role === 'admin') return true;
  if (OWN.test(path) || (method === 'GET' && path === '/users/staff')) return true;
  // The leads' 30 days (bookings per day, bookings by plan) are the sales figures (issue 42).
  if (path === '/leads/stats') return role === 'sales';
  const part = path.split('/')[1] ?? '';
  if (part === 'incident' && /^\/incident\/[^/]+\/(?:tickets|resolve-tickets)$/.test(path)) return role === 'support';
  if (method === 'GET' && (CONTENT.includes(part) || part === 'publish')) return true;
  return PARTS[part]?.includes(role) ?? false;
}

/** May this role open the admin screen whose API part this is ('' for the dashboard)? */
export const mayOpen = (role: Role, part: string) => part === '' || mayCall(role, 'DELETE', `/${part}`);

/** The 403's message: what the role may do, so the user knows whom to ask. */
export const roleRefusal = (role: Role) => `The ${ROLE_NAMES[role]} role may use ${ROLE_SCOPE[role]} only`;

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
