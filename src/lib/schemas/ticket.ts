import { z } from 'zod';
import { fromRules, visitorLanguage } from '../fields.ts';
import { TICKET_CATEGORIES, TICKET_FIELDS } from '../tickets.ts';

// A customer's fault report (issue 29); the fields' rules are in src/lib/tickets.ts, which the form checks too.
export const ticketSchema = z.object({
  ...fromRules(TICKET_FIELDS),
  category: z.enum(TICKET_CATEGORIES, { error: `Category must be one of: ${TICKET_CATEGORIES.join(', ')}` }),
  lang: visitorLanguage(),
  // The short id of a speed test the customer ran from the form (issue 32), or none.
  speedtestId: z
    .string({ error: 'Speed test must be text' })
    .regex(/^([A-Za-z0-9]{8})?$/, 'Speed test must be the id of a result')
    .optional()
    .transform((v) => v ?? '')
    .meta({ label: 'Speed test' }),
  // The plan the customer says they are on (issue 32), or none: the desk shows a test's figures beside its speed.
  planId: z
    .string({ error: 'Plan must be text' })
    .regex(/^([0-9a-f]{24})?$/, 'Plan must be one of our plans')
    .optional()
    .transform((v) => v ?? '')
    .meta({ label: 'Plan' }),
});
