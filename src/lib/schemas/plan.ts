import { z } from 'zod';
import { cleanText } from '../clean-text.ts';
import { POPULAR_BADGE } from '../messages.ts';
import { hidden, nepali, optional, required } from '../fields.ts';
import { publishWindow } from './schedule.ts';

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
    .transform((list) => list.filter(Boolean))
    .meta({ label });

// In the admin form's order; each Nepali twin follows its English field. Speed, price and duration
// need no Nepali twin: the Nepali pages write their numbers in Devanagari.
export const planSchema = z.object({
  name: required('Name', 100).meta({ placeholder: 'e.g. Fibernet 50' }),
  name_ne: nepali('Name', 100),
  speed: required('Speed', 50).meta({ placeholder: 'e.g. 25 Mbps' }),
  price: required('Price', 50).meta({ placeholder: 'e.g. Rs. 1,500' }),
  duration: required('Duration', 50).meta({ placeholder: 'e.g. /month' }),
  features: features('Features'),
  features_ne: features('Nepali features'),
  // Usage from the ISP's RADIUS (docs/usage.md): My account shows the period's use against the cap.
  capGb: optional('Data cap (GB)', 7)
    .refine((v) => /^(\d{1,6})?$/.test(v) && v !== '0', 'Data cap must be a whole number of GB, or empty for none')
    .meta({
      placeholder: 'e.g. 500',
      hint: 'GB a billing period; empty for no cap. Customers are told at 80 % and 100 %.',
    }),
  fairUsage: optional('Fair-usage policy', 1000).meta({ input: 'textarea' }),
  fairUsage_ne: nepali('Fair-usage policy', 1000).meta({ input: 'textarea' }),
  sme: z
    .boolean({ error: 'SME must be true or false' })
    .default(false)
    .meta({ label: 'SME plan (shown in the SME tab)' }),
  // Optional, not defaulted: a client that does not know them (spec §7's payload) leaves them as they are.
  featured: z
    .boolean({ error: 'Featured must be true or false' })
    .optional()
    .meta({ label: 'Featured (shown on the home page)' }),
  popular: z
    .boolean({ error: `${POPULAR_BADGE} must be true or false` })
    .optional()
    .meta({ label: `${POPULAR_BADGE} (the badge on the home page and /plans)` }),
  hidden: hidden(),
  ...publishWindow,
});
