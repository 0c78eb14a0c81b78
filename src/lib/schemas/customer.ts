import { z } from 'zod';
import { fromRule, optional, optionalEmail, required, visitorLanguage } from '../fields.ts';
import { PHONE_MAX } from '../visitor-fields.ts';

// A customer (the ISP's subscriber) as its billing system knows it: written by admins, a CSV
// import or the billing system's API key, read by sales and support. The server checks further
// that `area` names a coverage area and `planId` a plan (src/server/customers/customer-store.ts).

export const CUSTOMER_STATUSES = ['active', 'suspended', 'disconnected'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
/** The largest amount due, in paisa (two crore rupees): the column is a 32-bit integer. */
export const MAX_DUE_PAISA = 2_000_000_000;
/** What a customer ID may hold: it goes into a URL (PUT /api/customer/by-id/{customerId}). */
export const CUSTOMER_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A day of the calendar as YYYY-MM-DD that exists (no 2026-02-30). */
const isDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};

/** Whole paisa from JSON (a number) or a CSV or form cell (its digits); absent is 0. */
const paisa = z.preprocess(
  (v) => (v == null || v === '' ? 0 : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: 'Amount due must be a whole number of paisa' })
    .int('Amount due must be a whole number of paisa')
    .min(0, 'Amount due cannot be below zero')
    .max(MAX_DUE_PAISA, `Amount due must be at most ${MAX_DUE_PAISA} paisa`),
);

export const customerSchema = z.object({
  customerId: required('Customer ID', 40)
    .refine(
      (v) => v === '' || CUSTOMER_ID.test(v),
      'Customer ID may hold letters, digits, dots, dashes and underscores',
    )
    .meta({ placeholder: 'e.g. KN-10001', hint: 'As the billing system writes it.' }),
  name: required('Name', 100),
  phone: fromRule({ label: 'Phone', max: PHONE_MAX, kind: 'phone' })
    .refine((v) => v === '' || /^9[78]\d{8}$/.test(v), 'Phone must be a mobile number (98XXXXXXXX): codes go by SMS')
    .meta({ label: 'Registered mobile', placeholder: '98XXXXXXXX' }),
  email: optionalEmail(),
  area: optional('Area', 100).meta({ hint: 'A coverage area, as listed in Coverage Areas.' }),
  planId: optional('Plan', 24)
    .refine((v) => /^([0-9a-f]{24})?$/.test(v), 'Plan must be one of our plans')
    .meta({ label: 'Plan' }),
  status: z
    .preprocess(
      (v) => (v == null || v === '' ? 'active' : v),
      z.enum(CUSTOMER_STATUSES, { error: `Status must be one of: ${CUSTOMER_STATUSES.join(', ')}` }),
    )
    .meta({ label: 'Status' }),
  dueDate: optional('Due date', 10)
    .refine((v) => v === '' || isDay(v), 'Due date must be a date as YYYY-MM-DD')
    .meta({ placeholder: 'YYYY-MM-DD' }),
  dueAmount: paisa.meta({ label: 'Amount due', input: 'rupees' }),
  radiusUser: optional('RADIUS user', 64),
  lang: visitorLanguage().meta({ label: 'Language' }),
});
export type Customer = z.output<typeof customerSchema>;
