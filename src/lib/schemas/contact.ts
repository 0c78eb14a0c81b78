import { z } from 'zod';
import { email, optional, required, visitorLanguage } from '../fields.ts';

// Phone is marked required on the form but not enforced (spec §5).
export const contactSchema = z.object({
  name: required('Name', 100),
  email: email(),
  subject: optional('Subject', 200),
  phone: optional('Phone', 30),
  msg: required('Message', 2000),
  lang: visitorLanguage(),
});
export type ContactInput = z.infer<typeof contactSchema>;
