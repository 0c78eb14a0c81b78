import { describe, expect, it, vi } from 'vitest';
import { createAuth, type AuthClient, type TokenStorage } from '../../../src/admin/lib/auth.ts';

// Issue 30: the admin's sign-in with two-factor: the password answers a challenge (no session, no
// stored token), the code then signs in; mustEnrol is passed on from sign-in and verification.

const user = { _id: 'u1', name: 'Sita', email: 'sita@example.com' };
const storage = (): TokenStorage & { data: Record<string, string> } => {
  const data: Record<string, string> = {};
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => void delete data[k],
  };
};
const client = (over: Partial<AuthClient> = {}): AuthClient => ({
  login: vi.fn(async () => ({ twoFactor: true as const, challenge: 'C1' })),
  verify: vi.fn(async () => ({ user })),
  secondStep: vi.fn(async () => ({ token: 'T2', user })),
  ...over,
});

describe('auth store with two-factor sign-in', () => {
  it('a right password of a user with two-factor gives the challenge and no session', async () => {
    const kept = storage();
    const auth = createAuth(kept, client());
    expect(await auth.login('sita@example.com', 'pw')).toEqual({ challenge: 'C1' });
    expect(auth.$auth.get()).toMatchObject({ isAuthenticated: false, token: null, loading: false, error: null });
    expect(kept.data.adminToken).toBeUndefined();
  });

  it('the code signs in and stores the token; a wrong one keeps the server’s message', async () => {
    const kept = storage();
    const secondStep = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('That code is not right.'), { fromServer: true }))
      .mockResolvedValueOnce({ token: 'T2', user });
    const auth = createAuth(kept, client({ secondStep }));
    expect(await auth.loginWithCode('C1', '000000')).toBe(false);
    expect(auth.$auth.get()).toMatchObject({ isAuthenticated: false, error: 'That code is not right.' });
    expect(await auth.loginWithCode('C1', '123456')).toBe(true);
    expect(secondStep).toHaveBeenLastCalledWith('C1', '123456');
    expect(auth.$auth.get()).toMatchObject({ isAuthenticated: true, token: 'T2', user, error: null });
    expect(kept.data.adminToken).toBe('T2');
  });

  it('passes mustEnrol on from sign-in and verification, and clears it at logout', async () => {
    const seen: boolean[] = [];
    const auth = createAuth(
      storage(),
      client({
        login: async () => ({ token: 'T1', user, mustEnrol: true }),
        verify: async () => ({ user, mustEnrol: true }),
      }),
      0,
      (v) => seen.push(v),
    );
    expect(await auth.login('sita@example.com', 'pw')).toBe(true);
    auth.logout();
    expect(seen).toEqual([true, false]);
    const again = createAuth(storage(), client({ verify: async () => ({ user, mustEnrol: true }) }), 0, (v) =>
      seen.push(v),
    );
    again.$auth.setKey('token', 'T1');
    expect(await again.verify()).toBe(true);
    expect(seen.at(-1)).toBe(true);
  });
});
