import { afterEach, describe, expect, it } from 'vitest';
import { earlyScript, takeEarly, VERIFY_PATH } from '../../../src/admin/lib/early.ts';

// The admin page's inline script, run as the browser would with a stored token and an address;
// the island then takes each early answer once, for the same token only.
const LISTS = { '/admin/bookings': '/api/booking?page=1&limit=10', '/admin/plans': '/api/plan#all' };

function runPage(path: string, token: string | null) {
  const fetched: { path: string; token: string }[] = [];
  const fetch = (p: string, init: { headers: Record<string, string> }) => {
    fetched.push({ path: p, token: init.headers['x-auth-token'] });
    return Promise.resolve(new Response(`"${p}"`));
  };
  const window = globalThis as unknown as Record<string, unknown>;
  const localStorage = { getItem: () => token };
  new Function('localStorage', 'location', 'fetch', 'window', earlyScript(LISTS))(
    localStorage,
    { pathname: path },
    fetch,
    window,
  );
  return fetched;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).__adminEarly;
});

describe('early admin requests', () => {
  it('asks for the token check and the opened list’s first page, and hands each over once', async () => {
    expect(runPage('/admin/bookings/', 'tok')).toEqual([
      { path: VERIFY_PATH, token: 'tok' },
      { path: '/api/booking?page=1&limit=10', token: 'tok' },
    ]);
    expect(takeEarly('/api/booking?page=1&limit=10', 'other')).toBeUndefined();
    expect(await (await takeEarly('/api/booking?page=1&limit=10', 'tok'))!.json()).toBe('/api/booking?page=1&limit=10');
    expect(takeEarly('/api/booking?page=1&limit=10', 'tok')).toBeUndefined();
    expect(takeEarly(VERIFY_PATH, 'tok')).toBeDefined();
  });

  it('opens the list of a record’s own address, and a list held whole', () => {
    expect(runPage('/admin/bookings/0123456789abcdef01234567', 'tok').map((f) => f.path)).toContain(
      '/api/booking?page=1&limit=10',
    );
    expect(runPage('/admin/plans', 'tok').map((f) => f.path)).toEqual([VERIFY_PATH, '/api/plan#all']);
  });

  it('asks for nothing without a stored token, and only the check elsewhere', () => {
    expect(runPage('/admin/bookings', null)).toEqual([]);
    expect(takeEarly(VERIFY_PATH, null)).toBeUndefined();
    expect(runPage('/admin', 'tok').map((f) => f.path)).toEqual([VERIFY_PATH]);
  });
});
