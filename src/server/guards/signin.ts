import type { Context, MiddlewareHandler } from 'hono';
import { loginSchema } from '../../lib/schemas/user.ts';
import { readInput } from '../http/body.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { groupWrite } from '../storage/group-commit.ts';
import { clientAddress, clientKey } from './public-create.ts';
import { rateLimiter } from './rate-limit.ts';
import { countOf } from '../../lib/plural.ts';

/** Password checks (scrypt, 128 MiB and up to a second or more each) run at once on one server. */
export const CHECKS_AT_ONCE = 2;
/** Sign-ins from one address in flight (checking or waiting to) on one server. */
export const IN_FLIGHT_PER_ADDRESS = 4;

export interface SignInLimits {
  trustProxy: boolean;
  /** consecutive failures for one account from one address before 429 (reset by a success) */
  maxFailures: number;
  /** how long those failures are remembered */
  windowMs: number;
  /** failures from one address across every account per day */
  maxFailuresPerAddressPerDay: number;
  /** told of every sign-in attempt worth writing down; a promise it returns is awaited */
  log?: (event: Record<string, unknown>) => void | Promise<void>;
}

const tooMany = (seconds: number, message: string) =>
  new ApiError(429, message, undefined, { 'Retry-After': String(seconds) });
const inWords = (seconds: number) => {
  if (seconds > 2 * 3600) return `${Math.ceil(seconds / 3600)} hours`;
  const minutes = Math.ceil(seconds / 60);
  return countOf(minutes, 'minute');
};

/**
 * Brute-force protection for sign-in (OWASP's authentication cheat sheet; the shape of
 * rate-limiter-flexible's login example, on the project's own database-backed counters so every
 * server shares them):
 * - consecutive failures per (account, address): the 6th attempt within the window is refused; a
 *   success starts the count again. A stranger elsewhere cannot lock the owner out, and one member
 *   of an office behind a shared address cannot lock the others out.
 * - failures per address per day across every account: one address cannot guess at many accounts.
 * Each attempt takes its slot in one atomic database write BEFORE its password is checked, so
 * parallel guesses cannot all slip under the limit, and refused attempts cost no password check.
 * Password checks run a few at a time (CHECKS_AT_ONCE), so they never fill the thread pool that
 * serves static files, and an address has at most IN_FLIGHT_PER_ADDRESS sign-ins in flight here.
 */
export function signInGuard(db: Db, o: SignInLimits) {
  const byPair = rateLimiter(db, 'login-pair', o.maxFailures, o.windowMs);
  const byAddressDay = rateLimiter(db, 'login-address-day', o.maxFailuresPerAddressPerDay, 86_400_000);
  const write = groupWrite(db);
  const log = o.log ?? ((e) => console.info(JSON.stringify(e)));
  const taken = new WeakMap<Request, { pair: string; key: string; address: string }>();
  const inFlight = new Map<string, number>();
  let checking = 0;
  const waiting: (() => void)[] = [];
  const acquire = (): Promise<void> => {
    if (checking < CHECKS_AT_ONCE) {
      checking++;
      return Promise.resolve();
    }
    // A waiter inherits the slot of the check that ends (release hands it over).
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else checking--;
  };
  const event = (outcome: string, email: string, address: string, step?: string) => ({
    event: 'login',
    outcome,
    email,
    address,
    ...(step ? { step } : {}),
    at: new Date().toISOString(),
  });

  /**
   * The guard of one sign-in step; `identify` names the account from the request, or nothing when
   * the input is malformed (refused by the handler before any check: no slot, nothing logged).
   */
  const guard =
    (identify: (c: Context) => Promise<string | undefined>): MiddlewareHandler =>
    async (c, next) => {
      const email = await identify(c);
      if (!email) return next();
      const address = clientAddress(c, o.trustProxy).slice(0, 100);
      // Counted per client (an IPv6 address by its /64), logged with the full address.
      const key = clientKey(c, o.trustProxy).slice(0, 100);

      const here = inFlight.get(key) ?? 0;
      if (here >= IN_FLIGHT_PER_ADDRESS)
        throw tooMany(1, 'Too many sign-ins at once from your address. Please try again in a moment.');
      inFlight.set(key, here + 1);
      try {
        const pair = `${email}\n${key}`;
        const verdict = await write(async (d) => {
          const p = await byPair.countIn(d, pair);
          if (p.wait > 0) return { wait: p.wait, first: p.count === o.maxFailures + 1 };
          const a = await byAddressDay.countIn(d, key);
          if (a.wait === 0) return { wait: 0, first: false };
          await byPair.giveBackIn(d, pair);
          return { wait: a.wait, first: a.count === o.maxFailuresPerAddressPerDay + 1 };
        });
        if (verdict.wait > 0) {
          // One entry per key and window: the attempt that first went over writes it, the rest do not.
          if (verdict.first) await log(event('throttled', email, address));
          throw tooMany(
            verdict.wait,
            `Too many failed sign-in attempts. Please try again in ${inWords(verdict.wait)}.`,
          );
        }
        taken.set(c.req.raw, { pair, key, address });
        await acquire();
        try {
          await next();
        } finally {
          release();
        }
      } finally {
        const left = (inFlight.get(key) ?? 1) - 1;
        if (left > 0) inFlight.set(key, left);
        else inFlight.delete(key);
      }
    };

  const before = guard(async (c) => {
    let input: unknown;
    try {
      input = await readInput(c);
    } catch {
      return undefined;
    }
    const parsed = loginSchema.safeParse(input);
    return parsed.success ? parsed.data.email.toLowerCase() : undefined;
  });

  return {
    before,
    /**
     * The guard of the second step (the code after the password), and of the codes a signed-in user
     * types to turn two-factor on or off: the same counts, the account named by `identify`.
     */
    guard,
    /**
     * The outcome: a success clears its pair's failures and does not count against the address. A
     * right password that still needs its code ('challenge') does not clear the pair: wrong codes
     * after it keep counting, so the password alone never buys more guesses at the code.
     */
    async after(c: Context, email: string, ok: boolean | 'challenge', step?: 'code' | 'set-up' | 'turn-off') {
      const slot = taken.get(c.req.raw);
      const address = slot?.address ?? clientAddress(c, o.trustProxy).slice(0, 100);
      if (ok === true && slot) await Promise.all([byPair.reset(slot.pair), byAddressDay.giveBack(slot.key)]);
      if (ok === 'challenge' && slot) await byAddressDay.giveBack(slot.key);
      // A code right when turning two-factor on or off is audited as that write, not as a sign-in.
      if (ok === true && (step === 'set-up' || step === 'turn-off')) return;
      await log(event(ok === 'challenge' ? 'challenge' : ok ? 'success' : 'failure', email, address, step));
    },
  };
}
