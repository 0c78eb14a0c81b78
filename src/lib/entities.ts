import type { z } from 'zod';
import type { Role } from './roles.ts';
import { type FieldKind, storedKinds } from './schema-fields.ts';
import { sliderSchema } from './schemas/slider.ts';
import { noticeSchema } from './schemas/notice.ts';
import { testimonialSchema } from './schemas/testimonial.ts';
import { planSchema } from './schemas/plan.ts';
import { faqSchema } from './schemas/faq.ts';
import { scheduled } from './schemas/schedule.ts';
import { bookingSchema } from './schemas/booking.ts';
import { contactSchema } from './schemas/contact.ts';
import { referralSchema } from './schemas/referral.ts';
import { areaSchema } from './schemas/area.ts';
import { coverageRequestSchema } from './schemas/coverage-request.ts';
import { incidentSchema } from './schemas/incident.ts';
import { ticketSchema } from './schemas/ticket.ts';
import { helpSchema } from './schemas/help.ts';
import { TICKET_STATUSES } from './tickets.ts';
import { type Access, anyone, publishedOrStaff, roles } from './access.ts';

/**
 * The record entities served by the generic CRUD routes (users have routes of their own).
 * One definition drives the API, the storage and the admin screens.
 */
export interface EntityDef {
  /** API path segment and table name, as in spec §7 */
  path: string;
  /** the word in 'Are you sure you want to delete this …?' */
  word: string;
  /** the plural in 'Failed to fetch …' */
  plural: string;
  /** what a client sends; its fields are the record's (src/lib/schema-fields.ts) */
  schema: z.ZodObject;
  /** every stored field and how it is stored: the schema's, and any the server fills in */
  fields: Record<string, FieldKind>;
  /** multipart with an image file */
  image: boolean;
  /** a second image, in Nepali, shown on the Nepali pages (`image_ne`, optional; 0048_poster_ne) */
  imageNe?: boolean;
  /** the image may be left out of a new record when this field has a value (a text-only notice) */
  imageUnless?: string;
  /**
   * who may read, create, update and delete its records (and restore, open its admin screen), each a named
   * rule of src/lib/access.ts: the server checks it on every request, the admin reads it to show what it may
   */
  access: Access;
  /** anyone may list (public content): worked out from access.read */
  publicRead: boolean;
  /** anyone may create (visitor submissions): worked out from access.create */
  publicCreate: boolean;
  /** PUT /{id} exists */
  editable: boolean;
  /** a new record goes first instead of last (testimonials are prepended, spec §4) */
  newestFirst: boolean;
  /** editors choose the order (PUT /order) and may hide a record (its `hidden` field) */
  ordered: boolean;
  /** a change shows on the public site, so it triggers a rebuild */
  published: boolean;
  /** a visitor's submission the staff work through: status, notes, notifications (issue 12) */
  lead?: LeadDef;
}

export interface LeadDef {
  /** the statuses a record may have, 'new' first (every record arrives as 'new') */
  statuses: readonly string[];
  /** the field naming the customer (notification subjects) */
  customerField: string;
  /** how one record is called in running text ('contact message') */
  noun: string;
  /** every visitor field with its label, in reading order (details view, email, CSV header) */
  labels: readonly (readonly [string, string])[];
  /** the admin list screen; a record's details are at `${adminRoute}/${id}` */
  adminRoute: string;
  /** fields the list and its export may be narrowed to by an exact value (`?area=Itahari-6`), besides the status */
  filters?: readonly string[];
}

/** The public site's content: published records for everyone, all of them for staff; editors change it. */
const editorial = (...editors: Role[]): Access => ({
  read: publishedOrStaff,
  create: roles(...editors),
  update: roles(...editors),
  delete: roles(...editors),
});
/** A visitor's submission: anyone sends one; the roles that work through them read, change and delete them. */
const worked = (...workers: Role[]): Access => ({
  read: roles(...workers),
  create: anyone,
  update: roles(...workers),
  delete: roles(...workers),
});

