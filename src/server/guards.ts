import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { readInput } from './body.ts';
import { ApiError } from './errors.ts';
import { rateLimiter } from './rate-limit.ts';
import { HONEYPOT_FIELD } from '../lib/constants.ts';

export interface GuardOptions {
  trustProxy: boolean;
  loginMaxFailures: number;
  loginWindowMs: number;
  submitMaxPerWindow: number;
  submitWindowMs: number;
  duplicateWindowMs: number;
  /** told of every sign-in attempt; a promise it returns is awaited (the audit is written before the answer) */
  log?: (event: Record<string, unknown>) => void | Promise<void>;
}

/** The visitor's address: the socket's, or X-Forwarded-For's first hop behind a trusted proxy. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

const tooMany = (seconds: number, message: string) =>
  new ApiError(429, message, undefined, { 'Retry-After': String(seconds) });

/** Brute-force protection for sign-in: failures counted per email and per address. */
export function loginGuard(o: GuardOptions) {
  const byEmail = rateLimiter(o.loginMaxFailures, o.loginWindowMs);
  const byAddress = rateLimiter(o.loginMaxFailures, o.loginWindowMs);
  const log = o.log ?? ((e) => console.info(JSON.stringify(e)));
  return {
    before: (async (c, next) => {
      const address = clientAddress(c, o.trustProxy);
      let email = '';
      try {
        const input = await readInput(c);
        email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
      } catch {
        /* the handler reports bad input */
      }
      const wait = Math.max(byAddress.blockedFor(address), email ? byEmail.blockedFor(email) : 0);
      if (wait > 0) {
        await log({ event: 'login', outcome: 'throttled', email, address, at: new Date().toISOString() });
        throw tooMany(wait, `Too many failed sign-in attempts. Please try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? 's' : ''}.`);
      }
      await next();
    }) as MiddlewareHandler,
    after(c: Context, email: string, ok: boolean): void | Promise<void> {
      const address = clientAddress(c, o.trustProxy);
      if (ok) byEmail.reset(email);
      else {
        byEmail.hit(email);
        byAddress.hit(address);
      }
      return log({ event: 'login', outcome: ok ? 'success' : 'failure', email, address, at: new Date().toISOString() });
    },
  };
}

/**
 * Guards the visitors' forms (booking, contact, referral): a per-address rate limit, a honeypot
 * that is answered as if accepted but never stored, and identical submissions within a few
 * seconds (a double click, a retry) stored once.
 */
export function publicCreateGuard(o: GuardOptions): MiddlewareHandler {
  const limiter = rateLimiter(o.submitMaxPerWindow, o.submitWindowMs);
  const recent = new Map<string, { at: number; response: Promise<{ status: number; body: unknown } | undefined> }>();
  return async (c, next) => {
    const address = clientAddress(c, o.trustProxy);
    const key = `${c.req.path}:${address}`;
    const wait = limiter.blockedFor(key);
    if (wait > 0) throw tooMany(wait, `Too many submissions. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`);
    limiter.hit(key);

    const input = await readInput(c);
    const { [HONEYPOT_FIELD]: trap, ...fields } = input;
    if (typeof trap === 'string' && trap.trim() !== '') {
      return c.json({ _id: createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 24), createdAt: new Date().toISOString(), ...fields }, 201);
    }

    const now = Date.now();
    for (const [k, v] of recent) if (now - v.at > o.duplicateWindowMs) recent.delete(k);
    const fingerprint = createHash('sha256').update(`${c.req.path}\n${stableJson(fields)}`).digest('hex');
    const earlier = recent.get(fingerprint);
    if (earlier) {
      const response = await earlier.response;
      if (response && response.status === 201) return c.json(response.body as object, 201);
    }
    let settle!: (v: { status: number; body: unknown } | undefined) => void;
    recent.set(fingerprint, { at: now, response: new Promise((r) => (settle = r)) });
    try {
      await next();
      settle(c.res.status === 201 ? { status: 201, body: await c.res.clone().json() } : undefined);
      if (c.res.status !== 201) recent.delete(fingerprint);
    } catch (err) {
      settle(undefined);
      recent.delete(fingerprint);
      throw err;
    }
  };
}

function stableJson(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
