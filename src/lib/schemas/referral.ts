import { z } from 'zod';
import { fromRules, visitorLanguage } from '../fields.ts';
import { REFERRAL_FIELDS } from '../visitor-fields.ts';

// The fields and their rules are in src/lib/visitor-fields.ts, which the referral form checks too.
export const referralSchema = z.object({ ...fromRules(REFERRAL_FIELDS), lang: visitorLanguage() });
