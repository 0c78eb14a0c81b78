import {
  type Action,
  adminOnly,
  allows,
  anyone,
  ownAccount,
  type Rule,
  roles,
  ruleOf,
  signedIn,
  staff,
} from './access.ts';
import { ENTITIES, type EntityDef } from './entities.ts';
import type { Role } from './roles.ts';
import type { Scope } from './api-keys.ts';

// Who may call each route of the API (the path after /api). An entity's routes take their rules from its
// definition (src/lib/entities.ts `access`); every other route is in ROUTES, the one table of them, each under
// a name the admin asks by. A route in neither is the admin's alone: signing in is the default, and a public
// route says so with the `anyone` rule.

export interface Route {
  /** GET, POST, PUT, PATCH, DELETE, or * for any */
  method: string;
  /** segments; `:x` is any one segment, a final `/*` any number of them (none too) */
  path: string;
  rule: Rule;
  /** the API key scope that may call it too (src/server/auth/api-keys.ts); none: no key may */
  scope?: Scope;
}
const route = (method: string, path: string, rule: Rule, scope?: Scope): Route => ({
  method,
  path,
  rule,
  ...(scope ? { scope } : {}),
});

/** The routes that are not an entity's records, the more precise before the wider. */
export const ROUTES = {
  health: route('GET', '/health', anyone),
  uploadLimit: route('GET', '/upload-limit', anyone),
  siteSettings: route('GET', '/settings', anyone),
  settings: route('*', '/settings/*', adminOnly),
  signIn: route('POST', '/users/login/*', anyone),
  invitation: route('POST', '/invitation/*', anyone),
  account: route('*', '/users/me/*', ownAccount),
  verify: route('GET', '/users/verify', ownAccount),
  signOut: route('POST', '/users/logout', ownAccount),
  // The assignee picker.
  staffList: route('GET', '/users/staff', staff),
  // Other users, their sessions, invitations and the two-factor rule.
  users: route('*', '/users/*', adminOnly),
  speedtestResults: route('GET', '/speedtest/result', roles('support')),
  speedtestExport: route('GET', '/speedtest/result/export.csv', roles('support')),
  // Measuring (ping, download, upload), sending a result and opening one's own by its id.
  speedtest: route('*', '/speedtest/*', anyone),
  // A customer's My account (issue 47): asking for a code and signing in are for anyone; the rest checks the
  // customer's own session cookie (src/server/account/session.ts), which is no staff token.
  customerAccount: route('*', '/account/*', anyone),
  ticketStats: route('GET', '/ticket/stats', roles('support')),
  // A customer follows their fault report by its tracking token.
  ticketTracking: route('*', '/ticket/track', anyone),
  // Attaching an incident's fault reports and resolving them: ticket work.
  incidentTickets: route('*', '/incident/:id/tickets', roles('support')),
  resolveIncidentTickets: route('POST', '/incident/:id/resolve-tickets', roles('support')),
  areaImport: route('POST', '/area/import', roles('editor')),
  subscribers: route('GET', '/subscription', roles('support')),
  // Subscribing to an area's status emails, confirming, unsubscribing.
  subscribe: route('POST', '/subscription/*', anyone),
  // The leads' 30 days (bookings per day, bookings by plan) are the sales figures (issue 42).
  leadStats: route('GET', '/leads/stats', roles('sales')),
  // The lead desk's counts, warnings and failing notifications: for whoever works through leads.
  leadDesk: route('*', '/leads/*', roles('sales', 'support')),
  // Online payments: quick pay, starting a payment, the gateways' returns and the receipt are public…
  paymentQuickPay: route('GET', '/payment/customer/:id', anyone),
  paymentStart: route('POST', '/payment', anyone),
  paymentEsewaReturn: route('GET', '/payment/esewa/*', anyone),
  paymentKhaltiReturn: route('GET', '/payment/khalti/*', anyone),
  paymentReceipt: route('GET', '/payment/receipt/:id', anyone),
  // …the desk's list, CSV, totals, one payment and "Look up now" are for sales (no separate billing role).
  // The billing system reads the payments (`?since=`, oldest change first) with a key of `payments:read`.
  paymentList: route('GET', '/payment', roles('sales'), 'payments:read'),
  // Marking a payment refunded raises what the customer owes again: the admin's alone.
  paymentRefund: route('POST', '/payment/:id/refund', adminOnly),
  payments: route('*', '/payment/*', roles('sales')),
  // Issue 49: the status summary for apps and routers is public; the NTA's monthly report is the desk's.
  statusSummary: route('GET', '/status/summary', anyone),
  ntaReport: route('GET', '/report/nta', roles('support')),
  ntaReportExport: route('GET', '/report/nta/export.csv', roles('support')),
  // The credits desk: support and sales propose and read a month's credits; approving or rejecting one is
  // billing's, so sales'. The billing system reads the approved ones with a key of `credits:read`.
  creditList: route('GET', '/credit', roles('support', 'sales'), 'credits:read'),
  creditApprove: route('POST', '/credit/:id/approve', roles('sales')),
  creditReject: route('POST', '/credit/:id/reject', roles('sales')),
  credits: route('*', '/credit/*', roles('support', 'sales')),
  publishStatus: route('GET', '/publish', staff),
  publish: route('POST', '/publish', roles('editor')),
  // Counts for the dashboard and Recently deleted (which lists and restores only what the role may restore).
  stats: route('GET', '/stats', staff),
  trash: route('*', '/trash/*', staff),
  audit: route('*', '/audit/*', adminOnly),
  // Removing the demo's content (issue 42).
  demoContent: route('*', '/demo-content/*', adminOnly),
  // The customers (issue 47): the billing system reads and upserts one by its own customer ID with an API key.
  customerById: route('GET', '/customer/by-id/:customerId', ENTITIES.customer.access.read, 'customers:read'),
  customerUpsert: route('PUT', '/customer/by-id/:customerId', ENTITIES.customer.access.update, 'customers:write'),
  customerImport: route('POST', '/customer/import', ENTITIES.customer.access.update),
  // A customer's use of their line from RADIUS (docs/usage.md), as My account shows it.
  customerUsage: route('GET', '/customer/by-id/:customerId/usage', ENTITIES.customer.access.read, 'customers:read'),
  // The API keys themselves.
  apiKeys: route('*', '/keys/*', adminOnly),
} satisfies Record<string, Route>;
export type RouteName = keyof typeof ROUTES;

