import { afterEach, expect, it, vi } from 'vitest';
import { ADMIN, forEachDatabase } from './setup.ts';

// TOKEN_TTL_HOURS decides how long a sign-in lasts.
forEachDatabase(
  'token lifetime',
  (ctx) => {
    afterEach(() => vi.useRealTimers());

    it('issues tokens that last TOKEN_TTL_HOURS and refuses them after', async () => {
      const res = await ctx.call('POST', '/api/users/login', { json: ADMIN, token: null });
      const { token } = await res.json();
      const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      expect(claims.exp - claims.iat).toBe(2 * 3600);

      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (2 * 3600 - 60) * 1000 });
      expect((await ctx.call('GET', '/api/users/verify', { token })).status).toBe(200);
      vi.setSystemTime(Date.now() + 2 * 60 * 1000);
      expect((await ctx.call('GET', '/api/users/verify', { token })).status).toBe(401);
    });
  },
  { TOKEN_TTL_HOURS: 2 },
);
