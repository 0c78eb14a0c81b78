import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, configureApi, listError, apiFetchPage } from '../../../src/admin/lib/api.ts';
import { publishInterval } from '../../../src/admin/lib/publish.ts';

const respond = (status: number, body: unknown) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  configureApi({ token: () => null, unauthorized: () => {} });
});

describe('admin API calls', () => {
  it('send the token in x-auth-token', async () => {
    const fetch = respond(200, []);
    vi.stubGlobal('fetch', fetch);
    configureApi({ token: () => 'T1' });
    await apiFetch('/api/users');
    const init = fetch.mock.calls[0][1]!;
    expect((init.headers as Record<string, string>)['x-auth-token']).toBe('T1');
  });

  it('a 401 from any call is handed to the session (its end: tests/unit/admin/session.test.ts)', async () => {
    vi.stubGlobal('fetch', respond(401, { message: 'Token is not valid or has expired' }));
    const unauthorized = vi.fn();
    configureApi({ token: () => 'T1', unauthorized });
    await expect(apiFetch('/api/faq', { method: 'POST', json: {} })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('other errors carry data.message and the field errors', async () => {
    vi.stubGlobal(
      'fetch',
      respond(409, { message: 'A user with that email already exists', errors: { email: 'Already in use' } }),
    );
    const err = await apiFetch('/api/users', { method: 'POST', json: {} }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 409,
      message: 'A user with that email already exists',
      errors: { email: 'Already in use' },
      fromServer: true,
    });
  });
});

describe('paged lists', () => {
  it('read the page and the total of matches from X-Total-Count', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify([{ _id: 'a' }, { _id: 'b' }]), {
            headers: { 'content-type': 'application/json', 'X-Total-Count': '100000' },
          }),
      ),
    );
    expect(await apiFetchPage('/api/booking?page=1&limit=10')).toEqual({
      records: [{ _id: 'a' }, { _id: 'b' }],
      total: 100_000,
    });
  });

  it('take a list without the header as the whole list', async () => {
    vi.stubGlobal('fetch', respond(200, [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }]));
    expect((await apiFetchPage('/api/faq?page=1&limit=10')).total).toBe(3);
  });

  it('fail as every call does: the server message kept for the list error', async () => {
    vi.stubGlobal('fetch', respond(400, { message: 'sort must be one of: name, createdAt' }));
    const err = await apiFetchPage('/api/faq?sort=nope').catch((e) => e);
    expect(listError(err, 'faqs')).toBe('sort must be one of: name, createdAt');
  });
});

describe('list errors (spec §8)', () => {
  it("show the server's message, else 'Failed to fetch …'", () => {
    expect(listError(new ApiError(503, 'The database is unavailable.', undefined, true), 'plans')).toBe(
      'The database is unavailable.',
    );
    expect(listError(new ApiError(500, 'Request failed (500)'), 'plans')).toBe('Failed to fetch plans');
    expect(listError(new TypeError('network'), 'bookings')).toBe('Failed to fetch bookings');
  });
});

describe('publish polling', () => {
  it('polls every 2 s while a build is on its way, 15 s otherwise', () => {
    const s = (state: 'idle' | 'queued' | 'building' | 'failed') => ({
      state,
      lastSuccessAt: null,
      lastDurationMs: null,
      lastError: null,
      reason: null,
      warnings: [],
    });
    expect(publishInterval(s('queued'))).toBe(2000);
    expect(publishInterval(s('building'))).toBe(2000);
    expect(publishInterval(s('idle'))).toBe(15000);
    expect(publishInterval(s('failed'))).toBe(15000);
    expect(publishInterval(undefined)).toBe(15000);
  });
});
