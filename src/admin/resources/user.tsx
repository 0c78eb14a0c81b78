import { PASSWORDS_DO_NOT_MATCH, TOASTS } from '../../lib/messages.ts';
import { userCreateSchema, userUpdateSchema } from '../../lib/schemas/user.ts';
import { UserName } from '../components/UserName.tsx';
import { UserSecurity } from '../account/UserSecurity.tsx';
import { ROLE_ORDER, UsersToolbar } from '../account/Invite.tsx';
import { schemaErrors } from '../../lib/field-errors.ts';
import { col, created, str, textValues } from './kit.tsx';
import type { FormField, Mode, Resource } from './types.ts';
import { formFields } from './form-fields.ts';
import { ROLE_NAMES, ROLE_SCOPE, isRole } from '../../lib/roles.ts';

/**
 * The Users form, read from the create schema (its labels, inputs and options). On an edit every
 * field may be left empty (spec §5), so only an add marks them required; the role always has one.
 */
const userFields: FormField[] = formFields(userCreateSchema, { words: ROLE_NAMES }).map((field) => {
  if (field.name === 'role')
    return {
      ...field,
      required: true,
      options: ROLE_ORDER.map((r) => [r, ROLE_NAMES[r]] as const),
      hint: ROLE_ORDER.map((r) => `${ROLE_NAMES[r]} — ${ROLE_SCOPE[r]}.`).join(' '),
    };
  const added = typeof field.hint === 'string' ? field.hint : undefined;
  return {
    ...field,
    required: (mode: Mode) => mode === 'add',
    hint:
      field.name === 'password'
        ? (mode: Mode) => (mode === 'edit' ? 'Leave empty to keep the current password.' : (added ?? ''))
        : added,
  };
});

const NAMES = userFields.map((f) => f.name);

/** The form's text values; the role only when one is chosen (a client without it sends spec §7's four). */
function withRole(values: Parameters<typeof textValues>[0]) {
  const { role, ...rest } = textValues(values, NAMES);
  return role ? { ...rest, role } : rest;
}

export const user: Resource = {
  route: '/admin/users',
  title: 'Users',
  singular: 'User',
  icon: 'M16 14a4 4 0 10-8 0M12 10a3 3 0 100-6 3 3 0 000 6zM4 20h16',
  card: { label: 'Total Users', rank: 1, stat: 'users', tone: 'bg-sky-50 text-sky-700' },
  api: '/api/users',
  word: 'user',
  plural: 'users',
  toasts: TOASTS.users,
  newestFirst: false,
  image: false,
  history: true,
  columns: [
    col('Name', 'name', { primary: true, render: (r) => <UserName id={r._id} name={str(r.name)} /> }),
    col('Email', 'email'),
    {
      label: 'Role',
      render: (r) => (
        <span
          className={r.role === 'admin' ? 'badge badge-amber' : 'badge'}
          title={isRole(r.role) ? ROLE_SCOPE[r.role] : ''}
        >
          {isRole(r.role) ? ROLE_NAMES[r.role] : '—'}
        </span>
      ),
    },
    created,
    // Issue 30: two-factor sign-in and signing out everywhere.
    { label: 'Sign-in', render: (r) => <UserSecurity record={r} /> },
  ],
  // Issue 30's two-factor rule; issue 42's invitations.
  toolbar: UsersToolbar,
  fields: userFields,
  validate: (values, mode) => {
    const input = withRole(values);
    const errors = schemaErrors(mode === 'add' ? userCreateSchema : userUpdateSchema, input);
    if (input.password !== input.verifyPassword) errors.verifyPassword = PASSWORDS_DO_NOT_MATCH;
    return errors;
  },
  payload: (values, mode, record) => {
    const all = withRole(values);
    if (mode === 'add') return all;
    // On update, empty fields are omitted (spec §5), and the role is sent only when it changes.
    return Object.fromEntries(
      Object.entries(all).filter(([k, v]) => v.trim() !== '' && (k !== 'role' || v !== record?.role)),
    );
  },
};
