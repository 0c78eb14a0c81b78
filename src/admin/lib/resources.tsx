import type { ReactNode } from 'react';
import { ENTITIES } from '../../lib/entities.ts';
import { FAQ_ANSWER_WORDS, FAQ_QUESTION_WORDS } from '../../lib/constants.ts';
import { PASSWORDS_DO_NOT_MATCH, POPULAR_BADGE, TOASTS, type EntityToasts } from '../../lib/messages.ts';
import { truncateWords } from '../../lib/truncate-words.ts';
import { userCreateSchema, userUpdateSchema } from '../../lib/schemas/user.ts';
import { UserName } from '../components/UserName.tsx';
import { col, created, entityValidate, Features, imageField, imageResource, issues, str, submissionResource, textValues, thumb } from './resource-kit.tsx';

// One description per admin list screen: the generic list, table, form and details read it.

export type AdminRecord = { _id: string; createdAt?: string } & Record<string, unknown>;
export type FieldKind = 'text' | 'textarea' | 'email' | 'password' | 'image' | 'features' | 'checkbox';
export type FormValue = string | boolean | string[] | File | null;
export type FormValues = Record<string, FormValue>;
export type Mode = 'add' | 'edit';

export interface FormField {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean | ((mode: Mode) => boolean);
  placeholder?: string;
  hint?: string | ((mode: Mode) => string);
}

export interface Column {
  label: string;
  render: (record: AdminRecord) => ReactNode;
  /** the column that names a record (bold, first on a phone card) */
  primary?: boolean;
  className?: string;
}

export interface Resource {
  route: string;
  /** page title and sidebar label */
  title: string;
  /** 'Add …' and 'Edit …' */
  singular: string;
  api: string;
  word: string;
  plural: string;
  /** how the records are called in running text ('contact messages') */
  noun?: string;
  /** what the empty list says about where records come from */
  emptyHint?: string;
  toasts: EntityToasts;
  newestFirst: boolean;
  image: boolean;
  /** add/edit forms; without them the screen views and deletes only */
  fields?: FormField[];
  /** every field, labelled, for the details view of submissions */
  details?: [string, string][];
  columns: Column[];
  validate?: (values: FormValues, mode: Mode) => Record<string, string>;
  payload?: (values: FormValues, mode: Mode, record?: AdminRecord) => FormData | Record<string, unknown>;
}

