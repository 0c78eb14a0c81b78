import { describe, expect, it } from 'vitest';
import { afterAttempt, retryDelay, type OutboxItem } from '../../../src/islands/utils/outbox.ts';

const item: OutboxItem = { id: 'a', path: '/api/referral', payload: {}, attempts: 0, nextAt: 0 };

describe('referral outbox', () => {
  it('drops an item the server stored, so it is never sent again', () => {
    expect(afterAttempt(item, 201, 1000)).toBeNull();
    expect(afterAttempt(item, 200, 1000)).toBeNull();
  });

  it('keeps an item after no answer, a server error, 408 or 429, and backs off', () => {
    for (const status of [0, 408, 429, 500, 502, 503]) {
      expect(afterAttempt(item, status, 1000), String(status)).toMatchObject({ attempts: 1, nextAt: 1000 + 5_000 });
    }
    expect(afterAttempt({ ...item, attempts: 1 }, 503, 0)?.nextAt).toBe(15_000);
    expect(afterAttempt({ ...item, attempts: 2 }, 503, 0)?.nextAt).toBe(45_000);
  });

  it('gives up on an item the server refuses for good (the form checks the same schema first)', () => {
    expect(afterAttempt(item, 400, 0)).toBeNull();
    expect(afterAttempt(item, 413, 0)).toBeNull();
  });

  it('waits at most ten minutes between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([5_000, 15_000, 45_000, 135_000, 405_000, 600_000, 600_000]);
  });
});
