import { describe, expect, it } from 'vitest';
import { bookingSchema } from '../../../src/lib/schemas/booking.ts';
import { contactSchema } from '../../../src/lib/schemas/contact.ts';
import { referralSchema } from '../../../src/lib/schemas/referral.ts';
import { userCreateSchema, userUpdateSchema } from '../../../src/lib/schemas/user.ts';
import { planSchema } from '../../../src/lib/schemas/plan.ts';

describe('shared schemas', () => {
  it('booking: customerName, address and contact required; package defaults to Dedicated', () => {
    expect(bookingSchema.safeParse({ customerName: 'A', address: 'B' }).success).toBe(false);
    expect(bookingSchema.parse({ customerName: 'A', address: 'B', contact: '9852012345' })).toMatchObject({ plan: 'Dedicated', speed: 'Dedicated', cost: 'Dedicated', duration: 'Dedicated', email: '', contact2: '' });
  });

  it('contact: name, email and msg required; phone not enforced; email format checked', () => {
    expect(contactSchema.safeParse({ name: 'A', email: 'a@b.co', msg: 'hi' }).success).toBe(true);
    expect(contactSchema.safeParse({ name: 'A', email: 'ab.co', msg: 'hi' }).success).toBe(false);
    expect(contactSchema.safeParse({ name: 'A', email: 'a@b.co' }).success).toBe(false);
  });

  it('referral: customerName and the three friend fields required; phone and address not enforced', () => {
    const ok = { customerName: 'A', friendsName: 'B', friendsAddress: 'C', friendsContact: '9852012345' };
    expect(referralSchema.safeParse(ok).success).toBe(true);
    for (const field of Object.keys(ok)) expect(referralSchema.safeParse({ ...ok, [field]: '  ' }).success).toBe(false);
  });

  it('user: passwords must match on create; on update empty fields are fine', () => {
    expect(userCreateSchema.safeParse({ name: 'A', email: 'a@b.co', password: 'password1', verifyPassword: 'password2' }).error?.issues[0].message).toBe('Passwords do not match');
    expect(userCreateSchema.safeParse({ name: 'A', email: 'a@b.co', password: 'password1', verifyPassword: 'password1' }).success).toBe(true);
    expect(userUpdateSchema.safeParse({ name: '', email: '', password: '', verifyPassword: '' }).success).toBe(true);
  });

  it('plan: features is a list of text, sme a boolean defaulting to false', () => {
    expect(planSchema.parse({ name: 'P', speed: 'S', price: 'R', duration: 'D' })).toMatchObject({ features: [], sme: false });
    expect(planSchema.parse({ name: 'P', speed: 'S', price: 'R', duration: 'D', features: [' a ', ''] }).features).toEqual(['a']);
  });
});
