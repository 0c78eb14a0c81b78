import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, schemaErrors, WHOLE_INPUT } from '../../../src/lib/field-errors.ts';
import { contactSchema } from '../../../src/lib/schemas/contact.ts';
import { bookingSchema } from '../../../src/lib/schemas/booking.ts';
import { planSchema } from '../../../src/lib/schemas/plan.ts';
import { trimmed } from '../../../src/islands/utils/trimmed.ts';

describe('fieldErrors', () => {
  it('gives nothing for a valid form', () => {
    expect(fieldErrors(contactSchema.safeParse({ name: 'A', email: 'a@b.np', msg: 'Hi' }))).toEqual({});
  });
  it('gives the first message of each field', () => {
    const errors = fieldErrors(contactSchema.safeParse({ name: '', email: 'nope', msg: '' }));
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      msg: 'Message is required',
    });
  });
  it('leaves optional booking fields alone', () => {
    const errors = schemaErrors(bookingSchema, { customerName: '', address: '', contact: '' });
    expect(Object.keys(errors).sort()).toEqual(['address', 'contact', 'customerName']);
  });
  it('reports a bad list item under its list, and a bad whole input under _', () => {
    const errors = schemaErrors(planSchema, {
      name: 'P',
      speed: '1',
      price: '1',
      duration: '/m',
      features: ['ok', 'x'.repeat(1000)],
      sme: false,
    });
    expect(Object.keys(errors)).toEqual(['features']);
    expect(schemaErrors(z.object({ a: z.string() }), 'not an object')).toEqual({ [WHOLE_INPUT]: expect.any(String) });
  });
});

describe('trimmed', () => {
  it('trims every value', () => {
    expect(trimmed({ a: '  x ', b: '' })).toEqual({ a: 'x', b: '' });
  });
});
