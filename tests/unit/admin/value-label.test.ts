import { describe, expect, it } from 'vitest';
import { valueLabel } from '../../../src/admin/leads/status.ts';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '../../../src/lib/tickets.ts';

// Issue 42: the desk showed stored values ("Waiting-on-customer", "no internet").
describe('a stored value as staff read it', () => {
  it('writes statuses, categories and priorities in words', () => {
    expect(valueLabel('waiting-on-customer')).toBe('Waiting on customer');
    expect(valueLabel('in-progress')).toBe('In progress');
    expect(valueLabel('no internet')).toBe('No internet');
    expect(valueLabel('tv')).toBe('TV');
    expect(valueLabel('urgent')).toBe('Urgent');
  });

  it('leaves no hyphen and no lower-case start in any of them', () => {
    for (const value of [...TICKET_STATUSES, ...TICKET_CATEGORIES, ...TICKET_PRIORITIES])
      expect(valueLabel(value)).toMatch(/^[A-Z][^-]*$/);
  });
});
