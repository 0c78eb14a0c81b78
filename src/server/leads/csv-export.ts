import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import type { EntityDef, LeadNote } from '../../lib/entities.ts';
import type { RecordTableName, RecordTables } from '../db/tables.ts';
import type { Db } from '../db/index.ts';
import { toRecord } from '../records.ts';
import { leadFilter, type LeadFilter } from './lead-filter.ts';

/** Rows read per query: the export never holds more than a page or two of them. */
const PAGE = 500;

/** Every matching lead, read page by page in the list's order (keyset on seq: no OFFSET rescans). */
async function* leadRows(database: Db, def: EntityDef, filter: LeadFilter): AsyncGenerator<Record<string, unknown>> {
  const table = def.path as RecordTableName;
  const db = database as unknown as Kysely<RecordTables>;
  const descending = def.newestFirst;
  let after: number | undefined;
  for (;;) {
    let query = db.selectFrom(table).selectAll().where(leadFilter(def, filter)).orderBy('seq', descending ? 'desc' : 'asc').limit(PAGE);
    if (after !== undefined) query = query.where('seq', descending ? '<' : '>', after);
    const rows = await query.execute();
    for (const row of rows) yield toRecord(def, row);
    if (rows.length < PAGE) return;
    after = Number(rows[rows.length - 1].seq);
  }
}

/** The export's columns: the visitor's fields as the admin labels them, then the staff's. */
export function csvColumns(def: EntityDef) {
  return [
    { key: 'createdAt', header: 'Received' },
    ...def.lead!.labels.map(([key, header]) => ({ key, header })),
    { key: 'status', header: 'Status' },
    { key: 'statusChangedAt', header: 'Status changed' },
    { key: 'statusChangedBy', header: 'Changed by' },
    { key: 'notes', header: 'Notes' },
    { key: '_id', header: 'ID' },
  ];
}

/**
 * The CSV of a lead list as a stream: UTF-8 with a byte order mark (Excel then shows Nepali
 * correctly), a header row, RFC 4180 quoting with CRLF, and formula-looking cells prefixed with
 * ' so a spreadsheet does not run them. Back-pressure reaches the database reads.
 */
export function leadCsv(db: Db, def: EntityDef, filter: LeadFilter): ReadableStream<Uint8Array> {
  const csv = stringify({
    bom: true,
    header: true,
    columns: csvColumns(def),
    record_delimiter: 'windows',
    // RFC 4180: a field with a line break is quoted, whichever break it is.
    quote_record_delimiter: true,
    quoted_match: /[\r\n]/,
    escape_formulas: true,
    cast: { object: (value) => (Array.isArray(value) ? notesText(value as LeadNote[]) : JSON.stringify(value)) },
  });
  const source = Readable.from(leadRows(db, def, filter));
  source.on('error', (err) => csv.destroy(err));
  source.pipe(csv);
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}

const notesText = (notes: LeadNote[]) => notes.map((n) => `${n.at} ${n.author}: ${n.text}`).join('\n');
