import { z } from 'zod';
import { email, optional, optionalPhone, required, visitorLanguage } from '../fields.ts';

// Phone is marked required on the form but not enforced (spec §5).
export const contactSchema = z.object({
  name: required('Name', 100),
  email: email(),
  subject: optional('Subject', 200),
  phone: optionalPhone('Phone'),
  msg: required('Message', 2000),
  lang: visitorLanguage(),
});
export type ContactInput = z.infer<typeof contactSchema>;
