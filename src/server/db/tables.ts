import type { Generated, GeneratedAlways } from 'kysely';

// The database as the migrations leave it: one interface per table, so a wrong table or column
// name fails the typecheck. Add the columns of each new migration here: tests/api/tables.test.ts runs the
// migrations on each database and fails on a table or column that differs.

/** Columns every record table starts with (migrations/helpers.ts recordTable). */
interface RecordColumns {
  seq: Generated<number>;
  id: string;
  createdAt: string;
}

/** The editor's order and the hidden flag of the five content tables (0005_editorial). */
interface EditorialColumns {
  position: Generated<number>;
  /** 0 or 1 */
  hidden: Generated<number>;
}

/** When a content record goes live and comes off (0033_schedule): an ISO time, '' for none. */
interface ScheduleColumns {
  publishAt: Generated<string>;
  unpublishAt: Generated<string>;
}

/** The language a visitor used (0006_nepali): 'en' or 'ne'. */
interface VisitorLanguage {
  lang: Generated<string>;
}

export interface SliderTable extends RecordColumns, EditorialColumns, ScheduleColumns {
  title: string;
  name: string;
  subtitle: string;
  link: string;
  image: string;
  /** the Nepali banner image, '' when none (0048_poster_ne) */
  image_ne: Generated<string>;
  imageAlt: Generated<string>;
  /** Nepali twins (0006_nepali), '' when none */
  title_ne: Generated<string>;
  subtitle_ne: Generated<string>;
  /** the focal point (0035_focal_point): percent from the left and the top, '' the centre */
  focalX: Generated<string>;
  focalY: Generated<string>;
}
export interface NoticeTable extends RecordColumns, EditorialColumns, ScheduleColumns {
  title: string;
  /** '' for a text-only notice (0048_poster_ne) */
  image: string;
  /** the Nepali poster, '' when none (0048_poster_ne) */
  image_ne: Generated<string>;
  text: Generated<string>;
  text_ne: Generated<string>;
  link: Generated<string>;
  imageAlt: Generated<string>;
  title_ne: Generated<string>;
}
export interface TestimonialTable extends RecordColumns, EditorialColumns, ScheduleColumns {
  name: string;
  location: string;
  comment: string;
  image: string;
  imageAlt: Generated<string>;
  location_ne: Generated<string>;
  comment_ne: Generated<string>;
  name_ne: Generated<string>;
  /** the focal point (0035_focal_point): percent from the left and the top, '' the centre */
  focalX: Generated<string>;
  focalY: Generated<string>;
}
export interface PlanTable extends RecordColumns, EditorialColumns, ScheduleColumns {
  name: string;
  speed: string;
  price: string;
  duration: string;
  /** JSON list of strings */
  features: string;
  /** 0 or 1 */
  sme: number;
  /** 0 or 1: shown as a teaser on the home page (0003) */
  featured: Generated<number>;
  /** 0 or 1: the 'Most Popular' badge (0003) */
  popular: Generated<number>;
  name_ne: Generated<string>;
  /** JSON list of strings */
  features_ne: Generated<string>;
  /** the data cap in GB a billing period, '' for none (0051_usage) */
  capGb: Generated<string>;
  /** the fair-usage policy shown on the plans pages (0051_usage) */
  fairUsage: Generated<string>;
  fairUsage_ne: Generated<string>;
}
export interface FaqTable extends RecordColumns, EditorialColumns, ScheduleColumns {
  question: string;
  answer: string;
  question_ne: Generated<string>;
  answer_ne: Generated<string>;
}
/** Staff columns of the leads: bookings, contact messages and referrals (migration 0004). */
interface LeadColumns {
  status: Generated<string>;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  firstStatusChangeAt: string | null;
  /** JSON list of { text, author, at }, oldest first */
  notes: Generated<string>;
  /** the staff member (users.id) it is assigned to, null when nobody (0032_assignment) */
  assignedTo: string | null;
}

