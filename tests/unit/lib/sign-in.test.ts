import { describe, expect, it } from 'vitest';
import { isMobile, whoOf } from '../../../src/lib/sign-in.ts';

// The sign-in form and the server read what a customer typed the same way (src/lib/sign-in.ts).
describe('who a customer names to sign in', () => {
  it('is their mobile when it reads as one, as Nepalis write it', () => {
    expect(whoOf('९८५२०१२३४५')).toEqual({ phone: '9852012345' });
    expect(whoOf('+977 985-201-2345')).toEqual({ phone: '9852012345' });
  });

  it('is their customer ID otherwise: a landline or an ID', () => {
    expect(whoOf(' KN-10001 ')).toEqual({ customerId: 'KN-10001' });
    expect(whoOf('021-525252')).toEqual({ customerId: '021-525252' });
    expect(isMobile('021525252')).toBe(false);
    expect(isMobile(null)).toBe(false);
  });
});
