import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../src/admin/leads/format-duration.ts';

describe('formatDuration', () => {
  it('says a span as the desk would', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(29_000)).toBe('0 min');
    expect(formatDuration(45 * 60_000)).toBe('45 min');
    expect(formatDuration(3 * 3_600_000)).toBe('3 h');
    expect(formatDuration(3 * 3_600_000 + 20 * 60_000)).toBe('3 h 20 min');
    expect(formatDuration(52 * 3_600_000)).toBe('2 d 4 h');
    expect(formatDuration(48 * 3_600_000)).toBe('2 d');
  });
});
