import { describe, expect, it } from 'vitest';
import { normalizePhone } from '../../../src/lib/phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['9852012345', '9852012345'],
    ['9712345678', '9712345678'],
    ['+977 9852012345', '9852012345'],
    ['+977-985-201-2345', '9852012345'],
    ['977 9852012345', '9852012345'],
    ['985 201 2345', '9852012345'],
    ['९८५२०१२३४५', '9852012345'],
    ['+९७७ ९८५२०१२३४५', '9852012345'],
    ['021-123456', '021-123456'],
    ['021 123 456', '021-123456'],
    ['021123456', '021-123456'],
    ['01-4123456', '01-4123456'],
    ['+977 1 4123456', '01-4123456'],
    ['+977-21-123456', '021-123456'],
    ['०२१-१२३४५६', '021-123456'],
    ['  9852012345  ', '9852012345'],
  ])('accepts %s as %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it.each([
    'abc',
    '😀😀😀',
    'फोन छैन',
    '',
    '98',
    '1',
    '985201234',
    '98520123456',
    '9652012345',
    '1234567890',
    '+1 415 555 0100',
    '++9779852012345',
    '9852012345 ext 2',
    '0000000000',
    '00-1234567',
    '(021) 123456',
  ])('refuses %s', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });
});

describe('phone fields of the public schemas', () => {
  it('store the canonical number and refuse text that is not one, with the message', async () => {
    const { bookingSchema } = await import('../../../src/lib/schemas/booking.ts');
    const { contactSchema } = await import('../../../src/lib/schemas/contact.ts');
    const { referralSchema } = await import('../../../src/lib/schemas/referral.ts');
    const { INVALID_PHONE } = await import('../../../src/lib/messages.ts');
    const booking = { customerName: 'A', address: 'B', contact: '९८५२०१२३४५' };
    expect(bookingSchema.parse(booking).contact).toBe('9852012345');
    expect(bookingSchema.parse({ ...booking, contact2: '' }).contact2).toBe('');
    expect(bookingSchema.parse({ ...booking, contact2: '+977 21 123456' }).contact2).toBe('021-123456');
    for (const bad of ['abc', '😀😀😀', 'फोन छैन']) {
      expect(bookingSchema.safeParse({ ...booking, contact: bad }).error?.issues[0]).toMatchObject({
        path: ['contact'],
        message: INVALID_PHONE,
      });
      expect(bookingSchema.safeParse({ ...booking, contact2: bad }).success).toBe(false);
      expect(contactSchema.safeParse({ name: 'A', email: 'a@b.co', msg: 'hi', phone: bad }).success).toBe(false);
      expect(
        referralSchema.safeParse({ customerName: 'A', friendsName: 'B', friendsAddress: 'C', friendsContact: bad })
          .success,
      ).toBe(false);
      expect(
        referralSchema.safeParse({
          customerName: 'A',
          friendsName: 'B',
          friendsAddress: 'C',
          friendsContact: '9852012345',
          phone: bad,
        }).success,
      ).toBe(false);
    }
    // Optional where spec §5 says so: the contact phone and the referrer's phone may stay empty.
    expect(contactSchema.parse({ name: 'A', email: 'a@b.co', msg: 'hi', phone: '' }).phone).toBe('');
    expect(bookingSchema.safeParse({ ...booking, contact: '' }).error?.issues[0].message).toBe('Contact is required');
  });
});
