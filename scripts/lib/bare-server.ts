// The baseline for `npm run bench`: a bare Hono app served by @hono/node-server exactly as the
// real server is (its own Node process), answering GET /api/plan with the same plans JSON and
// POST /api/contact by parsing the JSON body and answering 201. No database, no middleware.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const plans = JSON.parse(readFileSync(process.env.BARE_PLANS_FILE!, 'utf8')) as unknown[];
const app = new Hono();
app.get('/api/plan', (c) => c.json(plans));
app.post('/api/contact', async (c) => {
  const body = (await c.req.json()) as Record<string, unknown>;
  return c.json({ _id: '000000000000000000000000', createdAt: new Date().toISOString(), ...body }, 201);
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('listening'));
process.on('SIGTERM', () => process.exit(0));
