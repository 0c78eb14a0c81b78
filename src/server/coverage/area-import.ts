import { parse as parseCsv } from 'csv-parse/sync';
import { ENTITIES, type EntityDef } from '../../lib/entities.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import type { Actor } from '../../lib/history.ts';
import { normalizePlace } from '../../lib/coverage-match.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { recordRevision, updateAction } from '../history/revisions.ts';
import { repository } from '../storage/records.ts';
import { countOf } from '../../lib/plural.ts';

// The admin's CSV import of coverage areas (issue 15): a header row naming the columns, then one
// area a line. Every row is checked first; one bad row and nothing is imported, and each bad row
// is reported by its line number. A row naming an existing area (same name) updates it.

const def: EntityDef = ENTITIES.area;
export const IMPORT_COLUMNS = ['name', 'name_ne', 'district', 'services', 'status'] as const;
const OPTIONAL_COLUMNS = ['hidden'];
export const MAX_IMPORT_ROWS = 2000;

type Row = Record<string, unknown>;
export interface ImportProblem {
  line: number;
  message: string;
}

/** The rows of a CSV as validated areas with their line numbers, or every problem found. */
export function readAreaCsv(text: string): { rows: { line: number; values: Row }[]; problems: ImportProblem[] } {
  let parsed: { record: string[]; raw: string; info: { lines: number } }[];
  try {
    parsed = parseCsv(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      raw: true,
    }) as never;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw new ApiError(
      400,
      `The file is not a readable CSV${line ? ` (line ${line})` : ''}: ${(err as Error).message}`,
    );
  }
  if (!parsed.length)
    throw new ApiError(400, `The file is empty. The first line names the columns: ${IMPORT_COLUMNS.join(', ')}`);
  const [header, ...records] = parsed;
  const columns = header.record.map((c) => c.trim().toLowerCase());
  const unknown = columns.filter(
    (c) => !(IMPORT_COLUMNS as readonly string[]).includes(c) && !OPTIONAL_COLUMNS.includes(c),
  );
  const missing = IMPORT_COLUMNS.filter((c) => c !== 'name_ne' && !columns.includes(c));
  if (unknown.length || missing.length) {
    const what = [
      missing.length ? `missing ${missing.join(', ')}` : '',
      unknown.length ? `unknown ${unknown.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    throw new ApiError(400, `Line 1 must name the columns ${IMPORT_COLUMNS.join(', ')} (${what})`);
  }
  if (records.length > MAX_IMPORT_ROWS)
    throw new ApiError(400, `At most ${MAX_IMPORT_ROWS} areas at a time (the file has ${records.length})`);
  const rows: { line: number; values: Row }[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Map<string, number>();
  for (const { record, raw, info } of records) {
    // A quoted cell may span lines: the row starts where its text starts.
    const line = info.lines - (raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0);
    if (record.length !== columns.length) {
      problems.push({ line, message: `${record.length} cells where line 1 names ${columns.length} columns` });
      continue;
    }
    const input = Object.fromEntries(columns.map((c, i) => [c, record[i]]));
    const result = def.schema.safeParse(input);
    if (!result.success) {
      const errors = fieldErrors(result);
      problems.push({
        line,
        message: Object.entries(errors)
          .map(([field, message]) => `${field}: ${message}`)
          .join('; '),
      });
      continue;
    }
    const key = normalizePlace(String(result.data.name));
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({ line, message: `name: ${String(result.data.name)} is already on line ${earlier}` });
      continue;
    }
    seen.set(key, line);
    // A column the file leaves out is left as it is on an area the row updates (its Nepali name, hidden).
    const values: Row = { ...result.data };
    for (const column of ['name_ne', ...OPTIONAL_COLUMNS]) if (!columns.includes(column)) delete values[column];
    rows.push({ line, values });
  }
  return { rows, problems };
}

/** Imports the areas of a CSV in one transaction: new names are added, known names updated. */
export async function importAreas(
  db: Db,
  text: string,
  by: Actor | undefined,
  now: Date,
): Promise<{ created: number; updated: number }> {
  const { rows, problems } = readAreaCsv(text);
  if (problems.length) {
    const errors = Object.fromEntries(problems.map((p) => [`Line ${p.line}`, p.message]));
    throw new ApiError(400, `${countOf(problems.length, 'line is', 'lines are')} wrong; nothing was imported`, errors);
  }
  if (!rows.length) throw new ApiError(400, 'The file has no areas below its first line');
  return db.transaction().execute(async (trx) => {
    const repo = repository(trx, def);
    const existing = new Map((await repo.list()).records.map((r) => [normalizePlace(String(r.name)), r]));
    let created = 0;
    let updated = 0;
    for (const { values } of rows) {
      const before = existing.get(normalizePlace(String(values.name)));
      if (before) {
        const after = await repo.update(String(before._id), values);
        await recordRevision(trx, {
          entity: def.path,
          recordId: String(before._id),
          action: updateAction(before, after ?? null),
          by,
          before,
          after: after ?? null,
          at: now,
        });
        updated++;
      } else {
        const record = await repo.insert(values);
        await recordRevision(trx, {
          entity: def.path,
          recordId: String(record._id),
          action: 'create',
          by,
          before: null,
          after: record,
          at: now,
        });
        created++;
      }
    }
    return { created, updated };
  });
}
