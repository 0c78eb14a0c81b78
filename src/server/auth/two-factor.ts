import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { sign, verify } from 'hono/jwt';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';

// Two-factor sign-in (issue 30): TOTP of RFC 6238 (30 s, 6 digits, SHA-1: what every authenticator
// app reads from the QR code) with `otpauth`, and ten one-time recovery codes.

export const PERIOD = 30;
export const DIGITS = 6;
export const RECOVERY_CODES = 10;
/** How long the code may be typed after the password was right. */
export const CHALLENGE_MINUTES = 5;
/** The meta key of the admin's "require two-factor sign-in for every user". */
const POLICY_KEY = 'twoFactorRequired';

export const TWO_FACTOR_REQUIRED =
  'Two-factor sign-in is required for every user. Set it up under Your account before anything else.';

const totpFor = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new secret (160 bits, base32) and the otpauth:// URL an authenticator app reads (as a QR code too). */
export async function newEnrolment(email: string, issuer: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpFor(secret, email, issuer).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a 6-digit code belongs to, now or one step either side (clocks of phones drift), or
 * undefined. The step, not just yes/no: the caller accepts it only if it is later than the last one
 * accepted, so a code seen over a shoulder cannot be used again.
 */
export function codeStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The current code of a secret (tests and nothing else compute it this way). */
export const currentCode = (secret: string, now = Date.now()) => totpFor(secret).generate({ timestamp: now });

/** Takes a step for the user, once: false when it (or a later one) was already accepted. */
export async function takeStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totpLastStep: step })
    .where('id', '=', userId)
    .where('totpLastStep', '<', step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Recovery codes: 16 letters and digits (80 bits), shown as xxxx-xxxx-xxxx-xxxx. No 0/O, 1/I/L.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
export const hashCode = (code: string) => createHash('sha256').update(normalise(code)).digest('hex');
export const looksLikeRecoveryCode = (code: string) => normalise(code).length === 16;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const raw = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return raw.match(/.{4}/g)!.join('-');
  });
}

/** Uses a recovery code once: true when it was the user's and unused. */
export async function spendRecoveryCode(db: Db, userId: string, code: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('recovery_code')
    .set({ usedAt: now })
    .where('hash', '=', hashCode(code))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns a user's second factor off: the secret and every recovery code go. */
export async function clearTwoFactor(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: 0 })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_code').where('userId', '=', userId).execute();
  });
}

export const hasTwoFactor = (row: { totpConfirmedAt?: unknown }) =>
  row.totpConfirmedAt !== null && row.totpConfirmedAt !== undefined;

export async function twoFactorRequired(db: Db): Promise<boolean> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', POLICY_KEY).executeTakeFirst();
  return row?.value === 'true';
}

export async function setTwoFactorRequired(db: Db, required: boolean): Promise<void> {
  const value = String(required);
  await db
    .insertInto('meta')
    .values({ key: POLICY_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * While every user must have two-factor sign-in, a user without it reaches nothing but their own
 * account (to enrol; the `ownAccount` rule of src/lib/access.ts, which the caller leaves out) until
 * they have: checked on every authenticated request from the database, not from the token, so no
 * token issued before or after can get round it.
 */
export async function checkEnrolment(db: Db, row: { totpConfirmedAt?: unknown }): Promise<void> {
  if (hasTwoFactor(row)) return;
  if (await twoFactorRequired(db)) throw new ApiError(403, TWO_FACTOR_REQUIRED);
}

/**
 * The sign-in challenge: after the right password of a user with two-factor sign-in, a token that
 * proves only that, for CHALLENGE_MINUTES, signed with a key of its own (it can never pass as a
 * session token, nor a session token as it). Single use: a challenge that succeeded is revoked.
 */
export function challenges(secret: string) {
  const key = `${secret}:two-factor-challenge`;
  return {
    issue(userId: string, now = Date.now()): Promise<string> {
      const exp = Math.floor(now / 1000) + CHALLENGE_MINUTES * 60;
      const jti = randomBytes(16).toString('base64url');
      return sign({ sub: userId, exp, iatMs: now, jti, purpose: '2fa' }, key, 'HS256');
    },
    async read(challenge: string): Promise<{ sub: string; jti: string; exp: number; iatMs: number } | undefined> {
      try {
        const p = await verify(challenge, key, { alg: 'HS256', exp: true });
        if (
          p.purpose !== '2fa' ||
          typeof p.sub !== 'string' ||
          typeof p.jti !== 'string' ||
          typeof p.exp !== 'number' ||
          typeof p.iatMs !== 'number'
        )
          return undefined;
        return { sub: p.sub, jti: p.jti, exp: p.exp, iatMs: p.iatMs };
      } catch {
        return undefined;
      }
    },
  };
}
export type Challenges = ReturnType<typeof challenges>;
