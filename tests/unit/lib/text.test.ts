import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/lib/format-date.ts';
import { truncateWords } from '../../../src/lib/truncate-words.ts';

describe('truncateWords', () => {
  it('keeps the first N words and adds an ellipsis only when it cut', () => {
    expect(truncateWords('How fast is the Fibernet plan in Itahari?', 6)).toBe('How fast is the Fibernet plan...');
    expect(truncateWords('Yes we do', 4)).toBe('Yes we do');
    expect(truncateWords('  one   two three four five ', 4)).toBe('one two three four...');
    expect(truncateWords('', 4)).toBe('');
    expect(truncateWords(undefined, 4)).toBe('');
  });
});

describe('formatDate', () => {
  it("shows a short date, or 'N/A' when absent or invalid", () => {
    expect(formatDate('2026-11-22T10:00:00.000Z')).toBe('Nov 22, 2026');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
  });
});