export interface BookingTable extends RecordColumns, LeadColumns, VisitorLanguage {
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
export interface ContactTable extends RecordColumns, LeadColumns, VisitorLanguage {
  name: string;
  email: string;
  subject: string;
  phone: string;
  msg: string;
}
export interface ReferralTable extends RecordColumns, LeadColumns, VisitorLanguage {
  customerName: string;
  phone: string;
  customerId: string;
  address: string;
  friendsName: string;
  friendsAddress: string;
  friendsContact: string;
  remarks: string;
}
/** A place served or soon served (0008_coverage). */
export interface AreaTable extends RecordColumns, EditorialColumns {
  name: string;
  name_ne: Generated<string>;
  district: Generated<string>;
  /** the district in Nepali when src/lib/districts.ts has no name for it (0038_district_ne) */
  district_ne: Generated<string>;
  /** JSON list of services */
  services: Generated<string>;
  /** 'available' or 'coming-soon' */
  status: Generated<string>;
  /** 'urban' or 'remote': which outage limit applies (0046_regulator) */
  kind: Generated<string>;
}
/** An outage, slowdown or planned maintenance (0023_incidents); lists and the timeline are JSON. */
export interface IncidentTable extends RecordColumns {
  title: string;
  title_ne: Generated<string>;
  kind: Generated<string>;
  areas: Generated<string>;
  services: Generated<string>;
  /** ISO 8601 UTC */
  startsAt: Generated<string>;
  /** ISO 8601 UTC, '' while unknown */
  endsAt: Generated<string>;
  status: Generated<string>;
  /** JSON list of { text, text_ne, at, status } */
  updates: Generated<string>;
  /** why maintenance was announced with under 72 hours' notice, '' otherwise (0046_regulator) */
  noticeReason: Generated<string>;
}
/** A visitor on the waiting list (0008_coverage). */
export interface CoverageRequestTable extends RecordColumns, LeadColumns, VisitorLanguage {
  name: string;
  phone: string;
  place: string;
  /** the English name of the listed area the place names, '' when none */
  area: Generated<string>;
}
/** A self-help step on /support (0024_tickets). */
export interface HelpTable extends RecordColumns, EditorialColumns {
  title: string;
  title_ne: Generated<string>;
  text: string;
  text_ne: Generated<string>;
}
/** A customer's fault report (0024_tickets). */
export interface TicketTable extends RecordColumns, LeadColumns, VisitorLanguage {
  /** KN-2411-0042: read out on the phone */
  number: string;
  name: string;
  phone: string;
  email: Generated<string>;
  customerId: Generated<string>;
  area: Generated<string>;
  category: string;
  description: string;
  callTime: Generated<string>;
  priority: Generated<string>;
  firstResponseAt: string | null;
  resolvedAt: string | null;
  /** when the first response falls due, worked out at creation in that day's office hours (0039_ticket_deadline) */
  firstResponseDue: string | null;
  /** empty since 0044: the public story is in ticket_event */
  events: Generated<string>;
  /** the incident that explains it, when staff attached it to one (0025_subscriptions) */
  incidentId: string | null;
  /** the speed test the customer ran with the report, '' when none (0027_ticket_speedtest) */
  speedtestId: Generated<string>;
  /** the plan the customer named, '' when none (0028_ticket_plan) */
  planId: Generated<string>;
}
/** A speed test's result (0026_speedtest): Mbps and ms. */
export interface SpeedtestTable {
  seq: Generated<number>;
  /** short and shareable: /speed-test/r/<id> */
  id: string;
  createdAt: string;
  download: number;
  upload: number;
  latency: number;
  jitter: number;
  area: Generated<string>;
  /** the visitor's network: a.b.c.0/24 or x:y:z::/48 */
  network: Generated<string>;
  browser: Generated<string>;
  /** latency under load, ms (0047_loaded_latency); null for a result from an older page */
  idleMedian: number | null;
  idleP90: number | null;
  downMedian: number | null;
  downP90: number | null;
  upMedian: number | null;
  upP90: number | null;
}
/** An address subscribed to an area's incidents (0025_subscriptions). */
export interface SubscriptionTable {
  id: string;
  /** lower-cased */
  email: string;
  /** an area's English name; '' = every area */
  area: Generated<string>;
  lang: Generated<string>;
  createdAt: string;
  /** null until the address confirms; nothing is sent to it before */
  confirmedAt: string | null;
}
/** One event of a ticket's public story (src/lib/tickets.ts TicketEvent), in order of seq (0044). */
export interface TicketEventTable {
  seq: Generated<number>;
  ticketId: string;
  type: string;
  status: string | null;
  text: string | null;
  at: string;
}
/** What the server moved in one transfer of a speed-test run, in bytes and epoch ms (0044). */
export interface SpeedtestTransferTable {
  seq: Generated<number>;
  run: string;
  /** clientKey: an IPv4 address, an IPv6 /64 */
  client: string;
  direction: string;
  bytes: number;
  startedAt: number;
  endedAt: number;
}
/** A ticket's tracking token, as its sha256 only (0024_tickets). */
export interface TicketTokenTable {
  hash: string;
  ticketId: string;
}
export interface TicketCounterTable {
  /** '2411' */
  month: string;
  n: number;
}
export interface UsersTable extends RecordColumns {
  name: string;
  email: string;
  passwordHash: string;
  /** tokens issued before this instant (ms) no longer work */
  tokensValidAfter: number | string;
  /** admin, editor, sales or support (src/lib/roles.ts; 0029_user_role) */
  role: Generated<string>;
  /** the TOTP secret (base32); set by enrolment, in force once totpConfirmedAt is set (0030) */
  totpSecret: string | null;
  /** ms since the epoch; null: two-factor sign-in is off */
  totpConfirmedAt: number | string | null;
  /** the last TOTP time step accepted: a code is never accepted twice */
  totpLastStep: Generated<number | string>;
  /** how many times the user has signed in (0049): the first is welcomed as such */
  signIns: Generated<number | string>;
}
/** A one-time recovery code of two-factor sign-in, as its sha256 only (0030). */
export interface RecoveryCodeTable {
  hash: string;
  userId: string;
  usedAt: number | string | null;
}
/** A token issued at sign-in, by its jti (0031): "Your sessions". */
export interface SessionTable {
  id: string;
  userId: string;
  issuedAt: number | string;
  expiresAt: number | string;
  address: Generated<string>;
  browser: Generated<string>;
  /** 1: signed in with a second factor too; 0: the password alone (0037) */
  twoFactor: Generated<number>;
}
/** An invitation to become a user (0037): the one-time link's token as its sha256 only. */
export interface InvitationTable {
  id: string;
  tokenHash: string;
  name: string;
  email: string;
  role: string;
  invitedBy: string;
  createdAt: number | string;
  expiresAt: number | string;
  usedAt: number | string | null;
}
export interface MediaTable {
  name: string;
  type: string;
  size: number;
  data: Uint8Array;
  createdAt: string;
}
/** A photo chosen in a form and previewed before it is saved (src/server/preview/preview-photo.ts). */
export interface PreviewMediaTable {
  name: string;
  type: string;
  width: number;
  height: number;
  data: Uint8Array;
  expiresAt: string;
}
/** A notification waiting to be sent, or sent (src/server/notify/outbox.ts). */
export interface OutboxTable {
  seq: Generated<number>;
  id: string;
  channel: string;
  entity: string;
  recordId: string;
  payload: string;
  createdAt: string;
  attempts: Generated<number>;
  nextAttemptAt: string;
  claimedUntil: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
}
/** Tokens revoked by a logout (their jti), kept until they would have expired (0021). */
export interface RevokedTokenTable {
  id: string;
  /** ms since the epoch */
  expiresAt: number | string;
}
/** The records the first start seeded as demo content, by id (0040, issue 42). */
export interface DemoRecordTable {
  id: string;
  entity: string;
}
export interface MetaTable {
  key: string;
  value: string;
}

/** Fixed-window counters of the abuse limits (keys are prefixed by the limit's name). */
export interface RateLimitTable {
  key: string;
  count: number;
  /** ms since the epoch */
  resetAt: number | string;
}
export interface RecentSubmissionTable {
  fingerprint: string;
  at: number | string;
  /** the JSON answer once the first submission was stored */
  response: string | null;
}
/** A visitor's Idempotency-Key and the answer its submission got (src/server/storage/idempotency.ts). */
export interface SubmissionKeyTable {
  key: string;
  at: number | string;
  fingerprint: string;
  response: string;
}
export interface PublishStateTable {
  id: number;
  holder: string | null;
  leaseUntil: number | string;
  requestSeq: number;
  requestedAt: number | string;
  reason: string | null;
  buildSeq: number;
  coveredSeq: number;
  liveVersion: string | null;
  lastSuccessAt: string | null;
  lastDurationMs: number | null;
  lastError: string | null;
  /** JSON list of strings */
  warnings: string;
  /** the moment (ISO) up to which scheduled windows have been republished for (issue 31) */
  scheduleCheckedAt: string;
}
export interface SiteBuildTable {
  version: string;
  instance: string;
  reason: string | null;
  startedAt: number | string;
  finishedAt: number | string | null;
  outcome: 'building' | 'live' | 'failed' | 'abandoned';
  error: string | null;
}
export interface SiteFileTable {
  version: string;
  path: string;
  data: Uint8Array;
}
/** One change of a record (src/server/history/revisions.ts); before/after are JSON records. */
export interface RevisionTable {
  seq: Generated<number>;
  id: string;
  entity: string;
  recordId: string;
  action: string;
  at: string;
  byId: string;
  byName: string;
  before: string | null;
  after: string | null;
}
/** A deleted record kept for restoring (src/server/history/trash.ts); id is the record's own. */
export interface TrashTable {
  id: string;
  entity: string;
  record: string;
  deletedAt: string;
  byId: string;
  byName: string;
}
/** One audited event (src/server/history/audit.ts). */
export interface AuditTable {
  seq: Generated<number>;
  id: string;
  at: string;
  userId: string;
  userName: string;
  userEmail: string;
  action: string;
  entity: string;
  recordId: string;
  address: string;
  summary: string;
  /** what the record was called when the entry was written (0022_audit_record_name), '' for none */
  recordName: Generated<string>;
}

/** A subscriber as the ISP's billing system knows it (0041_customers). */
export interface CustomerTable extends RecordColumns {
  /** the ISP's own ID, unique, as the billing system writes it */
  customerId: string;
  name: string;
  /** the registered mobile, 98XXXXXXXX */
  phone: Generated<string>;
  email: Generated<string>;
  /** the English name of a coverage area, '' when unknown */
  area: Generated<string>;
  planId: Generated<string>;
  /** active, suspended or disconnected */
  status: Generated<string>;
  /** YYYY-MM-DD, '' when nothing is due */
  dueDate: Generated<string>;
  /** paisa */
  dueAmount: Generated<number>;
  radiusUser: Generated<string>;
  lang: Generated<string>;
  updatedAt: string | null;
  /** what q searches, lower-cased, kept by the database itself (0052_customer_search_text) */
  searchText: GeneratedAlways<string>;
}

/** An API key (0042_api_keys): its hash only, never the key. */
export interface ApiKeyTable {
  id: string;
  name: string;
  /** the key's first characters, shown to tell keys apart */
  prefix: string;
  /** SHA-256 of the key, hex */
  hash: string;
  /** a JSON array of scopes */
  scopes: string;
  createdAt: string;
  createdBy: Generated<string>;
  lastUsedAt: string | null;
  lastUsedFrom: Generated<string>;
  revokedAt: string | null;
}

/** A sign-in code sent by SMS (0043): its HMAC only; ms since the epoch. */
export interface AccountCodeTable {
  id: string;
  customerId: string;
  codeHash: string;
  createdAt: number | string;
  expiresAt: number | string;
  tries: Generated<number>;
  usedAt: number | string | null;
}
/** A signed-in customer's session (0043), by the sha256 of its cookie's token; ms since the epoch. */
export interface AccountSessionTable {
  id: string;
  customerId: string;
  createdAt: number | string;
  expiresAt: number | string;
}
/** A customer's consent to the privacy notice, their status choices and a deletion request (0043). */
export interface AccountConsentTable {
  customerId: string;
  consentedAt: string | null;
  statusSms: Generated<number>;
  statusEmail: Generated<number>;
  deletionRequestedAt: string | null;
}
/** A fault report ('ticket') or speed test ('speedtest') a signed-in customer made (0043). */
export interface AccountLinkTable {
  kind: string;
  recordId: string;
  customerId: string;
  createdAt: string;
}
/** An online payment through eSewa or Khalti (0045). */
export interface PaymentTable {
  id: string;
  customerId: string;
  customerName: Generated<string>;
  /** paisa */
  amount: number;
  /** esewa or khalti */
  gateway: string;
  /** initiated, pending, paid, failed, cancelled or refunded */
  status: string;
  merchant: Generated<string>;
  gatewayKey: string | null;
  gatewayTransactionId: string | null;
  lang: Generated<string>;
  note: Generated<string>;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  nextLookupAt: string | null;
  lookups: Generated<number>;
}

/** One request to or answer from a payment gateway, kept with its payment (0045). */
export interface PaymentExchangeTable {
  seq: Generated<number>;
  paymentId: string | null;
  at: string;
  kind: string;
  request: Generated<string>;
  httpStatus: number | null;
  body: Generated<string>;
  note: Generated<string>;
}
/** A maintenance notice sent (0046_regulator): 'ahead' (72 hours before), 'start' or 'end'. */
/** A usage alert (80 % or 100 % of a plan's cap) claimed once a billing period (0051_usage). */
export interface UsageAlertTable {
  customerId: string;
  periodStart: string;
  threshold: number;
  sentAt: string;
}
export interface MaintenanceNoticeTable {
  incidentId: string;
  phase: string;
  sentAt: string;
  recipients: Generated<number>;
}
/** A credit for a customer's outages in a billing period (0046_regulator, src/lib/compensation.ts). */
export interface CreditTable extends RecordColumns {
  customerId: string;
  /** YYYY-MM-DD, Nepal calendar days, the end included */
  periodStart: string;
  periodEnd: string;
  hours: Generated<number>;
  days: Generated<number>;
  rebatePaisa: Generated<number>;
  /** JSON list of CreditPart */
  parts: Generated<string>;
  /** JSON list of ticket numbers */
  tickets: Generated<string>;
  /** proposed, approved or rejected */
  status: Generated<string>;
  decidedBy: Generated<string>;
  decidedAt: string | null;
  /** the last change, proposed or decided (0050_credit_billing): what `GET /api/credit?since=` reads */
  updatedAt: Generated<string>;
  /** extension or rebate: the Regulator setting when it was approved (0050) */
  form: Generated<string>;
  /** what staff wrote when approving or rejecting it (0050) */
  note: Generated<string>;
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
  area: AreaTable;
  'coverage-request': CoverageRequestTable;
  incident: IncidentTable;
  ticket: TicketTable;
  customer: CustomerTable;
  api_key: ApiKeyTable;
  account_code: AccountCodeTable;
  account_session: AccountSessionTable;
  account_consent: AccountConsentTable;
  account_link: AccountLinkTable;
  payment: PaymentTable;
  payment_exchange: PaymentExchangeTable;
  credit: CreditTable;
  maintenance_notice: MaintenanceNoticeTable;
  usage_alert: UsageAlertTable;
  help: HelpTable;
  ticket_token: TicketTokenTable;
  ticket_event: TicketEventTable;
  ticket_counter: TicketCounterTable;
  subscription: SubscriptionTable;
  speedtest: SpeedtestTable;
  speedtest_transfer: SpeedtestTransferTable;
  users: UsersTable;
  media: MediaTable;
  preview_media: PreviewMediaTable;
  meta: MetaTable;
  demo_record: DemoRecordTable;
  revoked_token: RevokedTokenTable;
  recovery_code: RecoveryCodeTable;
  session: SessionTable;
  invitation: InvitationTable;
  rate_limit: RateLimitTable;
  recent_submission: RecentSubmissionTable;
  submission_key: SubmissionKeyTable;
  publish_state: PublishStateTable;
  site_build: SiteBuildTable;
  site_file: SiteFileTable;
  outbox: OutboxTable;
  revision: RevisionTable;
  trash: TrashTable;
  audit: AuditTable;
}

/** The tables of the generic record entities (src/lib/entities.ts). */
export type RecordTableName =
  | 'slider'
  | 'notice'
  | 'testimonial'
  | 'plan'
  | 'faq'
  | 'booking'
  | 'contact'
  | 'referral'
  | 'area'
  | 'coverage-request'
  | 'incident'
  | 'ticket'
  | 'help'
  | 'customer';

/**
 * The record tables as the generic repository sees them: known key columns plus any field of the
 * entity registry. Only src/server/storage/records.ts and the group commit use this view.
 */
// biome-ignore lint/suspicious/noExplicitAny: the registry's fields are typed by src/lib/entities.ts, not here
export type RecordRow = { seq: Generated<number>; id: string; createdAt: string } & Record<string, any>;
export type RecordTables = Record<RecordTableName, RecordRow>;
