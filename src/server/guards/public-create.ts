import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { bodyLimit } from 'hono/body-limit';
import { MAX_PUBLIC_FORM_FIELDS, readInput } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import type { Db } from '../db/index.ts';
import { groupWrite } from '../storage/group-commit.ts';
import { stableJson } from '../storage/idempotency.ts';
import { rateLimiter } from './rate-limit.ts';
import { clientOf } from './network.ts';
import { HONEYPOT_FIELD, MAX_JSON_BYTES } from '../../lib/constants.ts';
import { countOf } from '../../lib/plural.ts';

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

/**
 * The client every limit, lock-out and daily cap counts: its address, an IPv6 one cut to its /64
 * (`clientOf`). The audit and the logs keep the full address (`clientAddress`).
 */
export const clientKey = (c: Context, trustProxy: boolean): string => clientOf(clientAddress(c, trustProxy));

const tooMany = (seconds: number, message: string) =>
  new ApiError(429, message, undefined, { 'Retry-After': String(seconds) });

// Sign-in's brute-force protection is in ./signin.ts.

/**
 * Guards the visitors' forms (booking, contact, referral, waiting list): a per-address rate limit,
 * a honeypot that is answered as if accepted but never stored, and identical submissions within a
 * few seconds (a double click, a retry, even through another server) stored once. Both the counts
 * and the recent submissions are kept in the database, so every server sees them.
 *
 * `beforeBody` runs before anything reads the body: more than 64 KB (whatever the content type)
 * is a 413 and an address over its limit a 429, so a flood costs no parsing. `afterBody` reads
 * the fields (a bounded number of them), counts the submission and checks for a duplicate.
 */
export function publicCreateGuard(
  db: Db,
  o: GuardOptions,
): { beforeBody: MiddlewareHandler; afterBody: MiddlewareHandler } {
  const limiter = rateLimiter(db, 'submit', o.submitMaxPerWindow, o.submitWindowMs);
  const recent = recentSubmissions(db, o.duplicateWindowMs);
  const write = groupWrite(db);
  // Addresses this server has refused, until their window ends: answered without a database read.
  const blocked = new Map<string, number>();
  const block = (key: string, seconds: number) => {
    if (blocked.size > 10_000) for (const [k, until] of blocked) if (until <= Date.now()) blocked.delete(k);
    blocked.set(key, Date.now() + seconds * 1000);
  };
  const tooManySubmissions = (wait: number) =>
    tooMany(wait, `Too many submissions. Please try again in ${countOf(wait, 'second')}.`);
  const small = bodyLimit({
    maxSize: MAX_JSON_BYTES,
    onError: () => {
      throw new ApiError(413, `The request is too large (at most ${MAX_JSON_BYTES / 1024} KB).`);
    },
  });
  const beforeBody: MiddlewareHandler = async (c, next) => {
    const length = Number(c.req.header('content-length'));
    if (length > MAX_JSON_BYTES)
      throw new ApiError(413, `The request is too large (at most ${MAX_JSON_BYTES / 1024} KB).`);
    const key = `${c.req.path}:${clientKey(c, o.trustProxy)}`;
    const until = blocked.get(key) ?? 0;
    const wait = until > Date.now() ? Math.ceil((until - Date.now()) / 1000) : await limiter.blockedFor(key);
    if (wait > 0) {
      block(key, wait);
      throw tooManySubmissions(wait);
    }
    return small(c, next);
  };
  const afterBody: MiddlewareHandler = async (c, next) => {
    const address = clientKey(c, o.trustProxy);
    const input = await readInput(c, { maxFields: MAX_PUBLIC_FORM_FIELDS });
    const { [HONEYPOT_FIELD]: trap, ...fields } = input;
    const caught = typeof trap === 'string' && trap.trim() !== '';
    const fingerprint =
      caught || o.duplicateWindowMs <= 0
        ? undefined
        : createHash('sha256')
            .update(`${c.req.path}\n${address}\n${stableJson(fields)}`)
            .digest('hex');

    // A repeat of a submission this server answered needs no claim: the database would give the same.
    const known = fingerprint ? recent.knownHere(fingerprint) : undefined;
    // The count and the claim on the fingerprint in one write, batched with the other visitors'.
    const { wait, claim } = await write(async (d) => {
      const wait = await limiter.takeIn(d, `${c.req.path}:${address}`);
      return { wait, claim: wait === 0 && fingerprint && !known ? await recent.claimIn(d, fingerprint) : undefined };
    });
    if (wait > 0) {
      block(`${c.req.path}:${address}`, wait);
      throw tooManySubmissions(wait);
    }
    if (caught) {
      return c.json(
        {
          _id: createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 24),
          createdAt: new Date().toISOString(),
          ...fields,
        },
        201,
      );
    }
    if (known) return c.json(known as object, 201);
    if (fingerprint && claim && !claim.own) {
      // The same submission is being (or was just) stored: answer with the first one's answer.
      const earlier = await recent.answerOf(fingerprint);
      if (earlier !== undefined) return c.json(earlier as object, 201);
    }
    const own = fingerprint && claim?.own ? { fingerprint, at: claim.at } : undefined;
    if (own) answerWrites.set(c.req.raw, { write: (d, body) => recent.answerIn(d, own.fingerprint, own.at, body) });
    try {
      await next();
      const stored = own && answerWrites.get(c.req.raw)?.done;
      if (own && stored !== undefined && c.res.status === 201) recent.answeredHere(own.fingerprint, own.at, stored);
      else if (own && c.res.status === 201) await recent.answered(own.fingerprint, own.at, await c.res.clone().json());
      else if (own) await recent.release(own.fingerprint, own.at);
    } catch (err) {
      if (own) await recent.release(own.fingerprint, own.at).catch(() => {});
      throw err;
    }
  };
  return { beforeBody, afterBody };
}

