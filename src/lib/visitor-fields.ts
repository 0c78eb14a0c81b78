// The fields of the visitors' forms (booking, contact, referral, coverage request), described once. The server's zod
// schemas are built from these rules (src/lib/schemas/, through fields.ts) and the browser checks
// the same rules here without zod (issue 17: zod is 25 kB of gzipped JavaScript on a form page), so
// the limits and messages cannot drift apart; tests/unit/lib/visitor-fields.test.ts compares both
// answers on the same inputs.
import { cleanText } from './clean-text.ts';
import { INVALID_PHONE } from './messages.ts';
import { normalizePhone } from './phone.ts';

export const INVALID_EMAIL = 'Please enter a valid email address';
/**
 * One plain address, the rule of every email field (browser and server): letters, digits and
 * `. _ % + ' -` before the @ (no dot first, last or twice), labels of letters, digits and `-`
 * after it. Nothing a mail library would read as a list or a display name: no `,` `;` `<` `>` `:`
 * `"` or spaces (`N,victim@x` was delivered to victim@x).
 */
export const EMAIL =
  /^(?!\.)(?!.*\.\.)(?!.*\.@)[\p{L}\p{M}\p{N}._%+'-]+@[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+$/u;

/**
 * The mailbox an address reaches, as per-mailbox caps count it: case folded and a `+tag` dropped
 * (`Victim+1@X.com` and `victim+2@x.com` are both victim@x.com).
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).split('+')[0];
  return `${local}${email.slice(at)}`.toLowerCase();
}
/** The longest phone number as typed ('+977 985-201-2345' with spaces to spare). */
export const PHONE_MAX = 30;

export interface FieldRule {
  label: string;
  max: number;
  kind?: 'text' | 'email' | 'phone';
  required?: boolean;
}

const text = (label: string, max: number, required = false): FieldRule => ({ label, max, required });
const email = (required: boolean): FieldRule => ({ label: 'Email', max: 254, kind: 'email', required });
const phone = (label: string, required: boolean): FieldRule => ({ label, max: PHONE_MAX, kind: 'phone', required });

export const BOOKING_FIELDS = {
  customerName: text('Name', 100, true),
  address: text('Address', 300, true),
  contact: phone('Contact', true),
  email: email(false),
  contact2: phone('Alternative contact', false),
  remarks: text('Remarks', 1000),
  // The package: filled from the plan chosen, 'Dedicated' when there is none (server side).
  plan: text('Plan', 100),
  speed: text('Speed', 100),
  cost: text('Cost', 100),
  duration: text('Duration', 100),
} satisfies Record<string, FieldRule>;

// Phone is marked required on the form but not enforced (spec §5).
export const CONTACT_FIELDS = {
  name: text('Name', 100, true),
  email: email(true),
  subject: text('Subject', 200),
  phone: phone('Phone', false),
  msg: text('Message', 2000, true),
} satisfies Record<string, FieldRule>;

// Labels also mark phone and address as required, but that is not enforced (spec §5).
export const REFERRAL_FIELDS = {
  customerName: text('Your name', 100, true),
  phone: phone('Phone', false),
  customerId: text('Customer ID', 50),
  address: text('Address', 300),
  friendsName: text("Friend's name", 100, true),
  friendsAddress: text("Friend's address", 300, true),
  friendsContact: phone("Friend's contact", true),
  remarks: text('Remarks', 1000),
} satisfies Record<string, FieldRule>;

// The waiting list of the coverage check (issue 15): who, how to call them, and where.
export const COVERAGE_REQUEST_FIELDS = {
  name: text('Name', 100, true),
  phone: phone('Phone', true),
  place: text('Place', 200, true),
} satisfies Record<string, FieldRule>;

export const tooLong = (label: string, max: number) => `${label} is too long (at most ${max} characters)`;
export const isRequired = (label: string) => `${label} is required`;

/** The message the server's schema gives for one value of a field, or undefined when it is fine. */
export function checkField(rule: FieldRule, input: unknown): string | undefined {
  // As the schema reads input: absent is '', a number its text, control and bidi characters dropped.
  const raw = input == null ? '' : typeof input === 'number' ? String(input) : input;
  if (typeof raw !== 'string') return `${rule.label} must be text`;
  const value = cleanText(raw).trim();
  if (value.length > rule.max) return tooLong(rule.label, rule.max);
  if (rule.required && value === '') return isRequired(rule.label);
  if (value === '') return undefined;
  if (rule.kind === 'email' && !EMAIL.test(value)) return INVALID_EMAIL;
  if (rule.kind === 'phone' && normalizePhone(value) === null) return INVALID_PHONE;
  return undefined;
}

/** The first message for each field that fails its rule ({} when all pass), like fieldErrors(). */
export function checkFields(rules: Record<string, FieldRule>, values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const message = checkField(rule, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Each field's maximum length, for the inputs' maxlength. */
export const maxLengthsOf = (rules: Record<string, FieldRule>) =>
  Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, rule.max]));
