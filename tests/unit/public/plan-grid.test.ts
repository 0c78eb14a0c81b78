import { describe, expect, it } from 'vitest';
import { planColumns } from '../../../src/islands/utils/plan-grid.ts';

describe('planColumns', () => {
  it('never leaves one card alone on the last row', () => {
    for (let count = 2; count <= 12; count++) {
      const columns = planColumns(count);
      expect(count % columns, `${count} plans in rows of ${columns}`).not.toBe(1);
    }
  });

  it('one, two, three and four plans sit in one row', () => {
    expect([1, 2, 3, 4].map(planColumns)).toEqual([1, 2, 3, 4]);
  });
});
