import type { z } from 'zod';
import { sliderSchema } from './schemas/slider.ts';
import { noticeSchema } from './schemas/notice.ts';
import { testimonialSchema } from './schemas/testimonial.ts';
import { planSchema } from './schemas/plan.ts';
import { faqSchema } from './schemas/faq.ts';
import { bookingSchema } from './schemas/booking.ts';
import { contactSchema } from './schemas/contact.ts';
import { referralSchema } from './schemas/referral.ts';
import { areaSchema, type AreaService, type AreaStatus } from './schemas/area.ts';
import { coverageRequestSchema } from './schemas/coverage-request.ts';

/** How a field is stored: text, a list of strings, or a boolean. */
export type FieldKind = 'text' | 'list' | 'bool';

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
  fields: Record<string, FieldKind>;
  schema: z.ZodType<Record<string, unknown>>;
  /** multipart with an image file */
  image: boolean;
  /** anyone may list (public content) */
  publicRead: boolean;
  /** anyone may create (visitor submissions) */
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

const text = (...names: string[]) => Object.fromEntries(names.map((n) => [n, 'text' as const]));

const content = {
  publicRead: true,
  publicCreate: false,
  editable: true,
  newestFirst: false,
  published: true,
  ordered: true,
};
const submission = {
  publicRead: false,
  publicCreate: true,
  editable: false,
  newestFirst: false,
  published: false,
  ordered: false,
  image: false,
};
/** Every content record can be hidden; an image's alt text is optional (the title or name when empty). */
const hidden = { hidden: 'bool' as const };
const imageAlt = { imageAlt: 'text' as const };

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

export const ENTITIES = {
  slider: {
    ...content,
    path: 'slider',
    word: 'slider',
    plural: 'sliders',
    image: true,
    schema: sliderSchema,
    fields: { ...text('title', 'name', 'subtitle', 'link', 'title_ne', 'subtitle_ne'), ...imageAlt, ...hidden },
  },
  notice: {
    ...content,
    path: 'notice',
    word: 'notice',
    plural: 'notices',
    image: true,
    schema: noticeSchema,
    fields: { ...text('title', 'title_ne'), ...imageAlt, ...hidden },
  },
  testimonial: {
    ...content,
    path: 'testimonial',
    word: 'testimonial',
    plural: 'testimonials',
    image: true,
    newestFirst: true,
    schema: testimonialSchema,
    fields: { ...text('name', 'location', 'comment', 'location_ne', 'comment_ne', 'name_ne'), ...imageAlt, ...hidden },
  },
  plan: {
    ...content,
    path: 'plan',
    word: 'plan',
    plural: 'plans',
    image: false,
    schema: planSchema,
    fields: {
      ...text('name', 'speed', 'price', 'duration', 'name_ne'),
      features: 'list',
      features_ne: 'list',
      sme: 'bool',
      featured: 'bool',
      popular: 'bool',
      ...hidden,
    },
  },
  faq: {
    ...content,
    path: 'faq',
    word: 'faq',
    plural: 'faqs',
    image: false,
    schema: faqSchema,
    fields: { ...text('question', 'answer', 'question_ne', 'answer_ne'), ...hidden },
  },
  booking: {
    ...submission,
    lead: BOOKING_LEAD,
    path: 'booking',
    word: 'booking',
    plural: 'bookings',
    schema: bookingSchema,
    fields: text(
      'customerName',
      'address',
      'contact',
      'email',
      'contact2',
      'remarks',
      'plan',
      'speed',
      'cost',
      'duration',
      'lang',
    ),
  },
  contact: {
    ...submission,
    lead: CONTACT_LEAD,
    path: 'contact',
    word: 'contact',
    plural: 'contacts',
    schema: contactSchema,
    fields: text('name', 'email', 'subject', 'phone', 'msg', 'lang'),
  },
  referral: {
    ...submission,
    lead: REFERRAL_LEAD,
    path: 'referral',
    word: 'referral',
    plural: 'referrals',
    schema: referralSchema,
    fields: text(
      'customerName',
      'phone',
      'customerId',
      'address',
      'friendsName',
      'friendsAddress',
      'friendsContact',
      'remarks',
      'lang',
    ),
  },
  area: {
    ...content,
    path: 'area',
    word: 'area',
    plural: 'areas',
    image: false,
    schema: areaSchema,
    fields: { ...text('name', 'name_ne', 'district', 'status'), services: 'list', ...hidden },
  },
  'coverage-request': {
    ...submission,
    lead: COVERAGE_REQUEST_LEAD,
    path: 'coverage-request',
    word: 'coverage request',
    plural: 'coverage requests',
    schema: coverageRequestSchema,
    fields: text('name', 'phone', 'place', 'area', 'lang'),
  },
} satisfies Record<string, EntityDef>;

