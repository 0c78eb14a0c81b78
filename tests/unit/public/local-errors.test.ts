import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../src/lib/field-errors.ts';
import { inWords } from '../../../src/islands/utils/local-errors.ts';
import { contactSchema } from '../../../src/lib/schemas/contact.ts';
import { bookingSchema } from '../../../src/lib/schemas/booking.ts';
import { checkFields, BOOKING_FIELDS } from '../../../src/lib/visitor-fields.ts';
import { INVALID_PHONE } from '../../../src/lib/messages.ts';
import { en } from '../../../src/i18n/en.ts';
import { ne } from '../../../src/i18n/ne.ts';

describe('form messages in the page’s language', () => {
  it('keeps the schema messages on English pages', () => {
    const errors = inWords(fieldErrors(contactSchema.safeParse({ name: '', email: 'nope', msg: '' })), en.validation);
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      msg: 'Message is required',
    });
  });
  it('says what is wrong in Nepali on Nepali pages', () => {
    const errors = inWords(
      fieldErrors(contactSchema.safeParse({ name: '', email: 'nope', msg: 'x'.repeat(3000) })),
      ne.validation,
    );
    expect(errors).toEqual({
      name: ne.validation.required,
      email: ne.validation.invalidEmail,
      msg: ne.validation.tooLong,
    });
  });
  it('words an API answer in Nepali too, with a general word for what it cannot name', () => {
    expect(inWords({ contact: 'Contact is required', phone: 'Enter a phone number' }, ne.validation)).toEqual({
      contact: ne.validation.required,
      phone: ne.validation.check,
    });
    expect(inWords(undefined, ne.validation)).toEqual({});
  });
  it('says which phone numbers it takes, in the form’s own check and in the API’s answer', () => {
    const typed = { customerName: 'राम', address: 'विराटनगर-८', contact: '१२३', plan: 'Fibernet' };
    const local = checkFields(BOOKING_FIELDS, typed);
    expect(local.contact).toBe(INVALID_PHONE);
    expect(inWords(local, ne.validation).contact).toBe(ne.validation.invalidPhone);
    const server = fieldErrors(bookingSchema.safeParse(typed));
    expect(inWords(server, ne.validation).contact).toBe(ne.validation.invalidPhone);
    expect(inWords(server, en.validation).contact).toBe(INVALID_PHONE);
    expect(ne.validation.invalidPhone).toContain('९८XXXXXXXX');
  });
});
