import { expect, it } from 'vitest';
import { hashPassword, PRODUCTION_PARAMETERS, verifyPassword } from '../../../src/server/auth/passwords.ts';
import { loadConfig } from '../../../src/server/config.ts';

// The tests hash at a low cost (vitest.config.ts sets PASSWORD_HASH_COST=10): this file holds production's.

it('hashes at scrypt N = 2^17, r = 8, p = 1 unless PASSWORD_HASH_COST says otherwise', async () => {
  expect(PRODUCTION_PARAMETERS).toEqual({ N: 131_072, r: 8, p: 1 });
  expect(loadConfig({}).PASSWORD_HASH_COST).toBe(17);
  const hash = await hashPassword('correct horse battery', {});
  expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
  expect(await verifyPassword('correct horse battery', hash)).toBe(true);
  expect(await verifyPassword('correct horse battery!', hash)).toBe(false);
});

it('a hash keeps the cost it was made at: one stored at 2^17 verifies while new ones are made at 2^10', async () => {
  const production = await hashPassword('a password', {});
  const test = await hashPassword('a password', { PASSWORD_HASH_COST: '10' });
  expect(test).toMatch(/^scrypt\$1024\$8\$1\$/);
  expect(await verifyPassword('a password', production)).toBe(true);
  expect(await verifyPassword('a password', test)).toBe(true);
  expect(await verifyPassword('another', test)).toBe(false);
});

it('refuses a cost outside 2^10 to 2^20 at start', () => {
  for (const bad of ['9', '21', '12.5', 'high'])
    expect(() => loadConfig({ PASSWORD_HASH_COST: bad }), bad).toThrow(/PASSWORD_HASH_COST/);
  expect(loadConfig({ PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
});
