import type { Context, MiddlewareHandler } from 'hono';
import { loginSchema } from '../../lib/schemas/user.ts';
import { readInput } from '../http/body.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { groupWrite } from '../storage/group-commit.ts';
import { clientOf } from './network.ts';
import { clientAddress, clientKey } from './public-create.ts';
import { rateLimiter } from './rate-limit.ts';
import { countOf } from '../../lib/plural.ts';

/** Password checks (scrypt, 128 MiB and up to a second or more each) run at once on one server. */
export const CHECKS_AT_ONCE = 2;
/** Of them, the checks strangers may hold: the rest is kept for accounts signing in from where they did before. */
export const STRANGERS_AT_ONCE = CHECKS_AT_ONCE - 1;
/** Sign-ins from one address in flight (checking or waiting to) on one server. */
export const IN_FLIGHT_PER_ADDRESS = 4;
/** Sign-ins waiting for a check on one server; a stranger beyond it is refused at once. */
export const WAITING_AT_MOST = 8;
/** How long an account signed in from an address is let in ahead of strangers from there. */
export const KNOWN_FOR_MS = 30 * 86_400_000;
const KNOWN_AT_MOST = 10_000;
const KNOWN_READ_EVERY_MS = 5 * 60_000;

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
  /** the clock that ages known pairs and ends the failures' windows (tests set it) */
  now?: () => number;
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
  const now = o.now ?? Date.now;
  const byPair = rateLimiter(db, 'login-pair', o.maxFailures, o.windowMs, now);
  const byAddressDay = rateLimiter(db, 'login-address-day', o.maxFailuresPerAddressPerDay, 86_400_000, now);
  const write = groupWrite(db);
  const log = o.log ?? ((e) => console.info(JSON.stringify(e)));
  const taken = new WeakMap<Request, { pair: string; key: string; address: string }>();
  const inFlight = new Map<string, number>();
  let checking = 0;
  let strangersChecking = 0;
  // Two queues: account + address pairs that signed in here lately first, then everyone else.
  const known: (() => void)[] = [];
  const waiting: (() => void)[] = [];
  /** account + address pairs with a recent success, oldest first (a Map keeps insertion order) */
  const succeeded = new Map<string, number>();
  const isKnown = (pair: string) => (succeeded.get(pair) ?? 0) > now() - KNOWN_FOR_MS;
  // The pairs are read from the audit's sign-ins too (every 5 minutes at most), so a restart or
  // another server of a cluster knows them as well; the first sign-in after a start waits for it.
  let readAt = Number.NEGATIVE_INFINITY;
  let firstRead: Promise<void> | undefined;
  const readKnown = async () => {
    const rows = await db
      .selectFrom('audit')
      .select(['userEmail', 'address'])
      .select((eb) => eb.fn.max('at').as('at'))
      .where('action', '=', 'sign-in')
      .where('at', '>', new Date(now() - KNOWN_FOR_MS).toISOString())
      .groupBy(['userEmail', 'address'])
      .orderBy('at', 'desc')
      .limit(KNOWN_AT_MOST)
      .execute();
    for (const r of rows) {
      const pair = `${r.userEmail.toLowerCase()}\n${clientOf(r.address).slice(0, 100)}`;
      const at = Date.parse(String(r.at));
      if ((succeeded.get(pair) ?? 0) < at) succeeded.set(pair, at);
    }
  };
  const knownRead = () => {
    if (now() - readAt >= KNOWN_READ_EVERY_MS) {
      readAt = now();
      const read = readKnown().catch((error) => console.error('sign-in: reading the known pairs failed', error));
      firstRead ??= read;
    }
    return firstRead;
  };
  // One check is kept for known pairs: strangers never hold every check, so the admin signing in
  // from where they did before starts at once, beside a flood, instead of behind its checks.
  const mayStart = (first: boolean) => checking < CHECKS_AT_ONCE && (first || strangersChecking < STRANGERS_AT_ONCE);
  const start = (first: boolean) => {
    checking++;
    if (!first) strangersChecking++;
  };
  const acquire = (signal: AbortSignal, first: boolean): Promise<void> => {
    if (mayStart(first)) {
      start(first);
      return Promise.resolve();
    }
    // A waiter is started when a check ends (release); one whose client has gone leaves the queue,
    // so no check runs for a closed connection.
    const queue = first ? known : waiting;
    return new Promise<void>((resolve, reject) => {
      const turn = () => {
        signal.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        const at = queue.indexOf(turn);
        if (at >= 0) queue.splice(at, 1);
        reject(new ApiError(408, 'The sign-in was closed before its turn.'));
      };
      if (signal.aborted) return leave();
      queue.push(turn);
      signal.addEventListener('abort', leave, { once: true });
    });
  };
  const queueFull = () => !mayStart(false) && waiting.length >= WAITING_AT_MOST;
  const queueRefusal = () => tooMany(2, 'Too many people are signing in right now. Please try again in a moment.');
  const release = (first: boolean) => {
    checking--;
    if (!first) strangersChecking--;
    while (known.length && mayStart(true)) {
      start(true);
      known.shift()!();
    }
    while (waiting.length && mayStart(false)) {
      start(false);
      waiting.shift()!();
    }
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
      const pair = `${email}\n${key}`;
      await knownRead();
      const first = isKnown(pair);
      // The queue is bounded: a stranger beyond it is refused before anything is counted or checked.
      if (!first && queueFull()) throw queueRefusal();
      inFlight.set(key, here + 1);
      try {
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
        // Counted meanwhile, the queue may have filled: refused all the same, the count given back.
        if (!first && queueFull()) {
          await write((d) => Promise.all([byPair.giveBackIn(d, pair), byAddressDay.giveBackIn(d, key)]));
          throw queueRefusal();
        }
        await acquire(c.req.raw.signal, first);
        try {
          await next();
        } finally {
          release(first);
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
    /** Sign-ins waiting for a check here: known pairs and strangers (for tests and health). */
    get queued() {
      return { known: known.length, strangers: waiting.length };
    },
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
      if (ok === true && slot) {
        succeeded.delete(slot.pair);
        succeeded.set(slot.pair, now());
        if (succeeded.size > KNOWN_AT_MOST) succeeded.delete(succeeded.keys().next().value!);
        await Promise.all([byPair.reset(slot.pair), byAddressDay.giveBack(slot.key)]);
      }
      if (ok === 'challenge' && slot) await byAddressDay.giveBack(slot.key);
      // A code right when turning two-factor on or off is audited as that write, not as a sign-in.
      if (ok === true && (step === 'set-up' || step === 'turn-off')) return;
      await log(event(ok === 'challenge' ? 'challenge' : ok ? 'success' : 'failure', email, address, step));
    },
  };
}
