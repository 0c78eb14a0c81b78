import type { Generated } from 'kysely';

// The database as the migrations leave it: one interface per table, so a wrong table or column
// name fails the typecheck. Add the columns of each new migration here.

/** Columns every record table starts with (migrations/helpers.ts recordTable). */
interface RecordColumns {
  seq: Generated<number>;
  id: string;
  createdAt: string;
}

/** The language a visitor used (0006_nepali): 'en' or 'ne'. */
interface VisitorLanguage {
  lang: string;
}

export interface SliderTable extends RecordColumns {
  title: string;
  name: string;
  subtitle: string;
  link: string;
  image: string;
  /** Nepali twins (0006_nepali), '' when none */
  title_ne: string;
  subtitle_ne: string;
}
export interface NoticeTable extends RecordColumns {
  title: string;
  image: string;
  title_ne: string;
}
export interface TestimonialTable extends RecordColumns {
  name: string;
  location: string;
  comment: string;
  image: string;
  location_ne: string;
  comment_ne: string;
}
export interface PlanTable extends RecordColumns {
  name: string;
  speed: string;
  price: string;
  duration: string;
  /** JSON list of strings */
  features: string;
  /** 0 or 1 */
  sme: number;
  name_ne: string;
  /** JSON list of strings */
  features_ne: string;
}
export interface FaqTable extends RecordColumns {
  question: string;
  answer: string;
  question_ne: string;
  answer_ne: string;
}
export interface BookingTable extends RecordColumns, VisitorLanguage {
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
}
export interface ContactTable extends RecordColumns, VisitorLanguage {
  name: string;
  email: string;
  subject: string;
  phone: string;
  msg: string;
}
export interface ReferralTable extends RecordColumns, VisitorLanguage {
  customerName: string;
  phone: string;
  customerId: string;
  address: string;
  friendsName: string;
  friendsAddress: string;
  friendsContact: string;
  remarks: string;
}
export interface UsersTable extends RecordColumns {
  name: string;
  email: string;
  passwordHash: string;
  /** tokens issued before this instant (ms) no longer work */
  tokensValidAfter: number | string;
}
export interface MediaTable {
  name: string;
  type: string;
  size: number;
  data: Uint8Array;
  createdAt: string;
}
export interface MetaTable {
  key: string;
  value: string;
}

export interface Tables {
  slider: SliderTable;
  notice: NoticeTable;
  testimonial: TestimonialTable;
  plan: PlanTable;
  faq: FaqTable;
  booking: BookingTable;
  contact: ContactTable;
  referral: ReferralTable;
  users: UsersTable;
  media: MediaTable;
  meta: MetaTable;
}

/** The tables of the generic record entities (src/lib/entities.ts). */
export type RecordTableName = 'slider' | 'notice' | 'testimonial' | 'plan' | 'faq' | 'booking' | 'contact' | 'referral';

/**
 * The record tables as the generic repository sees them: known key columns plus any field of the
 * entity registry. Only src/server/records.ts and the group commit use this view.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RecordRow = { seq: Generated<number>; id: string; createdAt: string } & Record<string, any>;
export type RecordTables = Record<RecordTableName, RecordRow>;
