import { z } from 'zod';
import { fromRules, visitorLanguage } from '../fields.ts';
import { COVERAGE_REQUEST_FIELDS } from '../visitor-fields.ts';

// A visitor joining the waiting list of a place not (yet) served (issue 15). The fields and their
// rules are in src/lib/visitor-fields.ts, which the waiting-list form checks too.
export const coverageRequestSchema = z.object({ ...fromRules(COVERAGE_REQUEST_FIELDS), lang: visitorLanguage() });
