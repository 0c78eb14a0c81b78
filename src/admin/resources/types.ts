import type { ComponentType, ReactNode } from 'react';
import type { EntityToasts } from '../../lib/messages.ts';
import type { StatKey } from '../../lib/stats.ts';

// What an admin section is made of. One file per section in this folder describes it; the index
// lists them in sidebar order, and the router, sidebar, dashboard and generic list screen read it.

export type AdminRecord = { _id: string; createdAt?: string } & Record<string, unknown>;
/** The admin form's inputs (src/admin/components/inputs.tsx). */
export type InputKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'password'
  | 'image'
  | 'features'
  | 'checkbox'
  | 'select'
  | 'choices'
  | 'moment'
  /** an amount stored in paisa, shown and typed in rupees (src/lib/money.ts) */
  | 'rupees'
  /** one record of another list (a customer's area or plan), chosen by name */
  | 'lookup'
  /** kept in the form's values, edited by another input (the focal point, by the image's) */
  | 'hidden';
export type FormValue = string | boolean | string[] | File | null;
export type FormValues = Record<string, FormValue>;
export type Mode = 'add' | 'edit';

export interface FormField {
  name: string;
  label: string;
  kind: InputKind;
  required?: boolean | ((mode: Mode) => boolean);
  placeholder?: string;
  hint?: string | ((mode: Mode) => string);
  /** the English field this one is the Nepali twin of (issue 14): shown beside it, typed in Nepali */
  nepaliOf?: string;
  /** a select's one value or a choices field's several: [value, label], in the order shown */
  options?: readonly (readonly [string, string])[];
  /** an image whose preview sets the record's focal point (focalX, focalY) by a click */
  focal?: boolean;
  /** a lookup's list: its API, the field stored and the field shown (`{ api: '/api/area', value: 'name', label: 'name' }`) */
  lookup?: { api: string; value: string; label: string };
}

export interface Column {
  label: string;
  render: (record: AdminRecord) => ReactNode;
  /** the column that names a record (bold, first on a phone card) */
  primary?: boolean;
  className?: string;
  /** the field the server sorts by when the header is clicked; no header button without it */
  sort?: string;
  /** a second sort in the same header, for a field the cell shows under the first (the desk's priority) */
  alsoSort?: { sort: string; label: string };
}

/** What a section's own screen is given: itself and every section of the index. */
export interface ScreenProps {
  section: Section;
  sections: readonly Section[];
}

/** Anything the sidebar lists: the Dashboard, a list resource, or a future screen of its own. */
export interface Section {
  route: string;
  /** page title and sidebar label */
  title: string;
  /** the sidebar icon: the `d` of a 24×24 outline path */
  icon: string;
  /** a screen of its own instead of the generic list (the Dashboard; e.g. 'Activity', 'Recently deleted') */
  screen?: ComponentType<ScreenProps>;
  /** something small beside the sidebar label (e.g. how many new bookings wait) */
  badge?: ComponentType<{ section: Section }>;
  /** listed apart, below the spec's sidebar: 'customers' (the subscribers, API keys), 'billing' (online payments), 'support' (tickets, self-help), 'coverage' (areas, waiting list), 'history' (Activity, Recently deleted), 'site' (Site settings) */
  group?: 'customers' | 'billing' | 'support' | 'coverage' | 'history' | 'site';
  /** the API the screen works on, whose access rules decide who may open it (src/lib/api-access.ts mayOpen); none: everyone */
  api?: string;
}

/** Exact-match filters a list toolbar sets (e.g. `{ status: 'new' }`), sent along with the list request. */
export type ListFilter = Record<string, string>;

export interface ToolbarProps {
  resource: Resource;
  filter: ListFilter;
  onFilter: (next: ListFilter) => void;
  /** what the search box holds (an export takes what the screen shows) */
  query: string;
}

/** A dashboard count card (spec §2), `rank` being its place among the cards. */
export interface CountCard {
  label: string;
  rank: number;
  /** the key of GET /api/stats holding the count */
  stat: StatKey;
  tone: string;
}

/** The dashboard's short list of the newest records of a resource (in card order). */
export interface LatestList {
  title: string;
  /** the field that names a record */
  name: string;
  detail: (record: AdminRecord) => string;
}

/** A list screen: one entity's records, its pages, the add/edit form, details and delete. */
export interface Resource extends Section {
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
  /** editors set the order (drag and drop, move up and down) and may hide a record */
  ordered?: boolean;
  /** the form has Preview: its values on the public pages, unpublished (issue 31) */
  preview?: boolean;
  /** the edit form shows the record's history (revisions with Restore) */
  history?: boolean;
  /** add/edit forms; without them the screen views and deletes only */
  fields?: FormField[];
  /** every field, labelled, for the details view of submissions (with how to show its value: text, or an element) */
  details?: [string, string, ((value: unknown) => ReactNode)?][];
  columns: Column[];
  validate?: (values: FormValues, mode: Mode) => Record<string, string>;
  payload?: (values: FormValues, mode: Mode, record?: AdminRecord) => FormData | Record<string, unknown>;
  card?: CountCard;
  latest?: LatestList;
  /** more controls above the table (e.g. status tabs), which may filter the list */
  toolbar?: ComponentType<ToolbarProps>;
  /** filters a link may open the list with besides the lead's own (`/admin/tickets?incident=…`) */
  addressFilters?: readonly string[];
  /** called after a record is deleted (e.g. counts shown elsewhere recount) */
  onListChange?: () => void;
  /** after a save, with the record as it was before an edit (e.g. what a change of status means for the waiting list) */
  afterSave?: (record: AdminRecord, before?: AdminRecord) => void;
  /** more content at the end of the details view (e.g. a history or notes panel) */
  detailsExtra?: ComponentType<{ resource: Resource; record: AdminRecord }>;
  /** more content under an edited record's fields (e.g. a customer's data use, read only) */
  editExtra?: ComponentType<{ resource: Resource; record: AdminRecord }>;
}

export const isResource = (section: Section): section is Resource => 'columns' in section;
/** The resources that have a dashboard count card, in the card order of spec §2. */
export const countCards = (sections: readonly Section[]) =>
  sections
    .filter(isResource)
    .filter((r): r is Resource & { card: CountCard } => Boolean(r.card))
    .sort((a, b) => a.card.rank - b.card.rank);
export const isRequired = (field: FormField, mode: Mode) =>
  typeof field.required === 'function' ? field.required(mode) : Boolean(field.required);
export const hintFor = (field: FormField, mode: Mode) =>
  typeof field.hint === 'function' ? field.hint(mode) : field.hint;
