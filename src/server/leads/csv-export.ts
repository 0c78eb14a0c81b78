import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql, type Kysely } from 'kysely';
import type { EntityDef, LeadNote } from '../../lib/entities.ts';
import { languageName } from '../../lib/fields.ts';
import { nepalTimestamp } from '../../lib/format-date.ts';
import type { RecordRow } from '../db/tables.ts';
import type { Db } from '../db/index.ts';
import { listFilter, type ListOptions, type Query } from '../storage/list.ts';
import { listSpec } from '../db/list-specs.ts';
import { toRecord } from '../storage/records.ts';
import { listStaff } from './assignment.ts';

/** Rows read per query: the export never holds more than a page or two of them. */
const PAGE = 500;

/**
 * Every lead the list shows (its filters and order), read page by page. Each page starts after
 * the last row of the one before (keyset on the sort column and seq), so no page rescans the
 * rows before it, as OFFSET would.
 */
async function* leadRows(database: Db, def: EntityDef, options: ListOptions): AsyncGenerator<Record<string, unknown>> {
  const spec = listSpec(def);
  const db = database as unknown as Kysely<Record<string, RecordRow>>;
  const filtered = listFilter(database, spec, options);
  const column = options.sort ?? 'seq';
  const direction = options.order ?? (options.sort ? 'asc' : spec.defaultOrder);
  const after = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  let last: RecordRow | undefined;
  for (;;) {
    let query = filtered(db.selectFrom(spec.table) as unknown as Query)
      .selectAll()
      .orderBy(column, direction)
      .orderBy('seq', direction)
      .limit(PAGE);
    if (last) {
      const [value, seq] = [last[column], last.seq];
      query = query.where(
        column === 'seq'
          ? sql<boolean>`seq ${after} ${seq}`
          : sql<boolean>`(${sql.ref(column)} ${after} ${value} or (${sql.ref(column)} = ${value} and seq ${after} ${seq}))`,
      );
    }
    const rows = (await query.execute()) as RecordRow[];
    for (const row of rows) yield toRecord(def, row);
    if (rows.length < PAGE) return;
    last = rows[rows.length - 1];
  }
}

/**
 * What one kind of lead adds to its export (tickets: the figures a compensation claim needs):
 * columns after the staff's, their values worked out per record, and which records the list keeps
 * when a filter is not a column (a ticket list's `overdue`).
 */
export interface CsvExtra {
  columns: { key: string; header: string }[];
  values(record: Record<string, unknown>): Record<string, unknown>;
  keep?(record: Record<string, unknown>): boolean;
}

/**
 * The export's columns: the visitor's fields as the admin labels them and the language they wrote
 * in (staff answer in it), then the staff's, then any the kind of lead adds.
 */
export function csvColumns(def: EntityDef, extra?: CsvExtra) {
  return [
    { key: 'createdAt', header: 'Received' },
    ...def.lead!.labels.map(([key, header]) => ({ key, header })),
    { key: 'lang', header: 'Language' },
    { key: 'status', header: 'Status' },
    { key: 'statusChangedAt', header: 'Status changed' },
    { key: 'statusChangedBy', header: 'Changed by' },
    { key: 'assignedTo', header: 'Assigned to' },
    { key: 'notes', header: 'Notes' },
    { key: '_id', header: 'ID' },
    ...(extra?.columns ?? []),
  ];
}

/** Every CSV the staff download (leads, speed tests): see leadCsv. */
export const CSV_FORMAT = {
  bom: true,
  header: true,
  record_delimiter: 'windows',
  // RFC 4180: a field with a line break is quoted, whichever break it is.
  quote_record_delimiter: true,
  quoted_match: /[\r\n]/,
  escape_formulas: true,
} as const;

/**
 * The CSV of a lead list as a stream: UTF-8 with a byte order mark (Excel then shows Nepali
 * correctly), a header row, RFC 4180 quoting with CRLF, and formula-looking cells prefixed with
 * ' so a spreadsheet does not run them. Back-pressure reaches the database reads.
 */
export function leadCsv(db: Db, def: EntityDef, options: ListOptions, extra?: CsvExtra): ReadableStream<Uint8Array> {
  const csv = stringify({
    ...CSV_FORMAT,
    columns: csvColumns(def, extra),
    cast: { object: (value) => (Array.isArray(value) ? notesText(value as LeadNote[]) : JSON.stringify(value)) },
  });
  const source = Readable.from(csvRows(db, def, leadRows(db, def, options), extra));
  source.on('error', (err) => csv.destroy(err));
  source.pipe(csv);
  // Pulled chunk by chunk: nothing is read from the database before the client takes what came before.
  const chunks = csv[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(typeof value === 'string' ? new TextEncoder().encode(value) : new Uint8Array(value));
      },
      async cancel() {
        source.destroy();
        await chunks.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * A lead as the file shows it: times in Nepal time with their offset, as the admin shows them
 * (stored in UTC, they read hours off for the staff who open the file), the language by its name,
 * the assignee by name (a removed user's id as it is).
 */
async function* csvRows(db: Db, def: EntityDef, leads: AsyncIterable<Record<string, unknown>>, extra?: CsvExtra) {
  const staff = new Map((await listStaff(db)).map((s) => [s._id, s.name]));
  // Every moment column (createdAt, statusChangedAt, a ticket's firstResponseAt and resolvedAt…).
  const moments = csvColumns(def, extra)
    .map((c) => c.key)
    .filter((k) => k.endsWith('At'));
  for await (const lead of leads) {
    if (extra?.keep && !extra.keep(lead)) continue;
    yield {
      ...lead,
      ...extra?.values(lead),
      ...Object.fromEntries(moments.map((k) => [k, nepalTimestamp(lead[k] as string | undefined)])),
      lang: languageName(lead.lang),
      assignedTo: lead.assignedTo ? (staff.get(String(lead.assignedTo)) ?? String(lead.assignedTo)) : '',
    };
  }
}

const notesText = (notes: LeadNote[]) => notes.map((n) => `${nepalTimestamp(n.at)} ${n.author}: ${n.text}`).join('\n');
