import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PRODUCTION_HASH_COST, passwordHashCost } from '../config.ts';

/**
 * Production's scrypt: N = 2^17, r = 8, p = 1 (OWASP's recommended minimum), 128 MiB of memory and about half a
 * second of CPU per hash. PASSWORD_HASH_COST (log2 of N) lowers it for tests only; the hash names its own
 * parameters, so a hash stored at any cost verifies whatever the cost is now.
 */
export const PRODUCTION_PARAMETERS = { N: 2 ** PRODUCTION_HASH_COST, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * options.N! * options.r! + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** A self-describing hash: scrypt$N$r$p$salt$key (base64), at the cost PASSWORD_HASH_COST says (2^17 unset). */
export async function hashPassword(password: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { r, p } = PRODUCTION_PARAMETERS;
  const N = 2 ** passwordHashCost(env);
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A dummy hash, verified against when the email is unknown, so both failures take the same time. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString('hex')));
