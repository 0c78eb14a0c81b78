import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/index.ts';
import { scratchSchema } from '../support/postgres.ts';
import { DIALECTS } from './setup.ts';

// 0044 moves every ticket's story from its JSON column to ticket_event rows: every event, in its
// order, for every ticket (a long story, an empty one, one unreadable), and leaves the column empty.
const BEFORE = '0041_customers';

const story = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    i === 0
      ? { type: 'status', status: 'new', at: '2026-11-01T00:00:00.000Z' }
      : {
          type: i % 3 ? 'customer' : 'reply',
          text: `Event ${i}`,
          at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
        },
  );

async function opened(kind: 'sqlite' | 'postgres') {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'isp-events-'));
    const url = `file:${join(dir, 'site.db')}`;
    return { url, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const scratch = await scratchSchema('ev');
  return { url: scratch.url, drop: scratch.drop };
}

describe('0044 moves ticket events to rows', () => {
  for (const kind of DIALECTS) {
    it(`keeps every event of every ticket, in order [${kind}]`, async () => {
      const place = await opened(kind);
      const old = await openDatabase(place.url, { migrateTo: BEFORE });
      const tickets = [
        { id: 'a'.repeat(24), events: JSON.stringify(story(750)) },
        { id: 'b'.repeat(24), events: '[]' },
        { id: 'c'.repeat(24), events: JSON.stringify(story(3)) },
        { id: 'd'.repeat(24), events: 'not json' },
      ];
      for (const [i, t] of tickets.entries())
        await old.db
          .insertInto('ticket')
          .values({
            id: t.id,
            createdAt: '2026-11-01T00:00:00.000Z',
            number: `KN-2611-000${i}`,
            name: 'Gita',
            phone: '9855555555',
            category: 'no internet',
            description: 'Red light',
            firstResponseAt: null,
            resolvedAt: null,
            firstResponseDue: null,
            events: t.events,
          } as never)
          .execute();
      await old.close();

      const upgraded = await openDatabase(place.url);
      try {
        const rows = await upgraded.db.selectFrom('ticket_event').selectAll().orderBy('seq').execute();
        const of = (id: string) =>
          rows
            .filter((r) => r.ticketId === id)
            .map((r) => ({
              type: r.type,
              at: r.at,
              ...(r.status ? { status: r.status } : {}),
              ...(r.text ? { text: r.text } : {}),
            }));
        expect(of('a'.repeat(24))).toEqual(story(750));
        expect(of('b'.repeat(24))).toEqual([]);
        expect(of('c'.repeat(24))).toEqual(story(3));
        expect(rows).toHaveLength(753);
        const left = await upgraded.db.selectFrom('ticket').select('events').execute();
        expect(left.map((t) => t.events)).toEqual(['[]', '[]', '[]', '[]']);
      } finally {
        await upgraded.close();
        await place.drop();
      }
    });
  }
});
