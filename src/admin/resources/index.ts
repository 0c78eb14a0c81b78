import { activity } from './activity.tsx';
import { apiKeys } from './api-keys.tsx';
import { area } from './area.tsx';
import { booking } from './booking.tsx';
import { contactForm } from './contact-form.tsx';
import { coverageRequest } from './coverage-request.tsx';
import { customer } from './customer.tsx';
import { dashboard } from './dashboard.tsx';
import { faq } from './faq.tsx';
import { incident } from './incident.tsx';
import { help } from './help.tsx';
import { notice } from './notice.tsx';
import { payment } from './payment.tsx';
import { credit } from './credit.tsx';
import { ntaReport } from './nta-report.tsx';
import { plan } from './plan.tsx';
import { recentlyDeleted } from './recently-deleted.tsx';
import { referralForm } from './referral-form.tsx';
import { siteSettings } from './site-settings.tsx';
import { slider } from './slider.tsx';
import { speedtest } from './speedtest.tsx';
import { testimonial } from './testimonial.tsx';
import { ticket } from './ticket.tsx';
import { isResource, type Resource, type Section } from './types.ts';
import { user } from './user.tsx';

// Every admin section, in the sidebar order of spec §2. The sidebar, its icons, the routes and the
// dashboard's cards are all read from here: a new section is a file in this folder and a line below.
// The 'history' group (Activity, Recently deleted) is listed apart, below the spec's sidebar.
// The 'coverage' group (issue 15: areas and their waiting list) is listed apart the same way, and
// the 'support' group (issue 29: Support Tickets and the Support page's self-help), and the 'customers'
// group (issue 47: the subscribers and the API keys the billing system writes them with).
export const SECTIONS: readonly Section[] = [
  dashboard,
  slider,
  notice,
  testimonial,
  user,
  plan,
  faq,
  referralForm,
  contactForm,
  booking,
  customer,
  apiKeys,
  payment,
  credit,
  ticket,
  help,
  speedtest,
  ntaReport,
  area,
  coverageRequest,
  incident,
  recentlyDeleted,
  activity,
  siteSettings,
];

/** The sections that are list screens of records. */
export const RESOURCES: readonly Resource[] = SECTIONS.filter(isResource);

export const sectionFor = (path: string) => SECTIONS.find((s) => s.route === path);
export const resourceFor = (path: string) => RESOURCES.find((r) => r.route === path);

/**
 * A record's own address, `<list route>/<id>`: its list with its details open (a submission, from
 * an email) or its edit form (content, a user: from the Activity log).
 */
export function recordPath(path: string): { resource: Resource; id: string } | undefined {
  const resource = RESOURCES.find((r) => (r.details || r.fields) && path.startsWith(`${r.route}/`));
  const id = resource && decodeURIComponent(path.slice(resource.route.length + 1));
  return resource && id && !id.includes('/') ? { resource, id } : undefined;
}
