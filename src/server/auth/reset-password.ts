import { randomBytes } from 'node:crypto';
import { passwordSchema } from '../../lib/schemas/user.ts';
import { auditName } from '../../lib/history.ts';
import type { Db } from '../db/index.ts';
import { writeAudit } from '../history/audit.ts';
import { hashPassword } from './passwords.ts';
import { clearTwoFactor, hasTwoFactor } from './two-factor.ts';

/** Who the audit trail says reset the password: whoever ran the command on the server. */
export const RESET_BY = 'Server console (npm run reset-password)';

export type ResetResult = { ok: true; generated?: string; twoFactorCleared: boolean } | { ok: false; message: string };

/**
 * The way back from a lost admin password (`npm run reset-password`): sets the given password,
 * or a generated one, ends every token the user holds and turns their two-factor sign-in off.
 * Written to the audit trail (Activity) like a change made in the admin, by the server's console.
 */
export async function resetPassword(db: Db, email: string, password?: string): Promise<ResetResult> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'totpConfirmedAt'])
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
  // A lost phone is the other way an admin gets locked out: the second factor goes too (issue 30).
  await clearTwoFactor(db, user.id);
  await db.deleteFrom('session').where('userId', '=', user.id).execute();
  const twoFactorCleared = hasTwoFactor(user);
  await writeAudit(db, {
    at: new Date(),
    user: { name: RESET_BY },
    action: 'password reset',
    entity: 'users',
    recordId: user.id,
    recordName: auditName(user),
    summary: `Every session signed out${twoFactorCleared ? ', two-factor sign-in turned off' : ''}`,
  });
  return { ok: true, generated, twoFactorCleared };
}
