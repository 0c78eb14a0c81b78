import { randomBytes } from 'node:crypto';
import { passwordSchema } from '../../lib/schemas/user.ts';
import type { Db } from '../db/index.ts';
import { hashPassword } from './passwords.ts';

export type ResetResult = { ok: true; generated?: string } | { ok: false; message: string };

/**
 * The way back from a lost admin password (`npm run reset-password`): sets the given password,
 * or a generated one, and ends every token the user holds.
 */
export async function resetPassword(db: Db, email: string, password?: string): Promise<ResetResult> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) return { ok: false, message: `No admin user has the email ${email}.` };
  const generated = password === undefined ? randomBytes(12).toString('base64url') : undefined;
  const checked = passwordSchema.safeParse(password ?? generated);
  if (!checked.success) return { ok: false, message: checked.error.issues[0].message };
  await db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(checked.data), tokensValidAfter: Date.now() })
    .where('id', '=', user.id)
    .execute();
  return { ok: true, generated };
}
