import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setPreviewRecord, setPublishRound } from '../../../src/lib/build-seam.ts';

// A preview (issue 31) renders the pages with the editor's record in place of the stored one: the
// pages' reader (collections.ts) reads it as it reads a record from the API, and only while a
// preview renders. A stand-in API answers what the real one stores.
const plan = {
  _id: 'p1',
  createdAt: '2026-11-01T00:00:00.000Z',
  name: 'Fibernet 50',
  speed: '50 Mbps',
  price: 'Rs. 1,500',
  duration: '/month',
  features: ['Free router'],
  sme: false,
  featured: true,
  hidden: false,
};
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = req.url === '/api/plan' ? [plan, { ...plan, _id: 'p2', name: 'Fibernet 100' }] : undefined;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { message: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => {
  setPreviewRecord(undefined);
  vi.unstubAllEnvs();
  server.close();
});

describe('content collections in a preview', () => {
  it('read the previewed plan in its place, with the schema’s values, and the stored list again after', async () => {
    setPublishRound(101);
    const { records } = await import('../../../src/components/collections.ts');
    setPreviewRecord({
      collection: 'plans',
      id: 'p1',
      record: { ...plan, price: 'Rs. 1,999', features: ['Free router', ''], extra: 'x' },
    });
    const previewed = await records('plans');
    expect(previewed.map((p) => [p._id, p.price, p.order])).toEqual([
      ['p1', 'Rs. 1,999', 0],
      ['p2', 'Rs. 1,500', 1],
    ]);
    // Read with the plan's schema, as a stored plan is: empty features dropped, unknown fields left out.
    expect(previewed[0]!.features).toEqual(['Free router']);
    expect(previewed[0]).not.toHaveProperty('extra');
    // A record that does not fit the schema fails the preview, as it would fail a publish.
    setPreviewRecord({ collection: 'plans', id: 'p1', record: { ...plan, name: '' } });
    await expect(records('plans')).rejects.toThrow(/name/i);
    setPreviewRecord(undefined);
    expect((await records('plans')).map((p) => p.price)).toEqual(['Rs. 1,500', 'Rs. 1,500']);
  });
});
