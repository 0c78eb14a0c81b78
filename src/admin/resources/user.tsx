import { PASSWORDS_DO_NOT_MATCH, TOASTS } from '../../lib/messages.ts';
import { userCreateSchema, userUpdateSchema } from '../../lib/schemas/user.ts';
import { UserName } from '../components/UserName.tsx';
import { TwoFactorPolicy, UserSecurity } from '../account/UserSecurity.tsx';
import { schemaErrors } from '../../lib/field-errors.ts';
import { col, created, str, textValues } from './kit.tsx';
import type { Resource } from './types.ts';

const NAMES = ['name', 'email', 'password', 'verifyPassword'];

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
  ],
  validate: (values, mode) => {
    const input = textValues(values, NAMES);
    const errors = schemaErrors(mode === 'add' ? userCreateSchema : userUpdateSchema, input);
    if (input.password !== input.verifyPassword) errors.verifyPassword = PASSWORDS_DO_NOT_MATCH;
    return errors;
  },
  payload: (values, mode) => {
    const all = textValues(values, NAMES);
    if (mode === 'add') return all;
    // On update, empty fields are omitted (spec §5).
    return Object.fromEntries(Object.entries(all).filter(([, v]) => v.trim() !== ''));
  },
};
