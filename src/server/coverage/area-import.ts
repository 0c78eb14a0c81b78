import { ENTITIES, type EntityDef } from '../../lib/entities.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import type { Actor } from '../../lib/history.ts';
import { normalizePlace } from '../../lib/coverage-match.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { recordRevision, updateAction } from '../history/revisions.ts';
import { repository } from '../storage/records.ts';
import { countOf } from '../../lib/plural.ts';
import { type CsvProblem, problemText, readCsv } from '../storage/csv-read.ts';

// The admin's CSV import of coverage areas (issue 15): a header row naming the columns, then one
// area a line. Every row is checked first; one bad row and nothing is imported, and each bad row
// is reported by its line number. A row naming an existing area (same name) updates it.

const def: EntityDef = ENTITIES.area;
export const IMPORT_COLUMNS = ['name', 'name_ne', 'district', 'services', 'status'] as const;
const OPTIONAL_COLUMNS = ['hidden'];
export const MAX_IMPORT_ROWS = 2000;

type Row = Record<string, unknown>;
export type ImportProblem = CsvProblem;

/** The rows of a CSV as validated areas with their line numbers, or every problem found. */
export function readAreaCsv(text: string): { rows: { line: number; values: Row }[]; problems: ImportProblem[] } {
  const csv = readCsv(text, {
    required: IMPORT_COLUMNS.filter((c) => c !== 'name_ne'),
    optional: ['name_ne', ...OPTIONAL_COLUMNS],
    maxRows: MAX_IMPORT_ROWS,
    noun: 'areas',
  });
  const { columns } = csv;
  const rows: { line: number; values: Row }[] = [];
  const problems: ImportProblem[] = [...csv.problems];
  const seen = new Map<string, number>();
  for (const { line, input } of csv.rows) {
    const result = def.schema.safeParse(input);
    if (!result.success) {
      problems.push({ line, message: problemText(fieldErrors(result)) });
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
  return { rows, problems: problems.sort((a, b) => a.line - b.line) };
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