/** An entity's routes (crud, lead, history, preview), each with the action it is. */
const entityRoutes = (def: EntityDef): Route[] => {
  const p = `/${def.path}`;
  const of = (action: Action) => ruleOf(def.access, action);
  const key = def.access.keys ?? {};
  return [
    route('GET', p, of('read'), key.read),
    route('POST', p, of('create'), key.create),
    route('POST', `${p}/preview`, of('update')),
    route('PUT', `${p}/order`, of('update')),
    // Hiding, showing and (checked again by the route) deleting several at once.
    route('POST', `${p}/bulk`, of('update')),
    route('GET', `${p}/:id`, of('read'), key.read),
    route('PUT', `${p}/:id`, of('update'), key.update),
    route('PATCH', `${p}/:id`, of('update'), key.update),
    route('DELETE', `${p}/:id`, of('delete'), key.delete),
    // A record's history is staff's even where reading the record is public; putting a version back is an update.
    route('GET', `${p}/:id/revisions`, signedIn(of('read'))),
    route('POST', `${p}/:id/revisions/:revision/restore`, of('update')),
  ];
};

const TABLE: readonly Route[] = [
  ...Object.values(ROUTES),
  ...(Object.values(ENTITIES) as EntityDef[]).flatMap(entityRoutes),
];

const matches = (pattern: string, path: string) => {
  const want = pattern.split('/');
  const have = path.replace(/\/$/, '').split('/');
  const rest = want.at(-1) === '*';
  if (rest) want.pop();
  if (rest ? have.length < want.length : have.length !== want.length) return false;
  return want.every((w, i) => w.startsWith(':') || w === have[i]);
};

/** The first route written for a call (method, path after /api), if any. */
export function findRoute(method: string, path: string): Route | undefined {
  const m = method === 'HEAD' ? 'GET' : method;
  return TABLE.find((r) => (r.method === '*' || r.method === m) && matches(r.path, path));
}

/** The rule of a call: its route's; a call no route is written for is the admin's alone. */
export const ruleFor = (method: string, path: string): Rule => findRoute(method, path)?.rule ?? adminOnly;

/** May this role (undefined: a visitor) make this call? */
export const mayCall = (role: Role | undefined, method: string, path: string) => allows(ruleFor(method, path), role);

/** May this role use a named route of the table (the admin's buttons and panels ask so)? */
export const mayUse = (role: Role | undefined, name: RouteName) => allows(ROUTES[name].rule, role);

/** May this role do this to an entity's records? Users, not an entity, are the admin's. */
export function mayDo(role: Role | undefined, entity: string, action: Action): boolean {
  const def = (ENTITIES as Record<string, EntityDef>)[entity];
  return def ? allows(ruleOf(def.access, action), role) : role === 'admin';
}

/** The admin screens that are not an entity's, with who opens them. */
const SCREENS: Record<string, Rule> = {
  speedtest: ROUTES.speedtestResults.rule,
  trash: ROUTES.trash.rule,
  audit: ROUTES.audit.rule,
  settings: ROUTES.settings.rule,
  users: ROUTES.users.rule,
  keys: ROUTES.apiKeys.rule,
  payment: ROUTES.payments.rule,
  credit: ROUTES.credits.rule,
};

/** May this role open the admin screen working on this part of the API ('' for the dashboard, everyone's)? */
export function mayOpen(role: Role | undefined, part: string): boolean {
  if (part === '') return role !== undefined;
  const def = (ENTITIES as Record<string, EntityDef>)[part];
  const rule = def ? (def.access.admin ?? def.access.update) : (SCREENS[part] ?? adminOnly);
  return role !== undefined && allows(rule, role);
}
