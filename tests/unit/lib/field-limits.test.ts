import { describe, expect, it } from 'vitest';
import { maxLengths } from '../../../src/lib/field-limits.ts';
import { bookingSchema } from '../../../src/lib/schemas/booking.ts';
import { contactSchema } from '../../../src/lib/schemas/contact.ts';
import { referralSchema } from '../../../src/lib/schemas/referral.ts';

describe('maxLengths', () => {
  it("reads every public form field's limit from the server's schemas", () => {
    expect(maxLengths(bookingSchema)).toEqual({
      customerName: 100,
      address: 300,
      contact: 30,
      email: 254,
      contact2: 30,
      remarks: 1000,
      plan: 100,
      speed: 100,
      cost: 100,
      duration: 100,
    });
    expect(maxLengths(contactSchema)).toEqual({ name: 100, email: 254, subject: 200, phone: 30, msg: 2000 });
    expect(maxLengths(referralSchema)).toEqual({
      customerName: 100,
      phone: 30,
      customerId: 50,
      address: 300,
      friendsName: 100,
      friendsAddress: 300,
      friendsContact: 30,
      remarks: 1000,
    });
  });

  it('a value at the limit passes the schema and one character more does not', () => {
    const limits = maxLengths(referralSchema);
    const base = { customerName: 'A', friendsName: 'B', friendsAddress: 'C', friendsContact: '9852012345' };
    for (const field of ['customerName', 'customerId', 'address', 'friendsName', 'friendsAddress', 'remarks']) {
      expect(referralSchema.safeParse({ ...base, [field]: 'x'.repeat(limits[field]) }).success, field).toBe(true);
      expect(referralSchema.safeParse({ ...base, [field]: 'x'.repeat(limits[field] + 1) }).success, field).toBe(false);
    }
  });
});
