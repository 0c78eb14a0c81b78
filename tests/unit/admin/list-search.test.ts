import { describe, expect, it } from 'vitest';
import { matches } from '../../../src/admin/lib/list-search.ts';

const booking = { _id: 'abc123', createdAt: '2026-11-22T08:25:00.000Z', customerName: 'Ram Thapa', plan: 'Fibernet', features: ['Free router'], image: 'x25.png' };

describe('list search', () => {
  it('matches every typed word in any field, in any case', () => {
    expect(matches(booking, 'ram FIBER')).toBe(true);
    expect(matches(booking, 'free router')).toBe(true);
    expect(matches(booking, 'ram wireless')).toBe(false);
  });

  it('reads the date as shown, not the stored id, image name or timestamp', () => {
    expect(matches(booking, 'Nov 22')).toBe(true);
    expect(matches(booking, 'abc123')).toBe(false);
    expect(matches(booking, '25')).toBe(false);
  });

  it('an empty search matches everything', () => {
    expect(matches(booking, '   ')).toBe(true);
  });
});
