import { describe, expect, it } from 'vitest';
import { formatDateTime, nepalTimestamp } from '../../../src/lib/format-date.ts';
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

describe('formatDateTime', () => {
  it("shows the date and time in Nepal time (UTC+5:45), or 'N/A' when absent or invalid", () => {
    expect(formatDateTime('2026-11-22T10:00:00.000Z')).toBe('Nov 22, 2026, 3:45 PM NPT');
    // late evening UTC is already the next day in Kathmandu
    expect(formatDateTime('2026-11-22T20:30:00.000Z')).toBe('Nov 23, 2026, 2:15 AM NPT');
    expect(formatDateTime(undefined)).toBe('N/A');
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDateTime('not a date')).toBe('N/A');
  });
});

describe('nepalTimestamp', () => {
  it('writes Nepal time with its offset, sortable as text; empty when absent, as it is when no date', () => {
    expect(nepalTimestamp('2026-11-26T08:20:00.000Z')).toBe('2026-11-26 14:05:00 +05:45');
    expect(nepalTimestamp('2026-11-26T18:15:00.000Z')).toBe('2026-11-27 00:00:00 +05:45');
    expect(nepalTimestamp(undefined)).toBe('');
    expect(nepalTimestamp(null)).toBe('');
    expect(nepalTimestamp('not a date')).toBe('not a date');
  });
});