const content = {
  access: editorial('editor'),
  editable: true,
  newestFirst: false,
  published: true,
  ordered: true,
};
const submission = {
  editable: false,
  newestFirst: false,
  published: false,
  ordered: false,
  image: false,
};
/** The stored image fields of an entity: its image, and its Nepali image when it has one. */
export const imageFields = (def: Pick<EntityDef, 'image' | 'imageNe'>): string[] =>
  def.image ? (def.imageNe ? ['image', 'image_ne'] : ['image']) : [];

/** An entity's definition with the stored fields its schema names, and `serverFields` the server fills in. */
const entity = <D extends Omit<EntityDef, 'fields' | 'publicRead' | 'publicCreate'>>(
  def: D,
  serverFields: Record<string, FieldKind> = {},
) => ({
  ...def,
  publicRead: def.access.read.public,
  publicCreate: def.access.create.public,
  fields: { ...storedKinds(def.schema), ...serverFields },
});

const BOOKING_LEAD: LeadDef = {
  statuses: ['new', 'contacted', 'scheduled', 'connected', 'cancelled', 'spam'],
  customerField: 'customerName',
  noun: 'booking',
  adminRoute: '/admin/bookings',
  labels: [
    ['customerName', 'Customer name'],
    ['address', 'Address'],
    ['contact', 'Contact'],
    ['contact2', 'Alternative contact'],
    ['email', 'Email'],
    ['plan', 'Plan'],
    ['speed', 'Speed'],
    ['cost', 'Cost'],
    ['duration', 'Duration'],
    ['remarks', 'Remarks'],
  ],
};
const CONTACT_LEAD: LeadDef = {
  statuses: ['new', 'replied', 'closed', 'spam'],
  customerField: 'name',
  noun: 'contact message',
  adminRoute: '/admin/contact-forms',
  labels: [
    ['name', 'Name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['subject', 'Subject'],
    ['msg', 'Message'],
  ],
};
const REFERRAL_LEAD: LeadDef = {
  statuses: ['new', 'contacted', 'rewarded', 'closed', 'spam'],
  customerField: 'customerName',
  noun: 'referral',
  adminRoute: '/admin/referral-forms',
  labels: [
    ['customerName', 'Customer name'],
    ['phone', 'Phone'],
    ['customerId', 'Customer ID'],
    ['address', 'Address'],
    ['friendsName', "Friend's name"],
    ['friendsAddress', "Friend's address"],
    ['friendsContact', "Friend's contact"],
    ['remarks', 'Remarks'],
  ],
};

const COVERAGE_REQUEST_LEAD: LeadDef = {
  statuses: ['new', 'contacted', 'connected', 'closed', 'spam'],
  customerField: 'name',
  noun: 'coverage request',
  adminRoute: '/admin/coverage-requests',
  // `area` is not the visitor's to set: the server fills in the listed area the place names (issue 15).
  labels: [
    ['name', 'Name'],
    ['phone', 'Phone'],
    ['place', 'Place'],
    ['area', 'Listed area'],
  ],
  filters: ['area'],
};

// A fault report (issue 29): its own routes add the number, tracking token, replies and clocks (src/server/tickets/).
const TICKET_LEAD: LeadDef = {
  statuses: TICKET_STATUSES,
  customerField: 'name',
  noun: 'fault report',
  adminRoute: '/admin/tickets',
  labels: [
    ['number', 'Ticket'],
    ['name', 'Name'],
    ['phone', 'Phone'],
    ['email', 'Email'],
    ['customerId', 'Customer ID'],
    ['area', 'Area'],
    ['category', 'Category'],
    ['description', 'Description'],
    ['callTime', 'Best time to call'],
    ['priority', 'Priority'],
    // The regulator's figures (a claim needs them): when staff first answered and when it was repaired.
    ['firstResponseAt', 'First response'],
    ['resolvedAt', 'Resolved'],
  ],
  filters: ['area', 'category'],
};

export const ENTITIES = {
  slider: entity({
    ...content,
    path: 'slider',
    word: 'slider',
    plural: 'sliders',
    image: true,
    imageNe: true,
    schema: scheduled(sliderSchema),
  }),
  notice: entity({
    ...content,
    path: 'notice',
    word: 'notice',
    plural: 'notices',
    image: true,
    imageNe: true,
    imageUnless: 'text',
    schema: scheduled(noticeSchema),
  }),
  testimonial: entity({
    ...content,
    path: 'testimonial',
    word: 'testimonial',
    plural: 'testimonials',
    image: true,
    newestFirst: true,
    schema: scheduled(testimonialSchema),
  }),
  plan: entity({
    ...content,
    path: 'plan',
    word: 'plan',
    plural: 'plans',
    image: false,
    schema: scheduled(planSchema),
  }),
  faq: entity({
    ...content,
    path: 'faq',
    word: 'faq',
    plural: 'faqs',
    image: false,
    schema: scheduled(faqSchema),
  }),
  booking: entity({
    ...submission,
    access: worked('sales'),
    lead: BOOKING_LEAD,
    path: 'booking',
    word: 'booking',
    plural: 'bookings',
    schema: bookingSchema,
  }),
  contact: entity({
    ...submission,
    access: worked('sales', 'support'),
    lead: CONTACT_LEAD,
    path: 'contact',
    word: 'contact',
    plural: 'contacts',
    schema: contactSchema,
  }),
  referral: entity({
    ...submission,
    access: worked('sales'),
    lead: REFERRAL_LEAD,
    path: 'referral',
    word: 'referral',
    plural: 'referrals',
    schema: referralSchema,
  }),
  area: entity({
    ...content,
    path: 'area',
    word: 'area',
    plural: 'areas',
    image: false,
    schema: areaSchema,
  }),
  'coverage-request': entity(
    {
      ...submission,
      access: worked('sales'),
      lead: COVERAGE_REQUEST_LEAD,
      path: 'coverage-request',
      word: 'coverage request',
      plural: 'coverage requests',
      schema: coverageRequestSchema,
    },
    // The listed area the request's place names: the server's to fill in, not the visitor's (issue 15).
    { area: 'text' },
  ),
  // Network status (issue 29): content listed by time, newest first, never hidden or reordered.
  incident: entity({
    ...content,
    // Support works incidents too: it attaches the fault reports and tells the customers (issue 29).
    access: editorial('editor', 'support'),
    ordered: false,
    newestFirst: true,
    path: 'incident',
    word: 'incident',
    plural: 'incidents',
    image: false,
    schema: incidentSchema,
  }),
  help: entity({
    ...content,
    path: 'help',
    word: 'help step',
    plural: 'help steps',
    image: false,
    schema: helpSchema,
  }),
  ticket: entity(
    {
      ...submission,
      access: worked('support'),
      lead: TICKET_LEAD,
      path: 'ticket',
      word: 'ticket',
      plural: 'tickets',
      schema: ticketSchema,
    },
    // Filled in by the server: the number, the desk's priority, the regulator's timestamps and the
    // incident staff attached it to.
    {
      number: 'text',
      priority: 'text',
      firstResponseAt: 'text',
      resolvedAt: 'text',
      firstResponseDue: 'text',
      incidentId: 'text',
    },
  ),
} satisfies Record<string, EntityDef>;

export type EntityName = keyof typeof ENTITIES;

/** What every stored record carries besides its fields. */
interface BaseRecord {
  _id: string;
  createdAt: string;
}
/** A plan as the API answers it: its schema's fields, its place in the editor's order. */
export type Plan = BaseRecord & z.output<typeof planSchema> & { position: number };
/** A note a staff member added to a lead. */
export interface LeadNote {
  text: string;
  /** the user's name */
  author: string;
  at: string;
}
export const LEAD_NAMES = ['booking', 'contact', 'referral', 'coverage-request'] as const;
export type LeadName = (typeof LEAD_NAMES)[number];

/** The lead description of an entity, or undefined when it is not a lead. */
export const leadOf = (name: string): LeadDef | undefined => (ENTITIES as Record<string, EntityDef>)[name]?.lead;
