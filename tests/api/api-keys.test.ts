import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { areasAndPlan, staff } from './customer-helpers.ts';
import { forEachDatabase, type TestContext } from './setup.ts';

// API keys (issue 47): made by admins and shown once, kept hashed, listed without the key, revoked;
// a key opens only the routes of its scopes (never a staff route), and each use is audited. The
// billing system's PUT /api/customer/by-id/{customerId} is an idempotent upsert.

const bearer = (ctx: TestContext, key: string) => (method: string, path: string, json?: unknown) =>
  ctx.call(method, path, { token: null, json, headers: { authorization: `Bearer ${key}` } });

async function makeKey(ctx: TestContext, name: string, scopes: string[]) {
  const res = await ctx.call('POST', '/api/keys', { json: { name, scopes } });
  expect(res.status).toBe(201);
  return (await res.json()) as { _id: string; key: string; prefix: string; scopes: string[] };
}

forEachDatabase('API keys', (ctx) => {
  let planId = '';
  let writer: Awaited<ReturnType<typeof makeKey>>;
  let reader: Awaited<ReturnType<typeof makeKey>>;
  beforeAll(async () => {
    planId = await areasAndPlan(ctx);
    writer = await makeKey(ctx, 'Billing system', ['customers:write', 'customers:read']);
    reader = await makeKey(ctx, 'Reports', ['customers:read']);
  });

  describe('the keys', () => {
    it('answers the key once; keeps only its SHA-256; lists names, scopes and last use, never the key', async () => {
      expect(writer.key).toMatch(/^isp_[A-Za-z0-9_-]{43}$/);
      expect(writer.key.startsWith(writer.prefix)).toBe(true);
      const rows = await ctx.database.db.selectFrom('api_key').selectAll().execute();
      const row = rows.find((r) => r.id === writer._id)!;
      expect(row.hash).toBe(createHash('sha256').update(writer.key).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(writer.key);
      const listed = await (await ctx.call('GET', '/api/keys')).json();
      expect(listed.map((k: { name: string }) => k.name)).toEqual(['Reports', 'Billing system']);
      expect(Object.keys(listed[0]).sort()).toEqual(
        ['_id', 'createdAt', 'createdBy', 'lastUsedAt', 'lastUsedFrom', 'name', 'prefix', 'revokedAt', 'scopes'].sort(),
      );
      expect(JSON.stringify(listed)).not.toContain(writer.key);
      expect(JSON.stringify(listed)).not.toContain(row.hash);
    });

    it('refuses a key without a name or scopes, or with an unknown scope (400); only admins make keys', async () => {
      const none = await ctx.call('POST', '/api/keys', { json: { name: 'X', scopes: [] } });
      expect((await none.json()).errors.scopes).toBe('Choose at least one scope');
      const odd = await ctx.call('POST', '/api/keys', { json: { name: 'X', scopes: ['users:write'] } });
      expect(odd.status).toBe(400);
      expect((await ctx.call('POST', '/api/keys', { json: { scopes: ['customers:read'] } })).status).toBe(400);
      const sales = await staff(ctx, 'sales');
      expect((await ctx.call('GET', '/api/keys', { token: sales })).status).toBe(403);
      expect(
        (await ctx.call('POST', '/api/keys', { token: sales, json: { name: 'S', scopes: ['customers:read'] } })).status,
      ).toBe(403);
    });
  });

  describe('the billing system', () => {
    const ram = { name: 'Ram Bahadur Shrestha', phone: '9841000001', area: 'Biratnagar-1', dueAmount: 110000 };

    it('upserts a customer by customer ID: 201, then 200 with nothing changed for the same body', async () => {
      const put = bearer(ctx, writer.key);
      const first = await put('PUT', '/api/customer/by-id/KN-10001', { ...ram, planId });
      expect(first.status).toBe(201);
      const created = await first.json();
      expect(created).toMatchObject({ customerId: 'KN-10001', ...ram, planId, status: 'active' });
      const again = await put('PUT', '/api/customer/by-id/KN-10001', { ...ram, planId });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(created);
      const revisions = await (await ctx.call('GET', `/api/customer/${created._id}/revisions`)).json();
      expect(revisions.map((r: { action: string; by: { name: string } }) => [r.action, r.by.name])).toEqual([
        ['create', 'API key: Billing system'],
      ]);
      // A change of some fields keeps the others.
      const paid = await put('PUT', '/api/customer/by-id/KN-10001', { dueAmount: 0, dueDate: '' });
      expect(paid.status).toBe(200);
      expect(await paid.json()).toMatchObject({ ...ram, planId, dueAmount: 0 });
      const bad = await put('PUT', '/api/customer/by-id/KN-10001', { status: 'gone' });
      expect(bad.status).toBe(400);
      const other = await put('PUT', '/api/customer/by-id/KN-10001', { customerId: 'KN-2' });
      expect(other.status).toBe(400);
      expect((await put('PUT', '/api/customer/by-id/KN%2010', ram)).status).toBe(404);
    });

    it('reads with customers:read; may not write without customers:write (403)', async () => {
      const read = bearer(ctx, reader.key);
      expect((await read('GET', '/api/customer/by-id/KN-10001')).status).toBe(200);
      const list = await read('GET', '/api/customer?q=shrestha');
      expect(list.status).toBe(200);
      expect(list.headers.get('x-total-count')).toBe('1');
      expect((await read('GET', '/api/customer/by-id/KN-404')).status).toBe(404);
      const refused = await read('PUT', '/api/customer/by-id/KN-10001', ram);
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toBe('This API key may not do this: it needs the customers:write scope');
    });

    it('never opens a staff route, not even the customers’ own staff writes', async () => {
      const key = bearer(ctx, writer.key);
      for (const [method, path] of [
        ['GET', '/api/booking'],
        ['GET', '/api/keys'],
        ['POST', '/api/keys'],
        ['POST', '/api/customer'],
        ['POST', '/api/customer/import'],
        ['GET', '/api/audit'],
        ['GET', '/api/users'],
        ['DELETE', `/api/customer/0123456789abcdef01234567`],
      ] as const) {
        const res = await key(method, path, method === 'GET' ? undefined : {});
        expect([method, path, res.status]).toEqual([method, path, 401]);
      }
      expect((await bearer(ctx, 'isp_not-a-key')('GET', '/api/customer')).status).toBe(401);
      expect((await ctx.call('GET', '/api/customer', { token: null })).status).toBe(401);
    });

    it('audits every use under the key’s name, refusals too, and shows the last use', async () => {
      const audit = await (await ctx.call('GET', '/api/audit?entity=customer&limit=100')).json();
      const byKey = audit.filter((a: { user: { name: string } }) => a.user.name.startsWith('API key: '));
      const seen = byKey.map((a: { user: { name: string }; action: string }) => `${a.user.name} ${a.action}`);
      expect(seen).toContain('API key: Billing system create');
      expect(seen).toContain('API key: Billing system update (unchanged)');
      expect(seen).toContain('API key: Reports read');
      expect(byKey.some((a: { summary: string }) => a.summary.endsWith('refused: needs customers:write'))).toBe(true);
      expect(JSON.stringify(audit)).not.toContain(writer.key);
      const listed = await (await ctx.call('GET', '/api/keys')).json();
      expect(listed.every((k: { lastUsedAt: string | null }) => typeof k.lastUsedAt === 'string')).toBe(true);
    });

    it('a revoked key opens nothing more (401), and its refusal is audited', async () => {
      const revoked = await ctx.call('DELETE', `/api/keys/${writer._id}`);
      expect(revoked.status).toBe(200);
      expect((await revoked.json()).revokedAt).toEqual(expect.any(String));
      const res = await bearer(ctx, writer.key)('PUT', '/api/customer/by-id/KN-10001', ram);
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe('The API key was revoked');
      const audit = await (await ctx.call('GET', '/api/audit?entity=customer&limit=5')).json();
      expect(audit[0].summary).toBe(`${writer.prefix}… refused: revoked`);
      expect((await ctx.call('DELETE', '/api/keys/0123456789abcdef01234567')).status).toBe(404);
      const actions = await (await ctx.call('GET', '/api/audit?entity=keys')).json();
      expect(actions.map((a: { action: string }) => a.action)).toContain('revoke');
    });
  });
});

// The billing system reads paid payments with a key of `payments:read` (GET /api/payment?since=), nothing else.
forEachDatabase('API keys: the payments a billing system reads', (ctx) => {
  it('lists payments changed since a time for a payments:read key; refuses one without the scope and any other route', async () => {
    const billing = await makeKey(ctx, 'Billing', ['payments:read']);
    const other = await makeKey(ctx, 'Customers only', ['customers:read']);
    const call = bearer(ctx, billing.key);
    const since = new Date(Date.now() - 60_000).toISOString();
    const listed = await call('GET', `/api/payment?since=${encodeURIComponent(since)}`);
    expect(listed.status).toBe(200);
    expect(Array.isArray(await listed.json())).toBe(true);
    expect((await bearer(ctx, other.key)('GET', '/api/payment')).status).toBe(403);
    // One payment and "look up now" stay the desk's.
    expect([401, 403]).toContain((await call('GET', '/api/payment/totals')).status);
    expect([401, 403]).toContain((await call('GET', '/api/customer')).status);
  });
});
