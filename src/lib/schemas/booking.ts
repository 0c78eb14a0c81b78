import { z } from 'zod';
import { optional, optionalEmail, optionalPhone, phone, required, visitorLanguage } from '../fields.ts';
import { DEDICATED } from '../constants.ts';

const packageField = (label: string) => optional(label, 100).transform((v) => v || DEDICATED);

export const bookingSchema = z.object({
  customerName: required('Name', 100),
  address: required('Address', 300),
  contact: phone('Contact'),
  email: optionalEmail(),
  contact2: optionalPhone('Alternative contact'),
  remarks: optional('Remarks', 1000),
  plan: packageField('Plan'),
  speed: packageField('Speed'),
  cost: packageField('Cost'),
  duration: packageField('Duration'),
  lang: visitorLanguage(),
});
export type BookingInput = z.infer<typeof bookingSchema>;
