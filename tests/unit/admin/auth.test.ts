import { describe, expect, it, vi } from 'vitest';
import { createAuth, type AuthClient, type TokenStorage } from '../../../src/admin/lib/auth.ts';
import { LOGIN_FAILED } from '../../../src/lib/messages.ts';

const user = { _id: 'u1', name: 'Sita', email: 'sita@example.com' };

function memoryStorage(initial: Record<string, string> = {}): TokenStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => void delete data[k],
  };
}

const client = (over: Partial<AuthClient> = {}): AuthClient => ({
  login: vi.fn(async () => ({ token: 'T1', user })),
  verify: vi.fn(async () => ({ user })),
  ...over,
});

describe('auth store (spec §3, §4)', () => {
  it('starts signed out with the token read from adminToken', () => {
    const auth = createAuth(memoryStorage({ adminToken: 'stored' }), client());
    expect(auth.$auth.get()).toEqual({
      isAuthenticated: false,
      user: null,
      token: 'stored',
      loading: false,
      error: null,
      isVerifying: false,
    });
    expect(createAuth(memoryStorage(), client()).$auth.get().token).toBeNull();
  });

  it('login start sets loading and clears the error; success stores token and user', async () => {
    let resolve!: (v: { token: string; user: typeof user }) => void;
    const storage = memoryStorage();
    const auth = createAuth(storage, client({ login: () => new Promise((r) => (resolve = r)) }));
    auth.$auth.setKey('error', 'old');
    const done = auth.login('sita@example.com', 'pw');
    expect(auth.$auth.get()).toMatchObject({ loading: true, error: null });
    resolve({ token: 'T1', user });
    expect(await done).toBe(true);
    expect(auth.$auth.get()).toEqual({
      isAuthenticated: true,
      user,
      token: 'T1',
      loading: false,
      error: null,
      isVerifying: false,
    });
    expect(storage.data.adminToken).toBe('T1');
  });

  it('login failure clears user and token and stores the server message', async () => {
    const storage = memoryStorage({ adminToken: 'old' });
    const auth = createAuth(
      storage,
      client({ login: async () => Promise.reject(new Error('Invalid email or password')) }),
    );
    expect(await auth.login('x@example.com', 'bad')).toBe(false);
    expect(auth.$auth.get()).toEqual({
      isAuthenticated: false,
      user: null,
      token: null,
      loading: false,
      error: 'Invalid email or password',
      isVerifying: false,
    });
    expect(storage.data.adminToken).toBeUndefined();
  });

  it("login failure without a server message stores 'Login failed'", async () => {
    const auth = createAuth(memoryStorage(), client({ login: async () => Promise.reject(new Error('')) }));
    await auth.login('x@example.com', 'bad');
    expect(auth.$auth.get().error).toBe(LOGIN_FAILED);
    const noBody = createAuth(
      memoryStorage(),
      client({
        login: async () =>
          Promise.reject(Object.assign(new Error('Request failed (500)'), { status: 500, fromServer: false })),
      }),
    );
    await noBody.login('x@example.com', 'bad');
    expect(noBody.$auth.get().error).toBe(LOGIN_FAILED);
  });

  it('verification sets isVerifying, then authenticates with the returned user', async () => {
    let resolve!: (v: { user: typeof user }) => void;
    const verify = vi.fn(() => new Promise<{ user: typeof user }>((r) => (resolve = r)));
    const auth = createAuth(memoryStorage({ adminToken: 'T1' }), client({ verify }));
    const done = auth.verify();
    expect(auth.$auth.get().isVerifying).toBe(true);
    expect(verify).toHaveBeenCalledWith('T1');
    resolve({ user });
    expect(await done).toBe(true);
    expect(auth.$auth.get()).toEqual({
      isAuthenticated: true,
      user,
      token: 'T1',
      loading: false,
      error: null,
      isVerifying: false,
    });
  });

  it('an invalid token is removed', async () => {
    const storage = memoryStorage({ adminToken: 'bad' });
    const auth = createAuth(
      storage,
      client({ verify: async () => Promise.reject(new Error('Token is not valid')) }),
      0,
    );
    expect(await auth.verify()).toBe(false);
    expect(auth.$auth.get()).toMatchObject({ isAuthenticated: false, token: null, user: null, isVerifying: false });
    expect(storage.data.adminToken).toBeUndefined();
  });

  it('a refused token is removed at once; a dropped connection is retried first', async () => {
    const refused = vi.fn(async () => Promise.reject(Object.assign(new Error('Token is not valid'), { status: 401 })));
    const a = createAuth(memoryStorage({ adminToken: 'T1' }), client({ verify: refused }), 0);
    expect(await a.verify()).toBe(false);
    expect(refused).toHaveBeenCalledTimes(1);

    let calls = 0;
    const flaky = vi.fn(async () =>
      ++calls < 3 ? Promise.reject(Object.assign(new Error('offline'), { status: 0 })) : { user },
    );
    const b = createAuth(memoryStorage({ adminToken: 'T1' }), client({ verify: flaky }), 0);
    expect(await b.verify()).toBe(true);
    expect(flaky).toHaveBeenCalledTimes(3);
  });

  it('without a token there is nothing to verify', async () => {
    const c = client();
    const auth = createAuth(memoryStorage(), c);
    expect(await auth.verify()).toBe(false);
    expect(c.verify).not.toHaveBeenCalled();
    expect(auth.$auth.get().isVerifying).toBe(false);
  });

  it('logout clears everything, the stored token too', async () => {
    const storage = memoryStorage();
    const auth = createAuth(storage, client());
    await auth.login('sita@example.com', 'pw');
    auth.logout();
    expect(auth.$auth.get()).toEqual({
      isAuthenticated: false,
      user: null,
      token: null,
      loading: false,
      error: null,
      isVerifying: false,
    });
    expect(storage.data.adminToken).toBeUndefined();
  });

  it('a logout during verification wins over its late answer', async () => {
    let resolve!: (v: { user: typeof user }) => void;
    const auth = createAuth(
      memoryStorage({ adminToken: 'T1' }),
      client({ verify: () => new Promise((r) => (resolve = r)) }),
    );
    const done = auth.verify();
    auth.logout();
    resolve({ user });
    expect(await done).toBe(false);
    expect(auth.$auth.get().isAuthenticated).toBe(false);
  });
});
