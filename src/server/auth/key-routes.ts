import { Hono } from 'hono';
import { apiKeySchema } from '../../lib/api-keys.ts';
import type { Db } from '../db/index.ts';
import { parse, readInput } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { noteAudit } from '../history/audit.ts';
import { createKey, listKeys, revokeKey } from './api-keys.ts';
import type { AuthEnv } from './tokens.ts';

/**
 * The admins' API keys (src/lib/api-access.ts: apiKeys, the admin's alone): POST / makes
 * one and answers the key this once, GET / lists them without it, DELETE /:id revokes one.
 */
export function keyRoutes({ db, now }: { db: Db; now: () => Date }) {
  const app = new Hono<AuthEnv>();
  app.get('/', async (c) => c.json(await listKeys(db)));
  app.post('/', async (c) => {
    const { name, scopes } = parse(apiKeySchema, await readInput(c));
    const created = await createKey(db, { name, scopes, by: c.get('user').name, at: now() });
    noteAudit(c, { entity: 'keys', summary: scopes.join(', ') });
    return c.json(created, 201);
  });
  app.delete('/:id', async (c) => {
    const revoked = await revokeKey(db, c.req.param('id'), now());
    if (!revoked) throw new ApiError(404, 'No API key with that id');
    noteAudit(c, { action: 'revoke', entity: 'keys', recordName: revoked.name });
    return c.json({ ...revoked, message: 'API key revoked' });
  });
  return app;
}
