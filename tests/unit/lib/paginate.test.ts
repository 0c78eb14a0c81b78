import { describe, expect, it } from 'vitest';
import { pageWindow, paginate } from '../../../src/lib/paginate.ts';

describe('paginate', () => {
  it('shows every page when there are 5 or fewer', () => {
    for (let total = 1; total <= 5; total++) {
      for (let current = 1; current <= total; current++) {
        expect(paginate(current, total)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      }
    }
  });

  it('shows first, last, the neighbours of the current page and ellipses beyond 5 pages', () => {
    expect(paginate(1, 6)).toEqual([1, 2, 'ellipsis', 6]);
    expect(paginate(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
    expect(paginate(4, 6)).toEqual([1, 'ellipsis', 3, 4, 5, 6]);
    expect(paginate(6, 12)).toEqual([1, 'ellipsis', 5, 6, 7, 'ellipsis', 12]);
    expect(paginate(12, 12)).toEqual([1, 'ellipsis', 11, 12]);
    expect(paginate(2, 12)).toEqual([1, 2, 3, 'ellipsis', 12]);
  });

  it('holds its rules for every current page of 6 to 12 pages', () => {
    for (let total = 6; total <= 12; total++) {
      for (let current = 1; current <= total; current++) {
        const items = paginate(current, total);
        const pages = items.filter((p): p is number => p !== 'ellipsis');
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(current);
        if (current > 1) expect(pages).toContain(current - 1);
        if (current < total) expect(pages).toContain(current + 1);
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        items.forEach((item, i) => {
          if (item === 'ellipsis') {
            expect(items[i + 1]).not.toBe('ellipsis');
            expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(1);
          } else if (i > 0 && items[i - 1] !== 'ellipsis') {
            expect(item - (items[i - 1] as number)).toBe(1);
          }
        });
        expect(pages.length).toBeLessThanOrEqual(5);
      }
    }
  });

  it("gives 'Showing X to Y of Z' numbers", () => {
    expect(pageWindow(1, 10, 25)).toEqual({ from: 1, to: 10, total: 25 });
    expect(pageWindow(3, 10, 25)).toEqual({ from: 21, to: 25, total: 25 });
    expect(pageWindow(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
