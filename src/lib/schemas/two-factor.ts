import { z } from 'zod';
import { loginSchema } from './user.ts';

// Two-factor sign-in (issue 30): the code typed from an authenticator app (6 digits) or a recovery
// code (xxxx-xxxx-xxxx-xxxx); the server tells which. Shared by the API and the admin's forms.

export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';

const code = z
  .string({ error: CODE_REQUIRED })
  .trim()
  .min(1, CODE_REQUIRED)
  .max(40, 'The code is too long')
  // spaces people type between groups of digits (123 456) are not part of the code
  .transform((v) => (/^[\d\s]+$/.test(v) ? v.replace(/\s/g, '') : v));

export const codeSchema = z.object({ code });

/** Turning two-factor sign-in off: the account's password and a current code (or a recovery code). */
export const turnOffSchema = z.object({ password: loginSchema.shape.password, code });

export const secondStepSchema = z.object({
  challenge: z
    .string({ error: 'The sign-in challenge is missing' })
    .min(1, 'The sign-in challenge is missing')
    .max(2000),
  code,
});

export const twoFactorPolicySchema = z.object({
  required: z.boolean({ error: 'required must be true or false' }),
});
