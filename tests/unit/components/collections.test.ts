import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setPublishRound } from '../../../src/lib/build-seam.ts';

// The pages read each collection with its entity's own schema (issue 27: one field list per entity).
// A stand-in API answers what the real one stores; the reader is imported once API_URL names it.
const served: Record<string, unknown> = {};
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = served[(req.url ?? '').replace(/^\/api\//, '')];
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { message: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

const plan = {
  _id: 'p1',
  createdAt: '2026-11-01T00:00:00.000Z',
  name: 'Fibernet 50',
  name_ne: 'फाइबरनेट ५०',
  speed: '50 Mbps',
  price: 'Rs. 1,500',
  duration: '/month',
  features: ['Free router'],
  features_ne: [],
  sme: false,
  featured: true,
  popular: false,
  hidden: false,
  position: 0,
};

describe('content collections', () => {
  it("reads a record with its entity's schema: every field, its place in the list, nothing else", async () => {
    served.plan = [plan, { ...plan, _id: 'p2', name: 'Fibernet 100', extra: 'x' }];
    served.slider = [{ _id: 's1', name: 'Dashain offer', image: 'a.jpg', title: 'Offer', hidden: false }];
    setPublishRound(1);
    const { records } = await import('../../../src/components/collections.ts');
    const plans = await records('plans');
    expect(plans.map((p) => [p._id, p.name, p.order, p.featured])).toEqual([
      ['p1', 'Fibernet 50', 0, true],
      ['p2', 'Fibernet 100', 1, true],
    ]);
    expect(plans[0].features).toEqual(['Free router']);
    expect(plans[1]).not.toHaveProperty('extra');
    const [slider] = await records('sliders');
    // Fields the record lacks read as the schema's empty values; the image is the server's.
    expect([slider.image, slider.subtitle, slider.title_ne, slider.link]).toEqual(['a.jpg', '', '', '']);
  });

  it('stops the build with the collection, the record and the field when a record does not fit', async () => {
    served.faq = [
      { _id: 'f1', question: 'Q', answer: 'A' },
      { _id: 'f2', question: '', answer: 'A' },
    ];
    setPublishRound(2);
    const { records } = await import('../../../src/components/collections.ts');
    await expect(records('faqs')).rejects.toThrow(/Content collection "faqs": record 2 .*question/is);
    served.slider = [{ _id: 's1', name: 'Offer', hidden: false }];
    await expect(records('sliders')).rejects.toThrow(/record 1 .*image/is);
  });
});