export const RESOURCES: Resource[] = [
  imageResource('slider', {
    route: '/admin/sliders',
    title: 'Sliders',
    singular: 'Slider',
    columns: [thumb, col('Name', 'name', { primary: true }), col('Title', 'title'), col('Subtitle', 'subtitle', { render: (r) => truncateWords(str(r.subtitle), 8) || '—' }), col('Link', 'link', { className: 'break-all md:break-normal md:whitespace-nowrap' }), created],
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true, placeholder: 'e.g. Dashain offer' },
      { name: 'title', label: 'Title', kind: 'text', placeholder: 'Heading shown on the banner' },
      { name: 'subtitle', label: 'Subtitle', kind: 'textarea' },
      { name: 'link', label: 'Link', kind: 'text', placeholder: '/plans', hint: "When set, the banner shows a 'Get Started' button." },
      imageField,
    ],
  }),
  imageResource('notice', {
    route: '/admin/notices',
    title: 'Notices',
    singular: 'Notice',
    columns: [thumb, col('Title', 'title', { primary: true }), created],
    fields: [{ name: 'title', label: 'Title', kind: 'text', required: true }, imageField],
  }),
  imageResource('testimonial', {
    route: '/admin/testimonials',
    title: 'Testimonials',
    singular: 'Testimonial',
    columns: [thumb, col('Name', 'name', { primary: true }), col('Location', 'location'), col('Comment', 'comment', { render: (r) => truncateWords(str(r.comment), 12) || '—' }), created],
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'location', label: 'Location', kind: 'text', placeholder: 'e.g. Butwal' },
      { name: 'comment', label: 'Comment', kind: 'textarea' },
      imageField,
    ],
  }),
  {
    route: '/admin/users',
    title: 'Users',
    singular: 'User',
    api: '/api/users',
    word: 'user',
    plural: 'users',
    toasts: TOASTS.users,
    newestFirst: false,
    image: false,
    columns: [col('Name', 'name', { primary: true, render: (r) => <UserName id={r._id} name={str(r.name)} /> }), col('Email', 'email', { className: 'break-all' }), created],
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: (mode) => mode === 'add' },
      { name: 'email', label: 'Email', kind: 'email', required: (mode) => mode === 'add' },
      { name: 'password', label: 'Password', kind: 'password', required: (mode) => mode === 'add', hint: (mode) => (mode === 'edit' ? 'Leave empty to keep the current password.' : 'At least 8 characters.') },
      { name: 'verifyPassword', label: 'Verify password', kind: 'password', required: (mode) => mode === 'add' },
    ],
    validate: (values, mode) => {
      const input = textValues(values, ['name', 'email', 'password', 'verifyPassword']);
      const errors = issues(mode === 'add' ? userCreateSchema : userUpdateSchema, input);
      if (input.password !== input.verifyPassword) errors.verifyPassword = PASSWORDS_DO_NOT_MATCH;
      return errors;
    },
    payload: (values, mode) => {
      const all = textValues(values, ['name', 'email', 'password', 'verifyPassword']);
      if (mode === 'add') return all;
      // On update, empty fields are omitted (spec §5).
      return Object.fromEntries(Object.entries(all).filter(([, v]) => v.trim() !== ''));
    },
  },
  {
    route: '/admin/plans',
    title: 'Plans',
    singular: 'Plan',
    api: `/api/${ENTITIES.plan.path}`,
    word: ENTITIES.plan.word,
    plural: ENTITIES.plan.plural,
    toasts: TOASTS.plan,
    newestFirst: false,
    image: false,
    columns: [
      col('Name', 'name', { primary: true }),
      col('Speed', 'speed'),
      col('Price', 'price', { render: (r) => `${str(r.price)} ${str(r.duration)}`.trim() || '—' }),
      { label: 'Features', render: (r) => <Features list={r.features} /> },
      {
        label: 'Category',
        render: (r) => (
          <span className="flex flex-wrap gap-1">
            {r.sme ? <span className="badge badge-amber">SME</span> : <span className="badge">Home</span>}
            {Boolean(r.featured) && <span className="badge">Home page</span>}
            {Boolean(r.popular) && <span className="badge badge-amber">{POPULAR_BADGE}</span>}
          </span>
        ),
      },
      created,
    ],
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true, placeholder: 'e.g. Fibernet 50' },
      { name: 'speed', label: 'Speed', kind: 'text', required: true, placeholder: 'e.g. 25 Mbps' },
      { name: 'price', label: 'Price', kind: 'text', required: true, placeholder: 'e.g. Rs. 1,500' },
      { name: 'duration', label: 'Duration', kind: 'text', required: true, placeholder: 'e.g. /month' },
      { name: 'features', label: 'Features', kind: 'features' },
      { name: 'sme', label: 'SME plan (shown in the SME tab)', kind: 'checkbox' },
      { name: 'featured', label: 'Featured (shown on the home page)', kind: 'checkbox' },
      { name: 'popular', label: `${POPULAR_BADGE} (the badge on the home page and /plans)`, kind: 'checkbox' },
    ],
    validate: entityValidate(ENTITIES.plan.schema, ['name', 'speed', 'price', 'duration'], false),
    payload: (values) => ({
      ...textValues(values, ['name', 'speed', 'price', 'duration']),
      features: ((values.features as string[]) ?? []).map((f) => f.trim()).filter(Boolean),
      sme: Boolean(values.sme),
      featured: Boolean(values.featured),
      popular: Boolean(values.popular),
    }),
  },
  {
    route: '/admin/faqs',
    title: 'FAQs',
    singular: 'FAQ',
    noun: 'FAQs',
    api: `/api/${ENTITIES.faq.path}`,
    word: ENTITIES.faq.word,
    plural: ENTITIES.faq.plural,
    toasts: TOASTS.faq,
    newestFirst: false,
    image: false,
    columns: [
      col('Question', 'question', { primary: true, render: (r) => truncateWords(str(r.question), FAQ_QUESTION_WORDS) }),
      col('Answer', 'answer', { render: (r) => truncateWords(str(r.answer), FAQ_ANSWER_WORDS) }),
      created,
    ],
    fields: [
      { name: 'question', label: 'Question', kind: 'text', required: true },
      { name: 'answer', label: 'Answer', kind: 'textarea', required: true },
    ],
    validate: entityValidate(ENTITIES.faq.schema, ['question', 'answer'], false),
    payload: (values) => textValues(values, ['question', 'answer']),
  },
  submissionResource('referral', {
    route: '/admin/referral-forms',
    title: 'Referral Forms',
    singular: 'Referral',
    noun: 'referrals',
    emptyHint: 'Referrals sent from the Refer page appear here.',
    columns: [col('Customer', 'customerName', { primary: true }), col('Phone', 'phone'), col("Friend's name", 'friendsName'), col("Friend's contact", 'friendsContact'), created],
    details: [
      ['customerName', 'Customer name'],
      ['phone', 'Phone'],
      ['customerId', 'Customer ID'],
      ['address', 'Address'],
      ['friendsName', "Friend's name"],
      ['friendsAddress', "Friend's address"],
      ['friendsContact', "Friend's contact"],
      ['remarks', 'Remarks'],
    ],
  }),
  submissionResource('contact', {
    route: '/admin/contact-forms',
    title: 'Contact Forms',
    singular: 'Contact message',
    noun: 'contact messages',
    emptyHint: 'Messages sent from the Contact page appear here.',
    columns: [col('Name', 'name', { primary: true }), col('Email', 'email', { className: 'break-all' }), col('Subject', 'subject'), col('Phone', 'phone'), created],
    details: [
      ['name', 'Name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['subject', 'Subject'],
      ['msg', 'Message'],
    ],
  }),
  submissionResource('booking', {
    route: '/admin/bookings',
    title: 'Bookings',
    singular: 'Booking',
    emptyHint: 'Plan bookings and quote requests appear here.',
    columns: [col('Customer', 'customerName', { primary: true }), col('Contact', 'contact'), col('Plan', 'plan'), col('Cost', 'cost'), created],
    details: [
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
  }),
];

export const resourceFor = (path: string) => RESOURCES.find((r) => r.route === path);
export const isRequired = (field: FormField, mode: Mode) => (typeof field.required === 'function' ? field.required(mode) : Boolean(field.required));
export const hintFor = (field: FormField, mode: Mode) => (typeof field.hint === 'function' ? field.hint(mode) : field.hint);
