import { describe, expect, it } from 'vitest';
import type { IncidentUpdate } from '../../../src/lib/schemas/incident.ts';
import { incidentNews } from '../../../src/lib/subscriptions.ts';

const now = new Date('2026-11-26T10:00:00Z');
const update = (at: string, text: string, status: IncidentUpdate['status'] = 'investigating'): IncidentUpdate => ({
  at,
  text,
  text_ne: '',
  status,
});
const first = update('2026-11-26T08:00:00.000Z', 'On the way');

describe('incidentNews', () => {
  it('announces a new incident with its newest update, or its status when it has none', () => {
    expect(incidentNews(null, { status: 'investigating', updates: [first] }, now)).toMatchObject({
      isNew: true,
      text: 'On the way',
      at: first.at,
    });
    expect(incidentNews(null, { status: 'scheduled', updates: [] }, now)).toMatchObject({
      isNew: true,
      status: 'scheduled',
      text: '',
      at: now.toISOString(),
    });
  });

  it('tells the newest of the updates added in one edit, once', () => {
    const later = update('2026-11-26T09:30:00.000Z', 'Spliced', 'monitoring');
    const middle = update('2026-11-26T09:00:00.000Z', 'Found it', 'identified');
    const before = { status: 'investigating' as const, updates: [first] };
    const after = { status: 'monitoring' as const, updates: [first, later, middle] };
    expect(incidentNews(before, after, now)).toMatchObject({ isNew: false, text: 'Spliced', status: 'monitoring' });
    expect(incidentNews(after, after, now)).toBeUndefined();
  });

  it('tells a status change without an update, and nothing for a delete', () => {
    expect(
      incidentNews({ status: 'monitoring', updates: [first] }, { status: 'resolved', updates: [first] }, now),
    ).toMatchObject({ status: 'resolved', text: '' });
    expect(incidentNews({ status: 'monitoring', updates: [first] }, null, now)).toBeUndefined();
  });
});
