import { z } from 'zod';
import { flag, required } from '../fields.ts';

const feature = z.string({ error: 'Each feature must be text' }).trim().max(200, 'A feature is too long (at most 200 characters)');

export const planSchema = z.object({
  name: required('Name', 100),
  speed: required('Speed', 50),
  price: required('Price', 50),
  duration: required('Duration', 50),
  features: z
    .array(feature, { error: 'Features must be a list of text' })
    .max(30, 'At most 30 features')
    .default([])
    .transform((list) => list.filter(Boolean)),
  sme: z.boolean({ error: 'SME must be true or false' }).default(false),
  // Optional, not defaulted: a client that does not know them (spec §7's payload) leaves them as they are.
  featured: z.boolean({ error: 'Featured must be true or false' }).optional(),
  popular: z.boolean({ error: 'Most Popular must be true or false' }).optional(),
  hidden: flag('Hidden'),
});
export type PlanInput = z.infer<typeof planSchema>;
