import { z } from 'zod';
import { required } from './fields.ts';

// API keys (issue 47): what the ISP's other programs (its billing system first) authenticate with.
// A key may use only the routes of the scopes it names, never a staff screen.

/** Every scope a key may be given, with what it allows, as the admin lists them. */
export const SCOPES = {
  'customers:write': 'Create and update customers (PUT /api/customer/by-id/{customerId})',
  'customers:read': 'Read customers (GET /api/customer, GET /api/customer/by-id/{customerId})',
  'payments:read': 'Read payments',
  'credits:read': 'Read credits',
} as const;
export type Scope = keyof typeof SCOPES;
export const SCOPE_NAMES = Object.keys(SCOPES) as Scope[];

/** POST /api/keys: a name to tell the key apart and at least one scope. */
export const apiKeySchema = z.object({
  name: required('Name', 100).meta({ placeholder: 'e.g. Billing system' }),
  scopes: z
    .array(
      z.enum(SCOPE_NAMES as [Scope, ...Scope[]], { error: `Each scope must be one of: ${SCOPE_NAMES.join(', ')}` }),
      {
        error: 'Scopes must be a list',
      },
    )
    .min(1, 'Choose at least one scope')
    .transform((list) => SCOPE_NAMES.filter((s) => list.includes(s))),
});

/** A key as GET /api/keys lists it: never the key itself. */
export interface ApiKeyRecord {
  _id: string;
  name: string;
  /** the key's first characters, which tell keys apart */
  prefix: string;
  scopes: Scope[];
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  lastUsedFrom: string;
  revokedAt: string | null;
}
