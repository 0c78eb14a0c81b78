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
  /** in the first session the user ever signed in to: welcomed, not "back" */
  firstSignIn?: boolean;
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

/** A sign-in's answer: a session (mustEnrol: two-factor is required and this user has none yet), or a code to ask for. */
export type SignInAnswer =
  | { token: string; user: AdminUser; mustEnrol?: boolean }
  | { twoFactor: true; challenge: string; token?: undefined };

export interface AuthClient {
  login(email: string, password: string): Promise<SignInAnswer>;
  verify(token: string): Promise<{ user: AdminUser; mustEnrol?: boolean }>;
  /** the second step of a sign-in with two-factor (issue 30) */
  secondStep?(challenge: string, code: string): Promise<{ token: string; user: AdminUser }>;
}

/** Told whether the signed-in user must set up two-factor sign-in before anything else. */
export type MustEnrolHook = (mustEnrol: boolean) => void;

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
export function createAuth(
  storage: TokenStorage | undefined,
  client: AuthClient,
  retryDelayMs = 700,
  onMustEnrol: MustEnrolHook = () => {},
) {
  const $auth = map<AuthState>(signedOut(storage?.getItem(TOKEN_STORAGE_KEY) ?? null));

  const clear = () => {
    storage?.removeItem(TOKEN_STORAGE_KEY);
    $auth.set(signedOut());
    onMustEnrol(false);
  };
  const signIn = (token: string, user: AdminUser, mustEnrol: boolean) => {
    storage?.setItem(TOKEN_STORAGE_KEY, token);
    onMustEnrol(mustEnrol);
    $auth.set({ isAuthenticated: true, user, token, loading: false, error: null, isVerifying: false });
  };

  return {
    $auth,

    /** A session the server started by other means (an accepted invitation, issue 42). */
    signedIn: (token: string, user: AdminUser, mustEnrol = false) => signIn(token, user, mustEnrol),

    /**
     * true on success; `{ challenge }` when the password was right and the two-factor code is asked
     * next (no session yet); false on failure, with the message in $auth.error.
     */
    async login(email: string, password: string): Promise<boolean | { challenge: string }> {
      $auth.set({ ...$auth.get(), loading: true, error: null });
      try {
        const answer = await client.login(email, password);
        if (answer.token === undefined) {
          $auth.set({ ...signedOut(), error: null });
          return { challenge: answer.challenge };
        }
        signIn(answer.token, answer.user, Boolean(answer.mustEnrol));
        return true;
      } catch (err) {
        storage?.removeItem(TOKEN_STORAGE_KEY);
        $auth.set({ ...signedOut(), error: messageOf(err) });
        return false;
      }
    },

    /** The code (or a recovery code) after the password: true on success, else the message in $auth.error. */
    async loginWithCode(challenge: string, code: string): Promise<boolean> {
      if (!client.secondStep) return false;
      $auth.set({ ...$auth.get(), loading: true, error: null });
      try {
        const { token, user } = await client.secondStep(challenge, code);
        signIn(token, user, false);
        return true;
      } catch (err) {
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
          const { user, mustEnrol } = await client.verify(token);
          if ($auth.get().token !== token) return $auth.get().isAuthenticated;
          onMustEnrol(Boolean(mustEnrol));
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
