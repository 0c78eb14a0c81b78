import type { EntityName } from '../../src/lib/entities.ts';

/**
 * A valid record, a changed one, and the field whose absence must be refused, per entity; `another`,
 * for an entity whose records must differ (an area's name is listed once), makes a second valid one.
 */
export const SAMPLES: Record<
  EntityName,
  {
    valid: Record<string, unknown>;
    changed: Record<string, unknown>;
    required: string;
    another?: Record<string, unknown>;
  }
> = {
  slider: {
    valid: { title: 'Fast', name: 'Fibre for all', subtitle: 'Up to 300 Mbps', link: '/plans' },
    changed: { name: 'Fibre for everyone' },
    required: 'name',
  },
  notice: {
    valid: { title: 'Maintenance on Saturday' },
    changed: { title: 'Maintenance moved to Sunday' },
    required: 'title',
  },
  testimonial: {
    valid: { name: 'Sita', location: 'Biratnagar', comment: 'Great' },
    changed: { name: 'Sita Sharma' },
    required: 'name',
  },
  plan: {
    valid: {
      name: 'Fibernet',
      speed: '25 Mbps',
      price: 'Rs. 1,500',
      duration: '/month',
      features: ['Unlimited data', 'Free router'],
      sme: false,
    },
    changed: {
      name: 'Fibernet Plus',
      speed: '50 Mbps',
      price: 'Rs. 2,000',
      duration: '/month',
      features: ['Unlimited data'],
      sme: true,
    },
    required: 'speed',
  },
  faq: {
    valid: { question: 'Do you cover Itahari?', answer: 'Yes, all wards.' },
    changed: { question: 'Do you cover Dharan?', answer: 'Yes.' },
    required: 'answer',
  },
  booking: {
    valid: {
      customerName: 'Hari',
      address: 'Ward 4',
      contact: '9800000000',
      plan: 'Fibernet',
      speed: '25 Mbps',
      cost: 'Rs. 1,500',
      duration: '/month',
    },
    changed: {},
    required: 'contact',
  },
  contact: {
    valid: { name: 'Gita', email: 'gita@example.com', subject: 'Hello', phone: '9811111111', msg: 'Please call me' },
    changed: {},
    required: 'msg',
  },
  area: {
    valid: {
      name: 'Itahari-6',
      name_ne: 'इटहरी-६',
      district: 'Sunsari',
      services: ['home', 'iptv'],
      status: 'available',
    },
    changed: { name: 'Itahari-7', services: ['wireless'], status: 'coming-soon' },
    required: 'district',
    another: { name: 'Itahari-9', name_ne: 'इटहरी-९' },
  },
  help: {
    valid: { title: 'Look at the ONU lights', text: 'PON steady green is fine.' },
    changed: { title: 'Check the ONU lights' },
    required: 'text',
  },
  ticket: {
    valid: {
      name: 'Gita',
      phone: '9855555555',
      area: 'Itahari-6',
      category: 'no internet',
      description: 'ONU LOS red',
    },
    changed: {},
    required: 'description',
  },
  'coverage-request': { valid: { name: 'Maya', phone: '9844444444', place: 'Letang' }, changed: {}, required: 'place' },
  referral: {
    valid: {
      customerName: 'Ram',
      phone: '9833333333',
      customerId: 'C-1',
      address: 'Ward 1',
      friendsName: 'Shyam',
      friendsAddress: 'Ward 2',
      friendsContact: '9822222222',
      remarks: '',
    },
    changed: {},
    required: 'friendsContact',
  },
  incident: {
    valid: {
      title: 'Fibre cut in Itahari',
      kind: 'outage',
      areas: ['Itahari-6'],
      services: ['home'],
      startsAt: '2026-11-20T09:15:00.000Z',
      status: 'investigating',
    },
    changed: { title: 'Fibre cut in Itahari and Dharan', status: 'identified' },
    required: 'startsAt',
  },
  customer: {
    valid: { customerId: 'KN-20001', name: 'Hari Prasad', phone: '9841000002', status: 'active', dueAmount: 150000 },
    changed: { name: 'Hari Prasad Koirala', status: 'suspended' },
    required: 'name',
    another: { customerId: 'KN-20002', name: 'Gita Rai' },
  },
};
