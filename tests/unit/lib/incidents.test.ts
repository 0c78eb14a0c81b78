import { expect, it } from 'vitest';
import { type Incident, recentlyResolved, resolvedAt } from '../../../src/lib/incidents.ts';

// The status page's "recently resolved" list (src/pages/status.astro): which incidents, in which order. The
// browser test sees one entry of it; the rule itself is here, where a wrong one fails in milliseconds.
const NOW = new Date('2026-11-28T06:00:00Z');
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

function incident(title: string, status: Incident['status'], resolvedDaysAgo?: number, endsDaysAgo?: number): Incident {
  return {
    _id: title,
    title,
    kind: 'outage',
    areas: [],
    services: [],
    startsAt: ago(200),
    ...(endsDaysAgo === undefined ? {} : { endsAt: ago(endsDaysAgo) }),
    status,
    updates: [
      { at: ago(199), status: 'investigating', text: 'Looking into it' },
      ...(resolvedDaysAgo === undefined ? [] : [{ at: ago(resolvedDaysAgo), status: 'resolved', text: 'Fixed' }]),
    ] as Incident['updates'],
  };
}

it('lists resolved incidents of the last 90 days by their resolving update, the newest first', () => {
  const list = [
    incident('old', 'resolved', 91),
    incident('edge', 'resolved', 90),
    incident('week', 'resolved', 7),
    incident('open', 'identified'),
    incident('planned', 'scheduled'),
    incident('yesterday', 'resolved', 1),
    // Resolved without a resolving update: its end counts.
    incident('ended', 'resolved', undefined, 30),
  ];
  expect(recentlyResolved(list, NOW).map((i) => i.title)).toEqual(['yesterday', 'week', 'ended', 'edge']);
  expect(recentlyResolved(list, NOW, 7).map((i) => i.title)).toEqual(['yesterday', 'week']);
});

it('takes the last resolving update when an incident was resolved twice (reopened in between)', () => {
  const twice = incident('twice', 'resolved', 100);
  twice.updates.push({ at: ago(2), status: 'resolved', text: 'Fixed again' } as Incident['updates'][number]);
  expect(resolvedAt(twice)).toBe(ago(2));
  expect(recentlyResolved([twice, incident('week', 'resolved', 7)], NOW).map((i) => i.title)).toEqual([
    'twice',
    'week',
  ]);
});