/**
 * The duplicate guard's answer, written by the handler in the transaction that stores the record
 * (one commit instead of a second one after it); undefined when there is no claim to answer.
 */
const answerWrites = new WeakMap<Request, { write: (d: Db, body: unknown) => Promise<unknown>; done?: unknown }>();
export function answerInTransaction(c: Context): ((d: Db, body: unknown) => Promise<unknown>) | undefined {
  const entry = answerWrites.get(c.req.raw);
  return (
    entry &&
    (async (d, body) => {
      await entry.write(d, body);
      entry.done = body;
    })
  );
}

const ANSWER_WAIT_MS = 10_000;

/** Fingerprints of recent submissions in the database, claimed by the first request to arrive. */
function recentSubmissions(db: Db, windowMs: number) {
  const write = groupWrite(db);
  let lastSweep = 0;
  // The answers this server gave, by fingerprint, while their window lasts.
  const local = new Map<string, { until: number; body: unknown }>();
  return {
    knownHere(fingerprint: string): unknown {
      const entry = local.get(fingerprint);
      if (entry && entry.until > Date.now()) return entry.body;
      if (entry) local.delete(fingerprint);
      return undefined;
    },
    /**
     * Claims a fingerprint inside a write under way; `own` is false while another claim younger
     * than the window holds it.
     */
    async claimIn(d: Db, fingerprint: string): Promise<{ own: boolean; at: number }> {
      const at = Date.now();
      if (at - lastSweep > 60_000) {
        lastSweep = at;
        void db
          .deleteFrom('recent_submission')
          .where('at', '<', at - windowMs)
          .execute()
          .catch(() => {});
      }
      const row = await d
        .insertInto('recent_submission')
        .values({ fingerprint, at, response: null })
        .onConflict((oc) =>
          oc
            .column('fingerprint')
            .doUpdateSet({ at, response: null })
            .where('recent_submission.at', '<', at - windowMs),
        )
        .returning('fingerprint')
        .executeTakeFirst();
      return { own: row !== undefined, at };
    },
    /** The first submission's answer, once it has one; undefined if it failed or never answers. */
    async answerOf(fingerprint: string): Promise<unknown> {
      const end = Date.now() + ANSWER_WAIT_MS;
      while (Date.now() < end) {
        const row = await db
          .selectFrom('recent_submission')
          .select('response')
          .where('fingerprint', '=', fingerprint)
          .executeTakeFirst();
        if (!row) return undefined;
        if (row.response !== null) return JSON.parse(row.response);
        await new Promise((r) => setTimeout(r, 25));
      }
      return undefined;
    },
    /** The first submission's answer, inside a write under way (the one storing the record). */
    answerIn: (d: Db, fingerprint: string, at: number, body: unknown) =>
      d
        .updateTable('recent_submission')
        .set({ response: JSON.stringify(body) })
        .where('fingerprint', '=', fingerprint)
        .where('at', '=', at)
        .execute(),
    async answered(fingerprint: string, at: number, body: unknown) {
      await write((d) => this.answerIn(d, fingerprint, at, body));
      this.answeredHere(fingerprint, at, body);
    },
    /** Remembers an answer given here, so a repeat to this server needs no database read. */
    answeredHere(fingerprint: string, at: number, body: unknown) {
      if (local.size > 10_000) for (const [k, v] of local) if (v.until <= Date.now()) local.delete(k);
      local.set(fingerprint, { until: at + windowMs, body });
    },
    release: (fingerprint: string, at: number) =>
      write((d) =>
        d.deleteFrom('recent_submission').where('fingerprint', '=', fingerprint).where('at', '=', at).execute(),
      ),
  };
}
