import { describe, expect, it } from 'vitest';
import { fieldErrors, serverErrors, trimmed } from '../../../src/islands/utils/field-errors.ts';
import { en } from '../../../src/i18n/en.ts';
import { ne } from '../../../src/i18n/ne.ts';
import { contactSchema } from '../../../src/lib/schemas/contact.ts';
import { bookingSchema } from '../../../src/lib/schemas/booking.ts';

describe('fieldErrors', () => {
  it('gives nothing for a valid form', () => {
    expect(fieldErrors(contactSchema.safeParse({ name: 'A', email: 'a@b.np', msg: 'Hi' }))).toEqual({});
  });
  it('gives the first message of each field', () => {
    const errors = fieldErrors(contactSchema.safeParse({ name: '', email: 'nope', msg: '' }));
    expect(errors).toEqual({ name: 'Name is required', email: 'Please enter a valid email address', msg: 'Message is required' });
  });
  it('leaves optional booking fields alone', () => {
    const errors = fieldErrors(bookingSchema.safeParse({ customerName: '', address: '', contact: '' }));
    expect(Object.keys(errors).sort()).toEqual(['address', 'contact', 'customerName']);
  });
});

describe('fieldErrors in the page’s language', () => {
  it('keeps the schema messages on English pages', () => {
    const errors = fieldErrors(contactSchema.safeParse({ name: '', email: 'nope', msg: '' }), en.validation);
    expect(errors).toEqual({ name: 'Name is required', email: 'Please enter a valid email address', msg: 'Message is required' });
  });
  it('says what is wrong in Nepali on Nepali pages', () => {
    const errors = fieldErrors(contactSchema.safeParse({ name: '', email: 'nope', msg: 'x'.repeat(3000) }), ne.validation);
    expect(errors).toEqual({ name: ne.validation.required, email: ne.validation.invalidEmail, msg: ne.validation.tooLong });
    expect(serverErrors({ contact: 'Contact is required', phone: 'Enter a phone number' }, ne.validation)).toEqual({ contact: ne.validation.required, phone: ne.validation.check });
  });
});

describe('trimmed', () => {
  it('trims every value', () => {
    expect(trimmed({ a: '  x ', b: '' })).toEqual({ a: 'x', b: '' });
  });
});
