import { z } from 'zod';
import { email, optional, optionalEmail, required } from '../fields.ts';
import { PASSWORDS_DO_NOT_MATCH } from '../messages.ts';
import { ROLES } from '../roles.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// Length only, no composition rules (OWASP ASVS 6.2). Not trimmed: spaces are part of a password.
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

// Issue 30. Left out, a new user is an admin, as every user was before roles (spec §7's payload has none).
const role = z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` }).meta({ label: 'Role' });

const matching = (v: { password?: string; verifyPassword?: string }) => (v.password ?? '') === (v.verifyPassword ?? '');

// The admin's Users form is read from this schema, in its order (src/admin/resources/user.tsx).
export const userCreateSchema = z
  .object({
    name: required('Name', 100),
    email: email().meta({ input: 'email' }),
    password: passwordSchema.meta({
      label: 'Password',
      input: 'password',
      hint: `At least ${PASSWORD_MIN} characters.`,
    }),
    verifyPassword: z.string().optional().meta({ label: 'Verify password', input: 'password' }),
    role: role.default('admin'),
  })
  .refine(matching, { message: PASSWORDS_DO_NOT_MATCH, path: ['verifyPassword'] });

/** On update, empty fields are omitted: only what was filled in changes. */
export const userUpdateSchema = z
  .object({
    name: optional('Name', 100),
    email: optionalEmail(),
    password: z.union([z.literal(''), passwordSchema]).optional(),
    verifyPassword: z.string().optional(),
    role: role.optional(),
  })
  .refine(matching, { message: PASSWORDS_DO_NOT_MATCH, path: ['verifyPassword'] });

export const loginSchema = z.object({
  email: required('Email', 254),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, 'Password is too long'),
});

/** The new password typed twice, when a form sends it twice (an API client may send it once). */
const verified = (v: { password: string; verifyPassword?: string }) =>
  v.verifyPassword === undefined || v.verifyPassword === v.password;

// Issue 42: a user changes their own password, knowing the current one.
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Your current password is required' })
      .min(1, 'Your current password is required')
      .max(PASSWORD_MAX, 'Password is too long'),
    password: passwordSchema,
    verifyPassword: z.string().optional(),
  })
  .refine(verified, { message: PASSWORDS_DO_NOT_MATCH, path: ['verifyPassword'] });

// Issue 42: the admin invites a person by name, email and role; they choose their own password.
export const invitationSchema = z.object({ name: required('Name', 100), email: email(), role });

const invitationToken = z.string({ error: 'The invitation link is incomplete' }).regex(/^[\w-]{43}$/, {
  error: 'The invitation link is incomplete. Open the link from the email again.',
});
export const invitationTokenSchema = z.object({ token: invitationToken });
export const acceptInvitationSchema = z
  .object({ token: invitationToken, password: passwordSchema, verifyPassword: z.string().optional() })
  .refine(verified, { message: PASSWORDS_DO_NOT_MATCH, path: ['verifyPassword'] });
