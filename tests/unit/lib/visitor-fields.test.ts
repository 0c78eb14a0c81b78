import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../src/lib/field-errors.ts';
import { maxLengths } from '../../../src/lib/field-limits.ts';
import { bookingSchema } from '../../../src/lib/schemas/booking.ts';
import { contactSchema } from '../../../src/lib/schemas/contact.ts';
import { referralSchema } from '../../../src/lib/schemas/referral.ts';
import { coverageRequestSchema } from '../../../src/lib/schemas/coverage-request.ts';
import {
  BOOKING_FIELDS,
  CONTACT_FIELDS,
  COVERAGE_REQUEST_FIELDS,
  checkFields,
  type FieldRule,
  maxLengthsOf,
  REFERRAL_FIELDS,
} from '../../../src/lib/visitor-fields.ts';

// The browser checks the visitor forms with visitor-fields.ts (no zod in the page); the server with
// the zod schemas built from the same rules. Both must answer every input with the same messages.
const FORMS: [string, Record<string, FieldRule>, { safeParse(v: unknown): unknown }][] = [
  ['booking', BOOKING_FIELDS, bookingSchema],
  ['contact', CONTACT_FIELDS, contactSchema],
  ['referral', REFERRAL_FIELDS, referralSchema],
  ['coverage request', COVERAGE_REQUEST_FIELDS, coverageRequestSchema],
];

/** Values that probe each rule: empty, blank, at and over the limit, bad and good emails and phones, odd types. */
function samples(rule: FieldRule): unknown[] {
  return [
    undefined,
    null,
    '',
    '   ',
    '\u0000',
    'x',
    '  padded  ',
    'x'.repeat(rule.max),
    'x'.repeat(rule.max + 1),
    ` ${'y'.repeat(rule.max)} `,
    `${'z'.repeat(rule.max)}\u0000`,
    'नमस्ते',
    9852012345,
    true,
    ['a'],
    'someone@example.com',
    'someone@example',
    'a b@example.com',
    '9852012345',
    '+977 985-201-2345',
    '९८५२०१२३४५',
    '021-123456',
    '01-4123456',
    'abc',
    '😀😀😀',
    '12345',
  ];
}

describe('visitor form rules: the browser check gives the server schema’s answer', () => {
  for (const [form, rules, schema] of FORMS) {
    it(`${form}: every field, every sample`, () => {
      const valid = Object.fromEntries(
        Object.entries(rules).map(([field, rule]) => [
          field,
          rule.kind === 'phone' ? '9852012345' : rule.kind === 'email' ? 'a@example.com' : 'ok',
        ]),
      );
      let compared = 0;
      for (const [field, rule] of Object.entries(rules)) {
        for (const value of samples(rule)) {
          const input = { ...valid, [field]: value, lang: 'en' };
          const server = fieldErrors(schema.safeParse(input) as Parameters<typeof fieldErrors>[0]);
          expect(checkFields(rules, input), `${form}.${field} = ${JSON.stringify(value)}`).toEqual(server);
          compared++;
        }
      }
      // Every field met every sample (about two dozen each).
      expect(compared).toBeGreaterThanOrEqual(Object.keys(rules).length * 20);
    });
  }

  it('the maxlength of each input is the schema’s limit', () => {
    expect(maxLengthsOf(BOOKING_FIELDS)).toEqual(maxLengths(bookingSchema));
    expect(maxLengthsOf(CONTACT_FIELDS)).toEqual(maxLengths(contactSchema));
    expect(maxLengthsOf(REFERRAL_FIELDS)).toEqual(maxLengths(referralSchema));
    expect(maxLengthsOf(COVERAGE_REQUEST_FIELDS)).toEqual(maxLengths(coverageRequestSchema));
  });

  it('names the field in its messages', () => {
    expect(checkFields(CONTACT_FIELDS, { name: '', email: 'nope', msg: 'x'.repeat(2001) })).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      msg: 'Message is too long (at most 2000 characters)',
    });
  });
});
