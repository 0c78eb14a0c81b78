// Two ledgers as rows instead of growing values.
// - ticket_event: a ticket's public story, one row per event (it was one JSON list on the ticket,
//   parsed and written whole on every addition, so a tracking link could grow one row without
//   bound). Every ticket's list is moved over in its order and the column left empty, so nothing is
//   lost and nothing is kept twice.
// - speedtest_transfer: what the server moved for each speed-test run (the run a browser names on
//   each transfer), so a result is bounded by what the server measured serving it.
import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';

const BATCH = 500;

interface OldEvent {
  type?: unknown;
  at?: unknown;
  status?: unknown;
  text?: unknown;
}

const parsed = (value: unknown): OldEvent[] => {
  try {
    const list = JSON.parse(String(value ?? '[]'));
    return Array.isArray(list) ? list.filter((e) => e && typeof e === 'object') : [];
  } catch {
    return [];
  }
};
const textOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema of its own time, untyped
export async function up(db: Kysely<any>, { kind }: MigrationContext) {
  const seq = (t: ReturnType<typeof db.schema.createTable>) =>
    kind === 'postgres'
      ? t.addColumn('seq', 'bigserial', (c) => c.primaryKey())
      : t.addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement());

  await seq(db.schema.createTable('ticket_event'))
    .addColumn('ticketId', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('text', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_event_ticket').on('ticket_event').columns(['ticketId', 'type']).execute();

  let after = 0;
  for (;;) {
    const tickets = await db
      .selectFrom('ticket')
      .select(['seq', 'id', 'createdAt', 'events'])
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(BATCH)
      .execute();
    if (!tickets.length) break;
    const rows = tickets.flatMap((t) =>
      parsed(t.events).map((e) => ({
        ticketId: String(t.id),
        type: typeof e.type === 'string' ? e.type : 'status',
        status: textOrNull(e.status),
        text: textOrNull(e.text),
        at: textOrNull(e.at) ?? String(t.createdAt),
      })),
    );
    for (let i = 0; i < rows.length; i += BATCH)
      await db
        .insertInto('ticket_event')
        .values(rows.slice(i, i + BATCH))
        .execute();
    after = Number(tickets.at(-1)!.seq);
  }
  await db.updateTable('ticket').set({ events: '[]' }).execute();

  await seq(db.schema.createTable('speedtest_transfer'))
    .addColumn('run', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('startedAt', 'bigint', (c) => c.notNull())
    .addColumn('endedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('speedtest_transfer_run').on('speedtest_transfer').column('run').execute();
  await db.schema.createIndex('speedtest_transfer_ended').on('speedtest_transfer').column('endedAt').execute();
}
