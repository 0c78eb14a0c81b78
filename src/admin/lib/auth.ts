import { map } from 'nanostores';
import { LOGIN_FAILED } from '../../lib/messages.ts';
import { TOKEN_STORAGE_KEY } from '../../lib/constants.ts';

export interface AdminUser {
  _id: string;
  name: string;
  email: string;
  /** what the user may use (src/lib/roles.ts) */
  role?: string;
  createdAt?: string;
}

/** The admin session of spec §3 and §4. */
export interface AuthState {
  isAuthenticated: boolean;
  user: AdminUser | null;
  token: string | null;
  loading: boolean;
  error: string | null;
  isVerifying: boolean;
}

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthClient {
  login(email: string, password: string): Promise<{ token: string; user: AdminUser }>;
  verify(token: string): Promise<{ user: AdminUser }>;
}

const signedOut = (token: string | null = null): AuthState => ({
  isAuthenticated: false,
  user: null,
  token,
  loading: false,
  error: null,
  isVerifying: false,
});

const VERIFY_ATTEMPTS = 3;

/** The server looked at the token and refused it (as opposed to not answering). */
const isRejection = (err: unknown) => {
  const status = (err as { status?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** The server's own message, else 'Login failed' (spec §8). */
const messageOf = (err: unknown) =>
  err instanceof Error && err.message && (err as { fromServer?: boolean }).fromServer !== false
    ? err.message
    : LOGIN_FAILED;

/** The auth store and its actions; storage and client are passed in so tests can stand in for them. */
export function createAuth(storage: TokenStorage | undefined, client: AuthClient, retryDelayMs = 700) {
  const $auth = map<AuthState>(signedOut(storage?.getItem(TOKEN_STORAGE_KEY) ?? null));

  const clear = () => {
    storage?.removeItem(TOKEN_STORAGE_KEY);
    $auth.set(signedOut());
  };

  return {
    $auth,

    /** true on success; on failure the message is in $auth.error */
    async login(email: string, password: string): Promise<boolean> {
      $auth.set({ ...$auth.get(), loading: true, error: null });
      try {
        const { token, user } = await client.login(email, password);
        storage?.setItem(TOKEN_STORAGE_KEY, token);
        $auth.set({ isAuthenticated: true, user, token, loading: false, error: null, isVerifying: false });
        return true;
      } catch (err) {
        storage?.removeItem(TOKEN_STORAGE_KEY);
        $auth.set({ ...signedOut(), error: messageOf(err) });
        return false;
      }
    },

    /** Checks a stored token; an invalid one is removed. true when the session is authenticated. */
    async verify(): Promise<boolean> {
      const { token, isAuthenticated } = $auth.get();
      if (isAuthenticated) return true;
      if (!token) return false;
      $auth.set({ ...$auth.get(), isVerifying: true });
      for (let attempt = 1; ; attempt++) {
        try {
          const { user } = await client.verify(token);
          if ($auth.get().token !== token) return $auth.get().isAuthenticated;
          $auth.set({ isAuthenticated: true, user, token, loading: false, error: null, isVerifying: false });
          return true;
        } catch (err) {
          // A dropped connection says nothing about the token: ask again before giving up on it.
          if (!isRejection(err) && attempt < VERIFY_ATTEMPTS && $auth.get().token === token) {
            await new Promise((r) => setTimeout(r, retryDelayMs * attempt));
            continue;
          }
          if ($auth.get().token === token) clear();
          return false;
        }
      }
    },

    /** Logout, and the end of a session on any 401: everything cleared, the stored token too. */
    logout: clear,
  };
}
