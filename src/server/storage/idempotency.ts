import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { MAX_JSON_DEPTH } from '../http/body.ts';

// A visitor's browser may send a submission again when it never saw the answer (the referral
// outbox retries until stored). With an `Idempotency-Key` header, the key is stored in the same
// transaction as the record, with the answer: a repeat is answered the same and stores nothing.
// Without the header a submission is stored as before (spec §7 callers send none).

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key is remembered: longer than any browser keeps retrying (the outbox waits at most 10 minutes between tries). */
export const KEY_DAYS = 30;
const KEY = /^[\x21-\x7e]{1,200}$/;

/** What a keyed submission needs at its insert: the scoped key and the submission's hash. */
export interface SubmissionKey {
  key: string;
  fingerprint: string;
}

/** The request's key, scoped to the entity; a malformed one is a 400. */
export function submissionKey(c: Context, entity: string, values: Record<string, unknown>): SubmissionKey | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY.test(key)) {
    const message = `${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters`;
    throw new ApiError(400, message, { [IDEMPOTENCY_HEADER]: message });
  }
  return { key: `${entity}:${key}`, fingerprint: createHash('sha256').update(stableJson(values)).digest('hex') };
}

/** The answer an earlier submission with this key got; another submission under the same key is a 422. */
export function earlierAnswer(stored: { fingerprint: string; response: string }, key: SubmissionKey): unknown {
  if (stored.fingerprint !== key.fingerprint) {
    throw new ApiError(422, `This ${IDEMPOTENCY_HEADER} was already used for a different submission`);
  }
  return JSON.parse(stored.response);
}

/**
 * Claims the key inside the write that stores the record (so both commit or neither does).
 * undefined: claimed, store the record; otherwise the earlier claim (committed, or waited for on
 * PostgreSQL, whose insert waits for a concurrent one with the same key to end).
 */
export async function claimKey(d: Db, key: SubmissionKey, response: unknown) {
  const claimed = await d
    .insertInto('submission_key')
    .values({ key: key.key, at: Date.now(), fingerprint: key.fingerprint, response: JSON.stringify(response) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return undefined;
  return d
    .selectFrom('submission_key')
    .select(['fingerprint', 'response'])
    .where('key', '=', key.key)
    .executeTakeFirstOrThrow();
}

let lastSweep = 0;
/** Forgets keys older than KEY_DAYS, at most once an hour per process. */
export function sweepKeys(db: Db, now = Date.now()) {
  if (now - lastSweep < 3_600_000) return;
  lastSweep = now;
  void db
    .deleteFrom('submission_key')
    .where('at', '<', now - KEY_DAYS * 86_400_000)
    .execute()
    .catch(() => {});
}

/** JSON with keys sorted, for fingerprints; input deeper than MAX_JSON_DEPTH (refused by readInput) is a 400, never a stack overflow. */
export function stableJson(value: unknown, depth = 0): string {
  if (depth > MAX_JSON_DEPTH)
    throw new ApiError(400, `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
  if (Array.isArray(value)) return `[${value.map((v) => stableJson(v, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k], depth + 1)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
