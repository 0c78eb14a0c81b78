import { z } from 'zod';
import { optional, optionalEmail, required, visitorLanguage } from '../fields.ts';
import { DEDICATED } from '../constants.ts';

const packageField = (label: string) => optional(label, 100).transform((v) => v || DEDICATED);

export const bookingSchema = z.object({
  customerName: required('Name', 100),
  address: required('Address', 300),
  contact: required('Contact', 30),
  email: optionalEmail(),
  contact2: optional('Alternative contact', 30),
  remarks: optional('Remarks', 1000),
  plan: packageField('Plan'),
  speed: packageField('Speed'),
  cost: packageField('Cost'),
  duration: packageField('Duration'),
  lang: visitorLanguage(),
});
export type BookingInput = z.infer<typeof bookingSchema>;
