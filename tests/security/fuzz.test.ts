import { expect, it } from 'vitest';
import { ENTITIES } from '../../src/lib/entities.ts';
import { forEachDatabase } from '../api/setup.ts';

// Deterministic pseudo-random numbers, so a failure can be replayed.
function prng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 0x100000000;
  };
}

const WRONG_TYPES: unknown[] = [{}, [], true, false, { $gt: '' }, [['nested']], { __proto__: { admin: true } }];
const STRINGS = [
  '',
  ' ',
  '\u0000',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '😀'.repeat(50),
  'x'.repeat(20_000),
  '../../etc/passwd',
  '\ud800',
];

const REQUIRED: Record<string, string[]> = {
  slider: ['name'],
  notice: ['title'],
  testimonial: ['name'],
  plan: ['name', 'speed', 'price', 'duration'],
  faq: ['question', 'answer'],
  booking: ['customerName', 'address', 'contact'],
  contact: ['name', 'email', 'msg'],
  referral: ['customerName', 'friendsName', 'friendsAddress', 'friendsContact'],
  users: ['name', 'email', 'password'],
  'users/login': ['email', 'password'],
};

forEachDatabase('fuzzing every endpoint', (ctx) => {
  it('answers 1,000+ malformed payloads with 4xx, never 5xx, and changes nothing', async () => {
    const rand = prng(20261122);
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
    // Existing records to aim PUT and DELETE at.
    const faq = await (await ctx.call('POST', '/api/faq', { json: { question: 'Q?', answer: 'A.' } })).json();
    const plan = await (
      await ctx.call('POST', '/api/plan', {
        json: { name: 'P', speed: '1', price: '1', duration: '/m', features: ['x'], sme: false },
      })
    ).json();
    const snapshot = async () => {
      const out: Record<string, unknown> = {};
      for (const def of Object.values(ENTITIES))
        out[def.path] = await (await ctx.call('GET', `/api/${def.path}`)).json();
      out.users = await (await ctx.call('GET', '/api/users')).json();
      return JSON.stringify(out);
    };
    const before = await snapshot();

    const targets = [...Object.values(ENTITIES).map((d) => d.path), 'users', 'users/login'];
    const ids = [
      faq._id,
      plan._id,
      'ffffffffffffffffffffffff',
      '%00',
      '..%2F..%2Fusers',
      'x'.repeat(3000),
      "1' OR '1'='1",
    ];
    const statuses = new Map<number, number>();
    let count = 0;
    for (let i = 0; i < 1100; i++) {
      const target = pick(targets);
      const withId = target !== 'users/login' && rand() < 0.5;
      const method =
        target === 'users/login' ? 'POST' : withId ? pick(['PUT', 'DELETE', 'PATCH']) : pick(['POST', 'POST', 'PUT']);
      const path = `/api/${target}${withId ? `/${pick(ids)}` : ''}`;
      const kind = Math.floor(rand() * 5);
      let body: string | undefined;
      let type = 'application/json';
      const fields: Record<string, unknown> = {};
      for (const f of REQUIRED[target] ?? ['name']) fields[f] = rand() < 0.5 ? pick(STRINGS) : pick(WRONG_TYPES);
      // Always at least one required field of a wrong type, so no payload is valid by chance.
      fields[pick(REQUIRED[target] ?? ['name'])] = pick(WRONG_TYPES);
      if (kind === 0)
        body = JSON.stringify(fields).slice(0, Math.floor(rand() * 40)); // cut-off JSON
      else if (kind === 1) {
        body = JSON.stringify(fields);
        type = pick(['text/plain', 'application/xml', '', 'image/png']);
      } else if (kind === 2) body = JSON.stringify(pick([[fields], 'text', 42, null, true]));
      else body = JSON.stringify(fields);
      // DELETE and PATCH go without a token: nothing may be deleted by a stranger.
      const token = method === 'DELETE' || method === 'PATCH' || rand() < 0.3 ? null : undefined;
      const res = await ctx.call(method, path, { body, headers: type ? { 'content-type': type } : {}, token });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status, `${method} ${path} ${type} ${String(body).slice(0, 200)}`).toBeLessThan(500);
      expect(res.status, `${method} ${path} was accepted: ${String(body).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      const text = await res.text();
      expect(() => JSON.parse(text)).not.toThrow();
      count++;
    }
    expect(count).toBeGreaterThanOrEqual(1000);
    expect(await snapshot()).toBe(before);
    expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true);
  }, 120_000);
});
