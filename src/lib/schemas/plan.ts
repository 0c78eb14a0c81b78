import { z } from 'zod';
import { cleanText } from '../clean-text.ts';
import { flag, nepali, required } from '../fields.ts';

// Cleaned as every other stored text is (src/lib/clean-text.ts): no NUL, no bidirectional override.
const feature = z.preprocess(
  (v) => (typeof v === 'string' ? cleanText(v) : v),
  z.string({ error: 'Each feature must be text' }).trim().max(200, 'A feature is too long (at most 200 characters)'),
);

const features = (label: string) =>
  z
    .array(feature, { error: `${label} must be a list of text` })
    .max(30, `At most 30 ${label.toLowerCase()}`)
    .default([])
    .transform((list) => list.filter(Boolean));

export const planSchema = z.object({
  name: required('Name', 100),
  speed: required('Speed', 50),
  price: required('Price', 50),
  duration: required('Duration', 50),
  features: features('Features'),
  name_ne: nepali('Name', 100),
  features_ne: features('Nepali features'),
  sme: z.boolean({ error: 'SME must be true or false' }).default(false),
  // Optional, not defaulted: a client that does not know them (spec §7's payload) leaves them as they are.
  featured: z.boolean({ error: 'Featured must be true or false' }).optional(),
  popular: z.boolean({ error: 'Most Popular must be true or false' }).optional(),
  hidden: flag('Hidden'),
});
export type PlanInput = z.infer<typeof planSchema>;
