import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { ENTITIES } from '../../src/lib/entities.ts';
import { STAT_TABLES } from '../../src/lib/stats.ts';
import { repository } from '../../src/server/storage/records.ts';
import { forEachDatabase, form } from './setup.ts';
import { png } from './images.ts';

const ADDED = { plan: 3, booking: 150, contact: 2, referral: 4, testimonial: 0, slider: 0, notice: 1, faq: 5 } as const;

forEachDatabase('GET /api/stats and compressed responses', (ctx) => {
  let image = '';
  beforeAll(async () => {
    for (const [path, n] of Object.entries(ADDED)) {
      const repo = repository(ctx.database.db, ENTITIES[path as keyof typeof ADDED]);
      await Promise.all(
        Array.from({ length: n }, (_, i) =>
          repo.insert({
            name: `r${i}`,
            customerName: 'Ram Bahadur Thapa',
            address: 'Itahari-6, Sunsari',
            remarks: 'Please call in the evening',
            title: `t${i}`,
          }),
        ),
      );
    }
    const res = await ctx.call('POST', '/api/slider', {
      form: form({ title: 'a', name: 'b', subtitle: 'c', link: '/' }, { bytes: await png() }),
    });
    image = (await res.json()).image;
  });

  it('answers the eight dashboard counts in one call', async () => {
    const res = await ctx.call('GET', '/api/stats');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      users: 1,
      plans: 3,
      bookings: 150,
      contacts: 2,
      referrals: 4,
      testimonials: 0,
      sliders: 1,
      notices: 1,
    });
    expect(Object.keys(STAT_TABLES)).toHaveLength(8);
  });

  it('is for admins only (401 without a token)', async () => {
    const res = await ctx.call('GET', '/api/stats', { token: null });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBeTruthy();
  });

  const plain = async () => (await ctx.call('GET', '/api/booking')).text();

  it('compresses a JSON list with brotli or gzip as the client prefers, with its exact length', async () => {
    const expected = await plain();
    expect(expected.length).toBeGreaterThan(10_000);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['*', 'br'],
      ['br;q=0, *;q=0.1', 'gzip'],
    ]) {
      const res = await ctx.call('GET', '/api/booking', { headers: { 'Accept-Encoding': accept } });
      expect(res.headers.get('Content-Encoding'), accept).toBe(encoding);
      expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('Content-Length'))).toBe(bytes.length);
      expect(bytes.length).toBeLessThan(expected.length / 5);
      expect((encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString()).toBe(expected);
    }
  });

  it('leaves alone what the client cannot decode, small answers and images', async () => {
    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await ctx.call('GET', '/api/booking', { headers: accept ? { 'Accept-Encoding': accept } : {} });
      expect(res.headers.get('Content-Encoding'), accept).toBeNull();
      expect(await res.text()).toBe(await plain());
    }
    const small = await ctx.call('GET', '/api/stats', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect((await small.json()).bookings).toBe(150);
    const picture = await ctx.call('GET', `/uploads/${image}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Encoding')).toBeNull();
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(Buffer.from(await png()));
  });

  it('sends the compressed bytes over a real socket with a Content-Length that matches', async () => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request(
          {
            port,
            host: '127.0.0.1',
            path: '/api/booking?page=1&limit=100',
            headers: { 'accept-encoding': 'br', 'x-auth-token': ctx.token },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(raw.headers['content-encoding']).toBe('br');
      expect(raw.headers['transfer-encoding']).toBeUndefined();
      expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
      expect(raw.headers['x-total-count']).toBe('150');
      expect(JSON.parse(brotliDecompressSync(raw.body).toString())).toHaveLength(100);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
