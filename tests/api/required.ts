/**
 * The visitors' forms and the fields each must have (spec §5; the waiting list of the coverage
 * check, issue 15), with a sample that has every field. Written out here rather than read from
 * src/lib/visitor-fields.ts, so a rule made optional by mistake fails the tests that use this.
 */
export const REQUIRED = {
  booking: {
    valid: {
      customerName: 'Hari Thapa',
      address: 'Ward 4, Biratnagar',
      contact: '9800000000',
      email: 'hari@example.com',
      contact2: '9811111111',
      remarks: 'Evenings',
      plan: 'Fibernet',
      speed: '25 Mbps',
      cost: 'Rs. 1,500',
      duration: '/month',
    },
    required: ['customerName', 'address', 'contact'],
  },
  contact: {
    valid: { name: 'Gita', email: 'gita@example.com', subject: 'Hello', phone: '9811111111', msg: 'Please call me' },
    required: ['name', 'email', 'msg'],
  },
  referral: {
    valid: {
      customerName: 'Ram',
      phone: '9833333333',
      customerId: 'C-1',
      address: 'Ward 1',
      friendsName: 'Shyam',
      friendsAddress: 'Ward 2',
      friendsContact: '9822222222',
      remarks: 'Soon',
    },
    required: ['customerName', 'friendsName', 'friendsAddress', 'friendsContact'],
  },
  'coverage-request': {
    valid: { name: 'Maya', phone: '9844444444', place: 'Letang' },
    required: ['name', 'phone', 'place'],
  },
} as const satisfies Record<string, { valid: Record<string, string>; required: readonly string[] }>;
