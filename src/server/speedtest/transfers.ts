import { ApiError } from '../http/errors.ts';

export interface TransferLimits {
  /** transfers running at once on this server, from everyone */
  maxStreams: number;
  /** transfers one client may run at once */
  perClient: number;
  /** bytes one client may move per minute, both ways together */
  bytesPerMinute: number;
  /** a transfer that moves nothing for this long is ended */
  stallMs: number;
}

/** One running transfer: `moved` as bytes go, `end` however it ends (ending twice is harmless). */
export interface Transfer {
  moved(bytes: number): void;
  end(): void;
}

const MINUTE = 60_000;
const busy = (message: string, status: 429 | 503, seconds: number) =>
  new ApiError(status, message, undefined, { 'Retry-After': String(seconds) });

/**
 * The speed test's transfers on this server: at most `maxStreams` at once, `perClient` of them
 * from one client, and `bytesPerMinute` per client (a transfer reserves the bytes it may move when
 * it starts and gives back what it did not move when it ends). Each server counts its own: they are
 * about this server's line and memory. A transfer that moves nothing for `stallMs` is ended through
 * `onStall`, and every end gives its slot back once.
 */
export function transferSlots(limits: TransferLimits, now: () => number = Date.now) {
  let running = 0;
  const perClient = new Map<string, number>();
  const budgets = new Map<string, { used: number; resetAt: number }>();

  const budgetOf = (client: string) => {
    const t = now();
    if (budgets.size > 10_000) for (const [k, b] of budgets) if (b.resetAt <= t) budgets.delete(k);
    let b = budgets.get(client);
    if (!b || b.resetAt <= t) {
      b = { used: 0, resetAt: t + MINUTE };
      budgets.set(client, b);
    }
    return b;
  };

  return {
    /** Slots in use (for tests and health). */
    get running() {
      return running;
    },
    /** Starts a transfer of up to `bytes` for `client`, or throws 429 (this client) / 503 (everyone). */
    start(client: string, bytes: number, onStall: () => void): Transfer {
      const mine = perClient.get(client) ?? 0;
      if (mine >= limits.perClient)
        throw busy('Too many speed-test transfers at once from your address. Please try again in a moment.', 429, 1);
      const budget = budgetOf(client);
      if (budget.used + bytes > limits.bytesPerMinute) {
        const wait = Math.max(1, Math.ceil((budget.resetAt - now()) / 1000));
        throw busy(`Too many speed-test requests. Please try again in ${wait} seconds.`, 429, wait);
      }
      if (running >= limits.maxStreams) throw busy('The speed test is busy. Please try again in a moment.', 503, 2);
      running++;
      perClient.set(client, mine + 1);
      budget.used += bytes;
      let moved = 0;
      let ended = false;
      let timer: NodeJS.Timeout;
      const watch = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          transfer.end();
          onStall();
        }, limits.stallMs);
        timer.unref();
      };
      const transfer: Transfer = {
        moved(n) {
          moved += n;
          if (!ended) watch();
        },
        end() {
          if (ended) return;
          ended = true;
          clearTimeout(timer);
          running--;
          const left = (perClient.get(client) ?? 1) - 1;
          if (left > 0) perClient.set(client, left);
          else perClient.delete(client);
          // What was reserved and not moved goes back to the client's budget for this window.
          const b = budgets.get(client);
          if (b && b === budget) b.used -= Math.max(0, bytes - moved);
        },
      };
      watch();
      return transfer;
    },
  };
}
