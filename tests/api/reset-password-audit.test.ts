import { TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { RESET_BY, resetPassword } from '../../src/server/auth/reset-password.ts';
import { forEachDatabase } from './setup.ts';

// `npm run reset-password` (scripts/reset-password.ts) changes a user's password and signs them out
// from the server's console: Activity shows it like a change made in the admin.

const PASSWORD = 'a long enough password';

forEachDatabase('reset-password in the audit trail', (ctx) => {
  const resets = async () => {
    const res = await ctx.call('GET', `/api/audit?entity=users&action=${encodeURIComponent('password reset')}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, unknown>[];
  };
  const signIn = async (email: string, password: string) => {
    const res = await ctx.call('POST', '/api/users/login', { json: { email, password }, token: null });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };

  it('writes one audit entry per reset, naming the user, what it did and that the console did it', async () => {
    const created = await ctx.call('POST', '/api/users', {
      json: { name: 'Forgetful Editor', email: 'forgot@example.com', password: PASSWORD, verifyPassword: PASSWORD },
    });
    expect(created.status).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    expect(await resets()).toEqual([]);

    expect(await resetPassword(ctx.database.db, 'forgot@example.com', 'a new long password')).toMatchObject({
      ok: true,
    });
    expect(await resets()).toEqual([
      expect.objectContaining({
        action: 'password reset',
        user: expect.objectContaining({ name: RESET_BY }),
        entity: 'users',
        recordId: id,
        recordName: 'Forgetful Editor',
        summary: 'Every session signed out',
        recordExists: true,
      }),
    ]);

    // With two-factor sign-in on, the entry says it was turned off too.
    const token = await signIn('forgot@example.com', 'a new long password');
    const { secret } = await (await ctx.call('POST', '/api/users/me/2fa', { token })).json();
    const code = new TOTP({ secret, digits: 6, period: 30 }).generate();
    expect((await ctx.call('POST', '/api/users/me/2fa/confirm', { token, json: { code } })).status).toBe(200);
    expect(await resetPassword(ctx.database.db, 'forgot@example.com')).toMatchObject({ twoFactorCleared: true });
    const entries = await resets();
    expect(entries).toHaveLength(2);
    expect(entries[0].summary).toBe('Every session signed out, two-factor sign-in turned off');
  });

  it('writes nothing when the reset is refused', async () => {
    const before = (await resets()).length;
    expect(await resetPassword(ctx.database.db, 'nobody@example.com')).toMatchObject({ ok: false });
    expect(await resetPassword(ctx.database.db, 'forgot@example.com', 'short')).toMatchObject({ ok: false });
    expect(await resets()).toHaveLength(before);
  });
});
