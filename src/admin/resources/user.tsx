import { PASSWORDS_DO_NOT_MATCH, TOASTS } from '../../lib/messages.ts';
import { userCreateSchema, userUpdateSchema } from '../../lib/schemas/user.ts';
import { UserName } from '../components/UserName.tsx';
import { TwoFactorPolicy, UserSecurity } from '../account/UserSecurity.tsx';
import { schemaErrors } from '../../lib/field-errors.ts';
import { col, created, str, textValues } from './kit.tsx';
import type { Resource } from './types.ts';
import { ROLE_NAMES, ROLE_SCOPE, isRole, type Role } from '../../lib/roles.ts';

const NAMES = ['name', 'email', 'password', 'verifyPassword', 'role'];
// Least access first: a new user is an editor unless the admin chooses more (issue 30).
const ROLE_ORDER: readonly Role[] = ['editor', 'sales', 'support', 'admin'];

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
  toolbar: TwoFactorPolicy,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: (mode) => mode === 'add' },
    { name: 'email', label: 'Email', kind: 'email', required: (mode) => mode === 'add' },
    {
      name: 'password',
      label: 'Password',
      kind: 'password',
      required: (mode) => mode === 'add',
      hint: (mode) => (mode === 'edit' ? 'Leave empty to keep the current password.' : 'At least 8 characters.'),
    },
    { name: 'verifyPassword', label: 'Verify password', kind: 'password', required: (mode) => mode === 'add' },
    {
      name: 'role',
      label: 'Role',
      kind: 'select',
      required: true,
      options: ROLE_ORDER.map((r) => [r, ROLE_NAMES[r]] as const),
      hint: ROLE_ORDER.map((r) => `${ROLE_NAMES[r]} — ${ROLE_SCOPE[r]}.`).join(' '),
    },
  ],
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
