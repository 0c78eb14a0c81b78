import { z } from 'zod';
import { fromRule, fromRules, visitorLanguage } from '../fields.ts';
import { DEDICATED } from '../constants.ts';
import { BOOKING_FIELDS } from '../visitor-fields.ts';

const { plan, speed, cost, duration, ...visitor } = BOOKING_FIELDS;
const packageField = (rule: typeof plan) => fromRule(rule).transform((v) => v || DEDICATED);

// The fields and their rules are in src/lib/visitor-fields.ts, which the booking form checks too.
export const bookingSchema = z.object({
  ...fromRules(visitor),
  plan: packageField(plan),
  speed: packageField(speed),
  cost: packageField(cost),
  duration: packageField(duration),
  lang: visitorLanguage(),
});
