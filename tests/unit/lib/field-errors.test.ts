import { describe, expect, it } from 'vitest';
import { fieldErrors, trimmed } from '../../../src/islands/utils/field-errors.ts';
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

describe('trimmed', () => {
  it('trims every value', () => {
    expect(trimmed({ a: '  x ', b: '' })).toEqual({ a: 'x', b: '' });
  });
});
