import { z } from 'zod';
import { fromRules, visitorLanguage } from '../fields.ts';
import { CONTACT_FIELDS } from '../visitor-fields.ts';

// The fields and their rules are in src/lib/visitor-fields.ts, which the contact form checks too.
export const contactSchema = z.object({ ...fromRules(CONTACT_FIELDS), lang: visitorLanguage() });