export type EntityName = keyof typeof ENTITIES;
export const ENTITY_NAMES = Object.keys(ENTITIES) as EntityName[];

/** What every stored record carries besides its fields. */
export interface BaseRecord {
  _id: string;
  createdAt: string;
}
/** The language a visitor used for a submission (issue 14). */
export type VisitorLang = 'en' | 'ne';
/** What the five content entities carry: their place in the editor's order, and whether hidden. */
export interface Editorial {
  position: number;
  hidden: boolean;
}
export type Slider = BaseRecord &
  Editorial & {
    title: string;
    name: string;
    subtitle: string;
    link: string;
    image: string;
    imageAlt: string;
    title_ne: string;
    subtitle_ne: string;
  };
export type Notice = BaseRecord & Editorial & { title: string; image: string; imageAlt: string; title_ne: string };
export type Testimonial = BaseRecord &
  Editorial & {
    name: string;
    location: string;
    comment: string;
    image: string;
    imageAlt: string;
    location_ne: string;
    comment_ne: string;
    name_ne: string;
  };
export type Plan = BaseRecord &
  Editorial & {
    name: string;
    speed: string;
    price: string;
    duration: string;
    features: string[];
    sme: boolean;
    featured: boolean;
    popular: boolean;
    name_ne: string;
    features_ne: string[];
  };
export type Faq = BaseRecord & Editorial & { question: string; answer: string; question_ne: string; answer_ne: string };
export type User = BaseRecord & { name: string; email: string };
/** A note a staff member added to a lead. */
export interface LeadNote {
  text: string;
  /** the user's name */
  author: string;
  at: string;
}
/** What staff keep beside a visitor's submission. */
export interface LeadFields {
  status: string;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  notes: LeadNote[];
}
export const LEAD_NAMES = ['booking', 'contact', 'referral', 'coverage-request'] as const;
export type LeadName = (typeof LEAD_NAMES)[number];

export type Booking = BaseRecord &
  LeadFields & {
    customerName: string;
    address: string;
    contact: string;
    email: string;
    contact2: string;
    remarks: string;
    plan: string;
    speed: string;
    cost: string;
    duration: string;
    lang: VisitorLang;
  };
export type ContactMessage = BaseRecord &
  LeadFields & { name: string; email: string; subject: string; phone: string; msg: string; lang: VisitorLang };
/** A place the ISP serves or will serve soon (issue 15). */
export type Area = BaseRecord &
  Editorial & { name: string; name_ne: string; district: string; services: AreaService[]; status: AreaStatus };
/** A visitor on the waiting list; `area` is the listed area the place names ('' when none). */
export type CoverageRequest = BaseRecord &
  LeadFields & { name: string; phone: string; place: string; area: string; lang: VisitorLang };
export type Referral = BaseRecord &
  LeadFields & {
    customerName: string;
    phone: string;
    customerId: string;
    address: string;
    friendsName: string;
    friendsAddress: string;
    friendsContact: string;
    remarks: string;
    lang: VisitorLang;
  };

/** The lead description of an entity, or undefined when it is not a lead. */
export const leadOf = (name: string): LeadDef | undefined => (ENTITIES as Record<string, EntityDef>)[name]?.lead;
