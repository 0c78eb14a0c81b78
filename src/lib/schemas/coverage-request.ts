import { z } from 'zod';
import { phone, required, visitorLanguage } from '../fields.ts';

/** A visitor joining the waiting list of a place not (yet) served (issue 15). */
export const coverageRequestSchema = z.object({
  name: required('Name', 100),
  phone: phone('Phone'),
  place: required('Place', 200),
  lang: visitorLanguage(),
});
export type CoverageRequestInput = z.infer<typeof coverageRequestSchema>;
