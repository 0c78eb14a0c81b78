import { describe, expect, it } from 'vitest';
import { wrapIndex } from '../../../src/islands/utils/wrap-index.ts';

describe('wrapIndex', () => {
  it('steps forward and wraps past the end', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
  });
  it('steps back and wraps before the start', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, -5, 3)).toBe(2);
  });
  it('gives 0 for an empty ring', () => {
    expect(wrapIndex(4, 1, 0)).toBe(0);
  });
});
